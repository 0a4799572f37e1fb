import { createHash } from 'node:crypto'
import { expect, fixture, test, waitForHydration } from './fixtures.ts'

// The face model is committed under models/ and emitted into the web build: a site started from a fresh
// clone must serve it, and the photo page must really detect the face with it (the heuristic box it falls
// back to would say "No face detected").
const MODEL = '/models/face_detection_yunet_s_dynamic.onnx'
const MODEL_SHA256 = 'daede24002cc8590f457998cc5e6c9e8b82f45f6bd969506a8913cd4ed10a2d3'

test('the site serves the committed face model byte for byte, and its licences', async ({ request }) => {
  const model = await request.get(MODEL)
  expect(model.status()).toBe(200)
  const bytes = await model.body()
  expect(bytes.length).toBe(237_823)
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(MODEL_SHA256)
  const licences = await request.get('/models/LICENSES.txt')
  expect(licences.status()).toBe(200)
  const text = await licences.text()
  expect(text).toContain('face_detection_yunet_s_dynamic.onnx')
  expect(text).toContain('Copyright (c) 2022 Shiqi Yu')
  expect(text).toContain('Apache License')
})

test('the photo page loads the model and finds the face in the official portrait', async ({ page }) => {
  const modelStatuses: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === MODEL) modelStatuses.push(response.status())
  })
  await page.goto('/united-states-visa-photo')
  await waitForHydration(page)
  await page.getByLabel(/upload your photo/i).setInputFiles(fixture('portraits', 'wh_obama_official.jpg'))
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending', { timeout: 30_000 })
  const faceRow = panel.locator('[data-check="face"]')
  await expect(faceRow).toContainText(/Head \d+% of the height/)
  await expect(faceRow).not.toContainText('No face detected')
  expect(modelStatuses).toContain(200)
})

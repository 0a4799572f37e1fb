import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, fixture, test, waitForHydration } from './fixtures.ts'

// The face models are committed under models/ and emitted into the web build: a site started from a fresh
// clone must serve it, and the photo page must really detect the face with it (the heuristic box it falls
// back to would say "No face detected").
// What the site must serve, byte for byte: the models' manifest, which the models' own tests check against the
// files and their conversion scripts.
const MODEL = '/models/face_detection_yunet_s_dynamic.onnx'
const MESH = '/models/face_landmark.onnx'
const PERSON = '/models/selfie_segmentation.onnx'
const IRIS = '/models/iris_landmark.onnx'
const manifest = JSON.parse(
  readFileSync(new URL('../../../models/manifest.json', import.meta.url), 'utf8'),
) as { file: string; bytes: number; sha256: string }[]

test('the site serves the committed face models byte for byte, and their licences', async ({ request }) => {
  expect(manifest.map((m) => m.file)).toEqual([
    'face_detection_yunet_s_dynamic.onnx',
    'face_landmark.onnx',
    'selfie_segmentation.onnx',
    'iris_landmark.onnx',
  ])
  for (const { file, bytes: size, sha256 } of manifest) {
    const model = await request.get(`/models/${file}`)
    expect(model.status()).toBe(200)
    const bytes = await model.body()
    expect(bytes.length).toBe(size)
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256)
  }
  const licences = await request.get('/models/LICENSES.txt')
  expect(licences.status()).toBe(200)
  const text = await licences.text()
  expect(text).toContain('face_detection_yunet_s_dynamic.onnx')
  expect(text).toContain('Copyright (c) 2022 Shiqi Yu')
  expect(text).toContain('face_landmark.onnx')
  expect(text).toContain('The MediaPipe Authors')
  expect(text).toContain('selfie_segmentation.onnx')
  expect(text).toContain('iris_landmark.onnx')
  expect(text).toContain('Copyright (c) Vladimir Mandic')
  expect(text).toContain('Apache License')
})

test('the photo page loads the four models and finds the face in the official portrait', async ({ page }) => {
  const modelStatuses: number[] = []
  const meshStatuses: number[] = []
  const personStatuses: number[] = []
  const irisStatuses: number[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path === MODEL) modelStatuses.push(response.status())
    if (path === MESH) meshStatuses.push(response.status())
    if (path === PERSON) personStatuses.push(response.status())
    if (path === IRIS) irisStatuses.push(response.status())
  })
  await page.goto('/united-states-visa-photo')
  await waitForHydration(page)
  await page.getByLabel(/upload your photo/i).setInputFiles(fixture('portraits', 'wh_obama_official.jpg'))
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending')
  const faceRow = panel.locator('[data-check="face"]')
  await expect(faceRow).toContainText(/Head \d+% of the height/)
  await expect(faceRow).not.toContainText('No face detected')
  expect(modelStatuses).toContain(200)
  expect(meshStatuses).toContain(200)
  expect(personStatuses).toContain(200)
  expect(irisStatuses).toContain(200)
  // Levelled by the line through the irises: the official portrait's roll left is a fraction of a degree.
  await expect(panel.locator('[data-check="headStraight"]')).toContainText(/Tilted 0(\.\d)?° \(at most 2°\)/)
})

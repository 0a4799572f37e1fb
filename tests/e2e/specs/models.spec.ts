import { createHash } from 'node:crypto'
import { expect, fixture, test, waitForHydration } from './fixtures.ts'

// The face models are committed under models/ and emitted into the web build: a site started from a fresh
// clone must serve it, and the photo page must really detect the face with it (the heuristic box it falls
// back to would say "No face detected").
const MODEL = '/models/face_detection_yunet_s_dynamic.onnx'
const MODEL_SHA256 = 'daede24002cc8590f457998cc5e6c9e8b82f45f6bd969506a8913cd4ed10a2d3'
const MESH = '/models/face_landmark.onnx'
const MESH_SHA256 = '42fc5d18125cba8d5373cf4f62a5fab411dbdb0f581d1401296c65f7ae4e6ef0'
const PERSON = '/models/selfie_segmentation.onnx'
const PERSON_SHA256 = '8166ea53a4c830947facb4fcb57d1ec7912279de3d3cd7766f8416c7401abab8'
const IRIS = '/models/iris_landmark.onnx'
const IRIS_SHA256 = '2961b914bd5dd907d352689499e3f810ad3b647987c28e0b442ce9b02434a4e0'

test('the site serves the committed face models byte for byte, and their licences', async ({ request }) => {
  for (const [url, size, sha256] of [
    [MODEL, 237_823, MODEL_SHA256],
    [MESH, 2_437_842, MESH_SHA256],
    [PERSON, 447_571, PERSON_SHA256],
    [IRIS, 2_654_943, IRIS_SHA256],
  ] as const) {
    const model = await request.get(url)
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

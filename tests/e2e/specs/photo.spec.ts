import { readFileSync } from 'node:fs'
import type { Page, Request } from '@playwright/test'
import {
  expect,
  expectOptimised,
  expectStatusShown,
  fixture,
  recordStatusTexts,
  test,
  waitForHydration,
} from './fixtures.ts'
import { readJpeg } from './jpeg.ts'

// The product's copy (docs/product-rules.md), typed out here: the browser suite imports no repo source.
const COPY = {
  processing: 'Processing your photo...',
  ready: 'Ready to Download',
  current: 'Download Current Version',
  backgroundIssue: 'Background Issue Detected',
  invalidTypeTitle: 'Invalid file type',
  invalidTypeText: 'Please select an image file (JPEG, PNG, or WEBP).',
  tooLargeTitle: 'File too large',
  tooLargeText: 'File size must be less than 4MB.',
  downloadComplete: 'Download complete',
  ovalGuide: 'Position face within oval guide (70-80% of photo height)',
  invalidImageTitle: 'Invalid image',
  invalidImageText: 'Could not load the selected image file.',
}

const portrait = fixture('portraits', 'wh_obama_official.jpg')

/** Requests that carry a body of any size: none should (the photo never leaves the device). */
function watchBodies(page: Page): Request[] {
  const withBody: Request[] = []
  page.on('request', (request) => {
    const body = request.postDataBuffer()
    if (body && body.length > 0) withBody.push(request)
  })
  return withBody
}

async function uploadAndDownload(page: Page, route: string) {
  const withBody = watchBodies(page)
  await page.goto(route)
  await waitForHydration(page)
  const input = page.getByLabel(/upload your photo/i)
  await input.setInputFiles(portrait)
  const tool = page.locator('[data-photo-phase]')
  // A cold worker loads four models and, on the Vietnam page, replaces the wall and encodes for its size
  // rule: 3.5 s on an idle machine, but a CI trace showed 20 s for detection alone while the other browser
  // ran the quality tests on the same 2 cores. The bench measures the speed; this only waits for the state.
  await expect(tool).toHaveAttribute('data-photo-phase', 'optimized')
  await expect(page.getByText(COPY.ovalGuide)).toBeVisible()
  // The official portrait has a flag behind the sitter: the page may say so, but still offers the download.
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending')
  if ((await panel.getAttribute('data-overall')) === 'true') {
    await expect(page.getByRole('heading', { name: COPY.ready })).toBeVisible()
  } else {
    await expect(page.getByRole('heading', { name: COPY.current })).toBeVisible()
    const background = await panel.locator('[data-check="background"]').getAttribute('data-pass')
    await expect(page.getByRole('heading', { name: COPY.backgroundIssue })).toBeVisible({
      visible: background === 'false',
    })
  }
  await expect(panel.locator('[data-check="face"]')).toHaveAttribute('data-pass', 'true')
  await expect(panel.locator('[data-check="dimensions"]')).toHaveAttribute('data-pass', 'true')

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Photo' }).click()
  const download = await downloadPromise
  const file = await download.path()
  const bytes = readFileSync(file)
  await expect(page.getByText(COPY.downloadComplete, { exact: true })).toBeVisible()
  await expect(page.getByTestId('export-receipt')).toBeVisible()
  expect(withBody.map((r) => `${r.method()} ${r.url()}`)).toEqual([])
  return { name: download.suggestedFilename(), bytes, jpeg: readJpeg(bytes) }
}

test.describe('visa photo page', () => {
  test('United States: the page opens on the DS-160 and downloads a 600x600 JPEG of at most 240,000 bytes', async ({
    page,
  }) => {
    const { name, bytes, jpeg } = await uploadAndDownload(page, '/united-states-visa-photo')
    expect(name).toBe('united-states-us-visa-ds-160-photo.jpg')
    expect([jpeg.width, jpeg.height]).toEqual([600, 600])
    expect(jpeg.density).toEqual({ units: 1, x: 300, y: 300 })
    // The DS-160's "240 kB or less", met however the form counts a kB.
    expect(bytes.length).toBeLessThanOrEqual(240_000)
  })

  test('Vietnam: upload, auto-optimise, download a 472x708 JPEG of at most 240 KB', async ({ page }) => {
    const { name, bytes, jpeg } = await uploadAndDownload(page, '/vietnam-visa-photo')
    expect(name).toBe('vietnam-visa-photo.jpg')
    expect([jpeg.width, jpeg.height]).toEqual([472, 708])
    expect(jpeg.density).toEqual({ units: 1, x: 300, y: 300 })
    expect(bytes.length).toBeLessThanOrEqual(240_000)
  })

  test('once the page is idle the engine is warm before any file: the photo then fetches no model or WASM', async ({
    page,
    context,
  }) => {
    await page.goto('/united-states-visa-photo')
    await waitForHydration(page)
    const tool = page.locator('[data-photo-phase]')
    // The page says so once the worker answered and every session the document needs was created.
    await expect(tool).toHaveAttribute('data-engine', 'warm')
    await expect(tool).toHaveAttribute('data-photo-phase', 'empty')
    const warm = await page.evaluate(() => {
      const mark = performance.getEntriesByName('vps:photo:warm')[0] as PerformanceMark | undefined
      return { detail: mark?.detail, chosen: performance.getEntriesByName('vps:photo:chosen').length }
    })
    expect(warm.detail).toMatchObject({
      page: expect.stringMatching(/^united-states\//),
      ready: 'face,mesh,iris,person,jpeg',
      failed: '',
    })
    expect(warm.chosen).toBe(0)
    expect(page.workers().some((worker) => /photo\.worker/.test(worker.url()))).toBe(true)
    // From here a photo only runs the models: no model, runtime or codec is fetched again, by page or worker.
    const engineFiles: string[] = []
    context.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/models\/.+\.onnx$|\.wasm$/.test(pathname)) engineFiles.push(pathname)
    })
    await page.getByLabel(/upload your photo/i).setInputFiles(portrait)
    await expect(tool).toHaveAttribute('data-photo-phase', 'optimized')
    const panel = page.getByTestId('compliance-panel')
    await expect(panel.locator('[data-check="faceFound"]')).toHaveAttribute('data-pass', 'true')
    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download Photo' }).click()
    expect(readJpeg(readFileSync(await (await downloadPromise).path())).width).toBe(600)
    expect(engineFiles).toEqual([])
  })

  test('with Save-Data the idle page warms nothing and fetches no model', async ({ page, context }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true }),
        configurable: true,
      }),
    )
    const engineFiles: string[] = []
    context.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/models\/.+\.onnx$|\.wasm$/.test(pathname)) engineFiles.push(pathname)
    })
    await page.goto('/united-states-visa-photo')
    await waitForHydration(page)
    // Past the page's own idle callback (its deadline is 5 s) and then some: still nothing.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 6_000), { timeout: 5_000 })),
    )
    await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-engine', 'cold')
    expect(engineFiles).toEqual([])
    expect(page.workers().some((worker) => /photo\.worker/.test(worker.url()))).toBe(false)
  })

  test('the manual controls move, zoom, reset and auto-centre the photo', async ({ page }) => {
    await page.goto('/united-states-visa-photo')
    await waitForHydration(page)
    await page.getByLabel(/upload your photo/i).setInputFiles(portrait)
    await expectOptimised(page)
    const slider = page.getByRole('slider', { name: 'Zoom' })
    const before = Number(await slider.inputValue())
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect(slider).toHaveValue(String(Math.round(before + 10)))
    await page.getByRole('button', { name: 'Reset' }).click()
    await expect(slider).toHaveValue('100')
    const canvas = page.getByTestId('photo-editor-canvas')
    await canvas.focus()
    await page.keyboard.press('+')
    await expect(slider).toHaveValue('110')
    const box = await canvas.boundingBox()
    if (!box) throw new Error('no canvas box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 4 })
    await page.mouse.up()
    await page.getByRole('button', { name: 'Auto Center', exact: true }).click()
    await expect(slider).toHaveValue(String(before))
    const face = page.getByTestId('compliance-panel').locator('[data-check="face"]')
    await expect(face).toHaveAttribute('data-pass', 'true')
    await page.getByRole('button', { name: 'New Image Upload' }).click()
    await expect(page.getByLabel(/upload your photo/i)).toBeAttached()
  })

  test('a text file and a 5 MB file give the spec toasts', async ({ page }) => {
    await page.goto('/united-states-visa-photo')
    await waitForHydration(page)
    const input = page.getByLabel(/upload your photo/i)
    const shown = await recordStatusTexts(page)
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expectStatusShown(shown, COPY.invalidTypeTitle, COPY.invalidTypeText)
    await expect(page.getByRole('alert')).toContainText("TXT files can't be used here")
    await input.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024, 1),
    })
    await expectStatusShown(shown, COPY.tooLargeTitle, COPY.tooLargeText)
    await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-photo-phase', 'empty')
    await expect(page.getByRole('alert')).toContainText('This file is 5MB; the limit is 4MB')
  })

  test('a file that is not really an image gives Invalid image and the upload area again', async ({
    page,
  }) => {
    await page.goto('/vietnam-visa-photo')
    await waitForHydration(page)
    const shown = await recordStatusTexts(page)
    await page.getByLabel(/upload your photo/i).setInputFiles({
      name: 'broken.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a jpeg at all'),
    })
    await expectStatusShown(shown, COPY.invalidImageTitle, COPY.invalidImageText)
    await expect(page.locator('[data-photo-phase]')).toHaveAttribute('data-photo-phase', 'empty')
    // The upload area says what went wrong and what to do, and keeps saying it after the toast.
    const problem = page.getByRole('alert').filter({ hasText: "This file couldn't be read as a picture" })
    await expect(problem).toContainText('save or export it again, or choose another photo')
    await expect(problem).toContainText('File: broken.jpg')
  })
})

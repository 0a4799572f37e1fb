import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectStatusShown, fixture, recordStatusTexts, test, waitForHydration } from './fixtures.ts'

// The product's copy (docs/product-rules.md), typed out here: the browser suite imports no repo source.
const COPY = {
  upload: 'Click to upload or drag and drop',
  spinner: 'Compressing to 50KB...',
  results: 'Compression Results',
  download: 'Download Compressed Image',
  complete: 'Compression Complete!',
  loadErrorTitle: 'Error loading image',
  loadErrorText: 'Please try a different image file.',
  tooLargeTitle: 'File too large',
  tooLargeText: 'File size must be less than 10MB.',
}

// Requests may carry small bodies (none are expected); an image would be far larger than this.
const MAX_REQUEST_BODY = 4 * 1024

/** Every request the page makes: its URL and body size, to show that no image leaves the device. */
function recordRequests(page: Page) {
  const requests: Array<{ url: string; body: number }> = []
  page.on('request', (request) => {
    requests.push({ url: request.url(), body: request.postDataBuffer()?.length ?? 0 })
  })
  return requests
}

/** The test picture's quadrants, top-left, top-right, bottom-left, bottom-right as stored. */
const QUADRANTS: Record<string, number[]> = {
  red: [220, 40, 40],
  green: [40, 200, 60],
  blue: [40, 60, 220],
  yellow: [230, 220, 40],
}

/** In the page: a JPEG (base64) of four noisy quadrants (QUADRANTS, in order), drawn on a canvas. */
async function quadrantJpeg({
  width,
  height,
  colours,
}: {
  width: number
  height: number
  colours: number[][]
}) {
  const pixels = new ImageData(width, height)
  let seed = 7
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] as number[]
      for (let c = 0; c < 3; c++) {
        seed = (seed * 1103515245 + 12345) >>> 0
        pixels.data[(y * width + x) * 4 + c] = (colour[c] as number) + ((seed >>> 24) % 50) - 25
      }
      pixels.data[(y * width + x) * 4 + 3] = 255
    }
  }
  const canvas = new OffscreenCanvas(width, height)
  canvas.getContext('2d')?.putImageData(pixels, 0, 0)
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 })
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

/** The JPEG with an EXIF APP1 segment holding only this Orientation, right after its SOI marker. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, first IFD at 8
    0x00,
    0x01, // one entry:
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ])
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff])
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)])
}

/** In the page: the image's displayed size and the colour name nearest each quadrant's centre (TL, TR, BL, BR). */
async function quadrantColours({ base64, names }: { base64: string; names: Record<string, number[]> }) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }))
  const { width, height } = bitmap
  const ctx = new OffscreenCanvas(width, height).getContext('2d') as OffscreenCanvasRenderingContext2D
  ctx.drawImage(bitmap, 0, 0)
  const quadrants = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ].map(([fx, fy]) => {
    const d = ctx.getImageData(
      Math.round((fx as number) * width) - 8,
      Math.round((fy as number) * height) - 8,
      16,
      16,
    ).data
    const mean = [0, 1, 2].map((c) => {
      let sum = 0
      for (let i = c; i < d.length; i += 4) sum += d[i] as number
      return sum / (d.length / 4)
    })
    const distance = (rgb: number[]) => rgb.reduce((s, v, c) => s + (v - (mean[c] as number)) ** 2, 0)
    return Object.entries(names).sort((a, b) => distance(a[1]) - distance(b[1]))[0]?.[0]
  })
  return { width, height, quadrants }
}

async function openTool(page: Page, kb = 50) {
  await page.goto(`/compress-to-${kb}kb`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: `Compress Image to ${kb}KB` })).toBeVisible()
}

/**
 * A result lands in the [N − 2, N] KB window. The page has no time budget of its own any more (issue #53):
 * however loaded the machine, it searches until it lands, and only the visitor may take the best so far.
 */
function expectInWindow(bytes: Buffer, kb: number, unit = 1024) {
  expect(bytes.length).toBeLessThanOrEqual(kb * unit)
  expect(bytes.length).toBeGreaterThanOrEqual((kb - 2) * unit)
}

/** Clicks the page's download link and returns the downloaded file's bytes. */
async function downloadBytes(page: Page, name: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name }).click()
  return readFileSync(await (await downloading).path())
}

test.describe('compress to 50KB', () => {
  test('compresses a 12 MP photo on the device into the window and downloads it with the spec name', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page)
    await openTool(page)
    const statusTexts = await recordStatusTexts(page)
    const photo = readFileSync(fixture('images', 'japanese-shop.jpg'))
    await page
      .getByLabel(COPY.upload)
      .setInputFiles({ name: 'japanese-shop.jpg', mimeType: 'image/jpeg', buffer: photo })

    await expect(page.getByRole('status').filter({ hasText: COPY.spinner })).toBeVisible()
    const results = page.getByRole('heading', { name: COPY.results })
    await expect(results).toBeVisible()
    await expect(results).toBeFocused()
    await expect
      .poll(async () => (await statusTexts()).find((text) => text.includes(COPY.complete)))
      .toMatch(/Image compressed from \d+KB to \d+KB/)

    const link = page.getByRole('link', { name: COPY.download })
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    const name = download.suggestedFilename()
    expect(name).toMatch(/^compressed-50kb-actual-\d+-bytes\.jpg$/)
    const bytes = readFileSync(await download.path())
    expectInWindow(bytes, 50)
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    // The file's bytes in its name (issue #53), never a rounded KB that can read as a hit.
    expect(name).toBe(`compressed-50kb-actual-${bytes.length}-bytes.jpg`)

    const events = await page.evaluate(() => {
      const log = (window as unknown as { __vpsAnalytics?: Array<{ type: string }> }).__vpsAnalytics ?? []
      return log.filter((entry) => entry.type === 'event')
    })
    expect(events).toEqual([
      {
        type: 'event',
        name: 'image_compressed',
        params: { category: 'compression', label: '50kb', value: Math.round(bytes.length / 1024) },
      },
      { type: 'event', name: 'download_compressed_image', params: { category: 'download', label: '50kb' } },
    ])

    // The photo (about 0.9 MB) was handled on the device: every request stayed on the site, none with a body.
    const origin = new URL(baseURL ?? '').origin
    expect(requests.filter((r) => !r.url.startsWith('blob:') && new URL(r.url).origin !== origin)).toEqual([])
    expect(requests.filter((r) => r.body > MAX_REQUEST_BODY)).toEqual([])

    await page.getByRole('button', { name: 'Compress Another Image' }).click()
    await expect(page.getByLabel(COPY.upload)).toBeFocused()
    await expect(results).toHaveCount(0)
  })

  test('a large photo turned by EXIF comes out upright from the reduced copy the engine reads', async ({
    page,
  }) => {
    await openTool(page)
    // 3200x2400 stored, four noisy quadrants, tagged orientation 6 (turn a quarter clockwise to show): read
    // as a 2400x3200 picture, and too large at 50 KB to keep, so the engine searches from a 3 MP copy made
    // by its own resize (the page's benchmark mark says what the search started from).
    const stored = await page.evaluate(quadrantJpeg, {
      width: 3200,
      height: 2400,
      colours: Object.values(QUADRANTS),
    })
    const photo = withExifOrientation(Buffer.from(stored, 'base64'), 6)
    await page
      .getByLabel(COPY.upload)
      .setInputFiles({ name: 'turned.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(page.getByRole('heading', { name: COPY.results })).toBeVisible()
    const decodedAs = await page.evaluate(
      () =>
        (performance.getEntriesByName('vps:compress:done').at(-1) as PerformanceMark | undefined)?.detail
          ?.decodedAs,
    )
    expect(decodedAs).toBe('copy')

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: COPY.download }).click()
    const bytes = readFileSync(await (await downloading).path())
    expectInWindow(bytes, 50)
    const shown = await page.evaluate(quadrantColours, { base64: bytes.toString('base64'), names: QUADRANTS })
    expect(shown.height).toBeGreaterThan(shown.width)
    expect(shown.width / shown.height).toBeCloseTo(2400 / 3200, 2)
    // Turned clockwise: stored bottom-left (blue) is now top-left, stored top-left (red) top-right.
    expect(shown.quadrants).toEqual(['blue', 'red', 'yellow', 'green'])

    // The original's preview is upright too, drawn at the tile's size: no full-size decode stays in the
    // browser's image cache once the page moves on (draw-preview.ts).
    const preview = page.getByRole('img', { name: 'The original image' })
    await expect.poll(() => preview.evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(0)
    const drawn = await preview.evaluate((c: HTMLCanvasElement) => ({
      png: c.toDataURL('image/png').split(',')[1] as string,
      width: c.width,
      height: c.height,
      tile: (c.parentElement?.clientWidth ?? 0) * devicePixelRatio,
    }))
    expect(drawn.width).toBeLessThanOrEqual(Math.ceil(drawn.tile))
    expect(drawn.width / drawn.height).toBeCloseTo(2400 / 3200, 2)
    const previewed = await page.evaluate(quadrantColours, { base64: drawn.png, names: QUADRANTS })
    expect(previewed.quadrants).toEqual(['blue', 'red', 'yellow', 'green'])
    await expect(page.locator('img[src^="blob:"]')).toHaveCount(0)
  })

  test('a PDF renamed .jpg gives the loading error and returns to the upload area', async ({ page }) => {
    await openTool(page)
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    )
    await page.getByLabel(COPY.upload).setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: pdf })
    const toast = page.getByRole('status').filter({ hasText: COPY.loadErrorTitle })
    await expect(toast).toContainText(COPY.loadErrorText)
    await expect(page.getByLabel(COPY.upload)).toBeAttached()
    await expect(page.getByRole('heading', { name: COPY.results })).toHaveCount(0)
    // Beside the toast, the upload area names the problem, and keeps it after the toast has gone.
    const problem = page.getByRole('alert').filter({ hasText: "PDF files can't be used here" })
    await expect(problem).toContainText(
      'Choose a photo saved as JPEG, PNG or WEBP, or an iPhone photo (HEIC).',
    )
    await expect(problem).toContainText('File: x.jpg')
    await page.getByRole('button', { name: 'Close' }).first().click()
    await expect(toast).toHaveCount(0)
    await expect(problem).toBeVisible()
    // A truncated JPEG is a damaged picture, not an unsupported one; choosing it replaces the old problem.
    await page.getByLabel(COPY.upload).setInputFiles({
      name: 'cut.jpg',
      mimeType: 'image/jpeg',
      buffer: readFileSync(fixture('bad', 'truncated.jpg')),
    })
    await expect(
      page.getByRole('alert').filter({ hasText: "This file couldn't be read as a picture" }),
    ).toBeVisible()
    await expect(problem).toHaveCount(0)
  })

  test('an 11 MB file is refused before anything is decoded', async ({ page }) => {
    await openTool(page)
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    const shown = await recordStatusTexts(page)
    await page.getByLabel(COPY.upload).setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big })
    await expectStatusShown(shown, COPY.tooLargeTitle, COPY.tooLargeText)
    await expect(page.getByLabel(COPY.upload)).toBeAttached()
    await expect(page.getByText(COPY.spinner)).toHaveCount(0)
    await expect(page.getByRole('alert')).toContainText('This file is 11MB; the limit is 10MB')
  })
})

test.describe('a file already under the target', () => {
  test('a 21 KB WebP under 50KB still becomes the JPEG the page promises, at most 50KB', async ({ page }) => {
    await openTool(page)
    const webp = readFileSync(fixture('images', 'falcon-alpha.webp'))
    expect(webp.length).toBeLessThan(50 * 1024)
    await page
      .getByLabel(COPY.upload)
      .setInputFiles({ name: 'falcon-alpha.webp', mimeType: 'image/webp', buffer: webp })
    await expect(page.getByRole('heading', { name: COPY.results })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Already Under/ })).toHaveCount(0)
    const bytes = await downloadBytes(page, COPY.download)
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
  })

  test('a 180 KB JPEG at 200KB is offered unchanged, and Compress Anyway never makes it larger', async ({
    page,
  }) => {
    await openTool(page, 200)
    const jpeg = readFileSync(fixture('images', 'prairie_falcon.jpg'))
    await page
      .getByLabel(COPY.upload)
      .setInputFiles({ name: 'prairie_falcon.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await expect(page.getByRole('heading', { name: 'Already Under 200KB' })).toBeVisible()
    const unchanged = await downloadBytes(page, 'Download Original Image')
    expect(unchanged.equals(jpeg)).toBe(true)
    const anyway = page.getByRole('button', { name: 'Compress Anyway' })
    await expect(anyway).toHaveAccessibleDescription(/no larger than it is now \(179KB\)/)
    await anyway.click()
    await expect(page.getByRole('heading', { name: COPY.results })).toBeVisible()
    await expect(page.getByText(/saved again no larger than your 179KB original/)).toBeVisible()
    const bytes = await downloadBytes(page, COPY.download)
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(bytes.length).toBeLessThanOrEqual(jpeg.length)
  })
})

/** The entries of a ZIP (stored or not) by its central directory: name and the stored bytes. */
function zipEntries(zip: Buffer): Array<{ name: string; data: Buffer; method: number }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: Array<{ name: string; data: Buffer; method: number }> = []
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    entries.push({ name, method, data: zip.subarray(dataAt, dataAt + size) })
    at += 46 + nameLength + extra + comment
  }
  return entries
}

test.describe('any size, the unit, many files (issue #53)', () => {
  test('a size outside the 14 (35 KB) has its page, noindex, and lands in [33, 35] KB', async ({ page }) => {
    test.setTimeout(90_000)
    await openTool(page, 35)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(page.getByText('1 KB = 1,024 bytes')).toBeVisible()
    await page.getByLabel(COPY.upload).setInputFiles(fixture('images', 'kodim03.png'))
    await expect(page.getByRole('heading', { name: COPY.results })).toBeVisible({ timeout: 60_000 })
    const bytes = await downloadBytes(page, COPY.download)
    expectInWindow(bytes, 35)
    // The card gives the file's bytes, as the file name does.
    await expect(page.getByText(`${bytes.length.toLocaleString('en-US')} bytes`).first()).toBeVisible()
    // Before and after in one zoomable frame, with the luma SSIM the engine judges sizes by.
    await page.getByRole('button', { name: 'Compare Before and After' }).click()
    await expect(
      page.getByText(/^Quality \(luma SSIM, 1 = identical\): 0\.9\d{3}, at \d+x\d+$/),
    ).toBeVisible()
    const frame = page.getByRole('img', { name: /side by side/ })
    const before = await frame.evaluate((c) => c.getBoundingClientRect().width)
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(() => frame.evaluate((c) => c.getBoundingClientRect().width)).toBeCloseTo(before * 2, 0)
  })

  test('"my form counts 1 KB as 1,000 bytes" caps the file at N x 1,000 bytes', async ({ page }) => {
    test.setTimeout(90_000)
    await openTool(page, 35)
    await page.getByLabel('My form counts 1 KB as 1,000 bytes').check()
    await expect(page).toHaveURL(/\/compress-to-35kb\?unit=1000$/)
    await expect(page.getByText('1 KB = 1,000 bytes')).toBeVisible()
    await expect(page.getByText('files are capped at 35,000 bytes')).toBeVisible()
    await page.getByLabel(COPY.upload).setInputFiles(fixture('images', 'kodim03.png'))
    await expect(page.getByRole('heading', { name: COPY.results })).toBeVisible({ timeout: 60_000 })
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: COPY.download }).click()
    const download = await downloading
    const bytes = readFileSync(await download.path())
    expectInWindow(bytes, 35, 1000)
    expect(download.suggestedFilename()).toBe(`compressed-35kb1000-actual-${bytes.length}-bytes.jpg`)
  })

  test('the size field opens any size and refuses one out of range', async ({ page }) => {
    await page.goto('/general-image-compressions')
    await waitForHydration(page)
    const field = page.getByLabel('Any size in KB')
    await field.fill('5001')
    await field.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Enter a whole number of KB from 5 to 5000.')
    await field.fill('250')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/compress-to-250kb$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Compress Image to 250KB' })).toBeVisible()
  })

  test('three files, one broken: two land, the broken one says why in its row, the ZIP holds the two', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await openTool(page, 50)
    const file = (folder: 'bad' | 'images', name: string, mimeType: string, as = name) => ({
      name: as,
      mimeType,
      buffer: readFileSync(fixture(folder, name)),
    })
    await page
      .getByLabel(COPY.upload)
      .setInputFiles([
        file('images', 'kodim03.png', 'image/png'),
        file('bad', 'truncated.jpg', 'image/jpeg', 'cut.jpg'),
        file('images', 'prairie_falcon.jpg', 'image/jpeg'),
      ])
    await expect(page.getByRole('heading', { name: '3 images to 50KB' })).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'Done: 2 ready, 1 could not be used.' }),
    ).toBeVisible({
      timeout: 90_000,
    })
    const rows = page.getByTestId('batch-row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('kodim03.png')
    await expect(rows.nth(0)).toContainText('In the window')
    await expect(rows.nth(1)).toContainText("This file couldn't be read as a picture")
    await expect(rows.nth(2)).toContainText('prairie_falcon.jpg')
    await expect(rows.nth(2)).toContainText('In the window')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download All (ZIP)' }).click()
    const zip = readFileSync(await (await downloading).path())
    const entries = zipEntries(zip)
    expect(entries.map((e) => e.name)).toEqual(['kodim03.jpg', 'prairie_falcon.jpg'])
    for (const entry of entries) {
      expect(entry.method).toBe(0) // stored: a JPEG does not deflate
      expect([...entry.data.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
      expectInWindow(entry.data, 50)
    }
    // Each file on its own is the same file as in the ZIP.
    const own = await downloadBytes(page, 'Download prairie_falcon.jpg')
    expect(own.equals(entries[1]?.data as Buffer)).toBe(true)
  })
})

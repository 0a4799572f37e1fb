import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

// The spec's copy (sections 2, 4 and 8), typed out here: the browser suite imports no repo source.
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

const testdata = process.env.TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/testdata')
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

async function openTool(page: Page) {
  await page.goto('/compress-to-50kb')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Compress Image to 50KB' })).toBeVisible()
}

test.describe('compress to 50KB', () => {
  test('compresses a 12 MP photo on the device into the window and downloads it with the spec name', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const requests = recordRequests(page)
    await openTool(page)
    const photo = readFileSync(path.join(testdata, 'compress', 'flower-4096.jpg'))
    await page
      .getByLabel(COPY.upload)
      .setInputFiles({ name: 'flower-4096.jpg', mimeType: 'image/jpeg', buffer: photo })

    await expect(page.getByRole('status').filter({ hasText: COPY.spinner })).toBeVisible()
    const results = page.getByRole('heading', { name: COPY.results })
    await expect(results).toBeVisible({ timeout: 60_000 })
    await expect(results).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: COPY.complete })).toContainText(
      /Image compressed from \d+KB to \d+KB/,
    )

    const link = page.getByRole('link', { name: COPY.download })
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    const name = download.suggestedFilename()
    expect(name).toMatch(/^compressed-50kb-actual-\d+kb\.jpg$/)
    const bytes = readFileSync(await download.path())
    expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
    expect(bytes.length).toBeGreaterThanOrEqual(48 * 1024)
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(name).toBe(`compressed-50kb-actual-${Math.round(bytes.length / 1024)}kb.jpg`)

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

    // The photo (about 2.9 MB) was handled on the device: every request stayed on the site, none with a body.
    const origin = new URL(baseURL ?? '').origin
    expect(requests.filter((r) => !r.url.startsWith('blob:') && new URL(r.url).origin !== origin)).toEqual([])
    expect(requests.filter((r) => r.body > MAX_REQUEST_BODY)).toEqual([])

    await page.getByRole('button', { name: 'Compress Another Image' }).click()
    await expect(page.getByLabel(COPY.upload)).toBeFocused()
    await expect(results).toHaveCount(0)
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
  })

  test('an 11 MB file is refused before anything is decoded', async ({ page }) => {
    await openTool(page)
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    await page.getByLabel(COPY.upload).setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big })
    const toast = page.getByRole('status').filter({ hasText: COPY.tooLargeTitle })
    await expect(toast).toContainText(COPY.tooLargeText)
    await expect(page.getByLabel(COPY.upload)).toBeAttached()
    await expect(page.getByText(COPY.spinner)).toHaveCount(0)
  })
})

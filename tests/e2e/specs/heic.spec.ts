// iPhone photos (HEIC) on both tools: decoded on the device by libheif, loaded only for such a file
// (docs/heic.md). The fixture is the official portrait encoded as HEIC (tests/fixtures/SOURCES.md); it is
// given no MIME type, as some systems give .heic files none.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, fixture, test, uploadPhoto, waitForHydration } from './fixtures.ts'
import { readJpeg } from './jpeg.ts'

const heic = {
  name: 'IMG_0001.HEIC',
  mimeType: '',
  buffer: readFileSync(fixture('portraits', 'wh_obama_official.heic')),
}

/** The scripts the page fetched whose name says they are the HEIC decoder. */
function decoderRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/libheif/.test(request.url())) urls.push(request.url())
  })
  return urls
}

async function download(page: Page, role: 'button' | 'link', name: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download')
  await page.getByRole(role, { name }).click()
  return readFileSync(await (await downloading).path())
}

test('the photo tool makes a UK photo from an iPhone HEIC, and loads the decoder only for it', async ({
  page,
}) => {
  const decoder = decoderRequests(page)
  await page.goto('/united-kingdom-visa-photo')
  await waitForHydration(page)
  await expect(page.getByLabel(/upload your photo/i)).toHaveAttribute('accept', /\.heic/)
  expect(decoder).toEqual([])
  const panel = await uploadPhoto(page, heic)
  expect(decoder.length).toBeGreaterThan(0)
  // The face was found in the decoded pixels, and the export is the UK's JPEG.
  await expect(panel.locator('[data-check="face"]')).toHaveAttribute('data-pass', 'true')
  const bytes = await download(page, 'button', 'Download Photo')
  const jpeg = readJpeg(bytes)
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect([jpeg.width, jpeg.height]).toEqual([413, 531])
})

test('the compress tool turns an iPhone HEIC into a JPEG of at most 50KB', async ({ page }) => {
  await page.goto('/compress-to-50kb')
  await waitForHydration(page)
  await page.getByLabel('Click to upload or drag and drop').setInputFiles(heic)
  await expect(page.getByRole('heading', { name: 'Compression Results' })).toBeVisible()
  // Chromium cannot show the original HEIC: the tile says so instead of a broken picture.
  await expect(page.getByText("This browser cannot show this file's format (such as HEIC)")).toBeVisible()
  await expect(page.getByRole('img', { name: 'The original image' })).toHaveCount(0)
  const bytes = await download(page, 'link', 'Download Compressed Image')
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  expect(bytes.length).toBeLessThanOrEqual(50 * 1024)
  // The whole picture, not a failed decode's blank: 910x1137 fits 50 KB without shrinking.
  const jpeg = readJpeg(bytes)
  expect([jpeg.width, jpeg.height]).toEqual([910, 1137])
})

import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  expect,
  expectOptimised,
  expectStatusShown,
  fixture,
  recordStatusTexts,
  test,
  waitForHydration,
} from './fixtures.ts'

// 'Ready to Download' must be true: inputs that an officer would refuse never reach it, on the real pages.
// The product's copy (docs/product-rules.md, "Compliance rows"), typed out here: the suite imports no source.
const COPY = {
  ready: 'Ready to Download',
  current: 'Download Current Version',
  faceDetected: 'Face detected, positioned, and optimized',
  noFaceTitle: 'No face found',
  noFaceRow: 'No face found: upload a photo of one person facing the camera',
  anotherFace: 'Part of another face or head shows',
  faceLost: 'Replacing the wall kept only',
  emptyExport:
    'Replacing the wall left almost nothing of your face, so there is nothing to download: zoom in, or keep your own wall',
  enlargedBefore: 'which was enlarged before',
  mouthRule: 'ICAO 9303: neutral expression, mouth closed (this document states no rule of its own)',
  padded: '% of the frame is empty',
  tilted: 'press Auto Center to level it, or use a straighter photo',
  tooTilted: 'too far for Auto Center to level; use a photo with your head straight',
  tooLittleDetail: 'use a larger or closer photo',
}

/** Chooses the file, waits for auto-optimisation and its check, and returns the panel. */
/** The status messages each page showed from the moment its photo was chosen (toasts close by themselves). */
const shownOn = new WeakMap<Page, () => Promise<string[]>>()

async function optimize(page: Page, route: string, file: string | { name: string; buffer: Buffer }) {
  await page.goto(route)
  await waitForHydration(page)
  shownOn.set(page, await recordStatusTexts(page))
  await page
    .getByLabel(/upload your photo/i)
    .setInputFiles(typeof file === 'string' ? file : { ...file, mimeType: 'image/jpeg' })
  await expectOptimised(page)
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).not.toHaveAttribute('data-overall', 'pending')
  return panel
}

async function expectNotReady(page: Page) {
  const panel = page.getByTestId('compliance-panel')
  await expect(panel).toHaveAttribute('data-overall', 'false')
  // The visible line under the heading names what does not pass, not only the screen reader's.
  await expect(panel.getByText(/^Some checks need attention\. Not passing: \S/)).toBeVisible()
  await expect(page.getByRole('heading', { name: COPY.current })).toBeVisible()
  await expect(page.getByRole('heading', { name: COPY.ready })).toHaveCount(0)
}

/**
 * A JPEG (base64) drawn in the page: an off-white ground, then each source image (base64) at its [x, y, w, h],
 * turned clockwise about its centre by the layout's fifth number (degrees) when there is one.
 */
function drawnJpeg(page: Page, width: number, height: number, sources: string[], layout: number[][]) {
  return page.evaluate(
    async ({ width, height, sources, layout }) => {
      const canvas = new OffscreenCanvas(width, height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.fillStyle = '#f4f2ee'
      ctx.fillRect(0, 0, width, height)
      for (const [i, base64] of sources.entries()) {
        // Decoded here, not fetched: the site's Content-Security-Policy allows no data: fetches.
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes]))
        const [x = 0, y = 0, w = 0, h = 0, turn = 0] = layout[i] as number[]
        ctx.save()
        ctx.translate(x + w / 2, y + h / 2)
        ctx.rotate((turn * Math.PI) / 180)
        ctx.drawImage(bitmap, -w / 2, -h / 2, w, h)
        ctx.restore()
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const b of bytes) binary += String.fromCharCode(b)
      return btoa(binary)
    },
    { width, height, sources, layout },
  )
}

const base64Of = (file: string) => readFileSync(file).toString('base64')
// A neutral phone portrait at home: everything passes on a Schengen page once its wall is replaced.
const home = fixture('portraits', 'cc0_debruine_home_60cm.jpg')

test.describe("'Ready to Download' is never shown for", () => {
  test('a cat: no face found, and the toast does not say a face was detected', async ({ page }) => {
    const panel = await optimize(
      page,
      '/united-kingdom-visa-photo',
      fixture('portraits', 'skimage_cat_noface.png'),
    )
    await expectNotReady(page)
    const row = panel.locator('[data-check="faceFound"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.noFaceRow)
    await expectStatusShown(shownOn.get(page) as () => Promise<string[]>, COPY.noFaceTitle)
    await expect(page.getByText(COPY.faceDetected)).toHaveCount(0)
    // The spec's face row passes with no face, but never says 'Pass' beside a head it could not measure.
    await expect(panel.locator('[data-check="face"]')).toContainText('Face size: Check')
  })

  test('a blank off-white wall', async ({ page }) => {
    await page.goto('/')
    const wall = await drawnJpeg(page, 900, 1200, [], [])
    const panel = await optimize(page, '/united-states-visa-photo', {
      name: 'wall.jpg',
      buffer: Buffer.from(wall, 'base64'),
    })
    await expectNotReady(page)
    await expect(panel.locator('[data-check="faceFound"]')).toHaveAttribute('data-pass', 'false')
  })

  test('two people whose faces both show in the frame', async ({ page }) => {
    await page.goto('/')
    // Biden (larger) on the left, Obama overlapping his shoulder: about 240 px between the faces' centres.
    const group = await drawnJpeg(
      page,
      860,
      500,
      [
        base64Of(fixture('portraits', 'wh_biden_official_painting_bg.jpg')),
        base64Of(fixture('portraits', 'wh_obama_official.jpg')),
      ],
      [
        [0, 0, 500, 500],
        [349, 125, 300, 375],
      ],
    )
    const panel = await optimize(page, '/united-states-visa-photo', {
      name: 'group.jpg',
      buffer: Buffer.from(group, 'base64'),
    })
    await expectNotReady(page)
    const row = panel.locator('[data-check="faceFound"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.anotherFace)
  })

  test('a photo zoomed out until the frame is padded', async ({ page }) => {
    const panel = await optimize(
      page,
      '/united-kingdom-visa-photo',
      fixture('portraits', 'wh_obama_official.jpg'),
    )
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom out' }).click()
    const row = panel.locator('[data-check="fillsFrame"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.padded)
    await expectNotReady(page)
  })

  test('a tilted head left unlevelled (Reset after auto-levelling a 25° roll)', async ({ page }) => {
    const panel = await optimize(
      page,
      '/united-kingdom-visa-photo',
      fixture('portraits', 'derived_wh_biden_official_rot-25.jpg'),
    )
    await page.getByRole('button', { name: 'Reset' }).click()
    const row = panel.locator('[data-check="headStraight"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.tilted)
    await expectNotReady(page)
  })

  test('a head tilted past what Auto Center levels (the 25° fixture turned 25° further)', async ({
    page,
  }) => {
    await page.goto('/')
    const turned = await drawnJpeg(
      page,
      1330,
      1330,
      [base64Of(fixture('portraits', 'derived_wh_biden_official_rot-25.jpg'))],
      [[165, 165, 1000, 1000, -25]],
    )
    const panel = await optimize(page, '/united-kingdom-visa-photo', {
      name: 'turned.jpg',
      buffer: Buffer.from(turned, 'base64'),
    })
    const row = panel.locator('[data-check="headStraight"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.tooTilted)
    await expect(row).not.toContainText('press Auto Center')
    await expectNotReady(page)
  })

  test('a 320x240 photo blown up to 600x600', async ({ page }) => {
    const panel = await optimize(
      page,
      '/united-states-visa-photo',
      fixture('portraits', 'wh_obama_small.jpg'),
    )
    const row = panel.locator('[data-check="enoughDetail"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.tooLittleDetail)
    await expectNotReady(page)
  })

  test('a broad open-mouthed smile on a page whose form says nothing of it: judged by ICAO 9303', async ({
    page,
  }) => {
    const panel = await optimize(page, '/india-visa-photo', fixture('portraits', 'wh_obama_official.jpg'))
    const row = panel.locator('[data-check="quality-mouthClosed"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.mouthRule)
    await expectNotReady(page)
  })

  test('a small photo enlarged by an app before it was chosen: its pixels, not its detail', async ({
    page,
  }) => {
    await page.goto('/')
    // The portrait shrunk to 250 px wide, then blown back up to its own 1152x1536.
    const small = await drawnJpeg(page, 250, 333, [base64Of(home)], [[0, 0, 250, 333]])
    const blown = await drawnJpeg(page, 1152, 1536, [small], [[0, 0, 1152, 1536]])
    const panel = await optimize(page, '/france-visa-photo', {
      name: 'blown-up.jpg',
      buffer: Buffer.from(blown, 'base64'),
    })
    const row = panel.locator('[data-check="enoughDetail"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.enlargedBefore)
    await expectNotReady(page)
  })

  test('a face zoomed out to a tenth with the wall replaced: no face left, and nothing to download', async ({
    page,
  }) => {
    const panel = await optimize(page, '/france-visa-photo', home)
    await expect(panel).toHaveAttribute('data-overall', 'true')
    await page.getByRole('slider', { name: 'Zoom' }).fill('10')
    const row = panel.locator('[data-check="faceFound"]')
    await expect(row).toHaveAttribute('data-pass', 'false')
    await expect(row).toContainText(COPY.faceLost)
    await expectNotReady(page)
    await expect(page.getByTestId('download-empty')).toHaveText(COPY.emptyExport)
    await expect(page.getByRole('button', { name: 'Download Photo' })).toBeDisabled()
  })
})

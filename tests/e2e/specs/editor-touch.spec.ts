import { expect, fixture, phoneDevice, test, uploadPhoto, waitForHydration } from './fixtures.ts'

test.use(phoneDevice)

test('@phone two fingers pinch the photo bigger and smaller in the editor; one finger moves it', async ({
  page,
  context,
}) => {
  await page.goto('/united-kingdom-visa-photo')
  await waitForHydration(page)
  await uploadPhoto(page, fixture('portraits', 'wh_obama_official.jpg'))
  const canvas = page.getByTestId('photo-editor-canvas')
  await canvas.scrollIntoViewIfNeeded()
  const zoom = page.getByRole('slider', { name: 'Zoom' })
  const before = Number(await zoom.inputValue())

  const box = await canvas.boundingBox()
  if (!box) throw new Error('no editor canvas')
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const cdp = await context.newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
    })
  /** Two fingers from `from` px apart to `to` px apart, across the canvas's middle, in steps. */
  async function pinch(from: number, to: number) {
    await touch('touchStart', [
      { x: cx - from / 2, y: cy },
      { x: cx + from / 2, y: cy },
    ])
    for (let step = 1; step <= 8; step++) {
      const gap = from + ((to - from) * step) / 8
      await touch('touchMove', [
        { x: cx - gap / 2, y: cy },
        { x: cx + gap / 2, y: cy },
      ])
    }
    await touch('touchEnd', [])
  }

  // Spread to 1.5 times the distance: the zoom grows by about half.
  await pinch(80, 120)
  await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(before * 1.35)
  const spread = Number(await zoom.inputValue())
  expect(spread).toBeLessThan(before * 1.65)

  // Closed back to the first distance: about where it started.
  await pinch(120, 80)
  await expect
    .poll(async () => Math.abs(Number(await zoom.inputValue()) - before))
    .toBeLessThanOrEqual(before * 0.1)

  // One finger drags: the picture moves, the zoom stays.
  const settled = Number(await zoom.inputValue())
  const picture = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())
  const unmoved = await picture()
  await touch('touchStart', [{ x: cx, y: cy }])
  for (let step = 1; step <= 5; step++) await touch('touchMove', [{ x: cx + step * 8, y: cy }])
  await touch('touchEnd', [])
  await expect.poll(picture).not.toBe(unmoved)
  expect(Number(await zoom.inputValue())).toBe(settled)
})

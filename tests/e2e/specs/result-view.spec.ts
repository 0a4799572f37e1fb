// The result view (issue #50, docs/result-view.md): when the verdict arrives on a phone, the photo and the
// first thing to fix are on the screen together without scrolling; the failing rows are named in visible
// words; nothing scrolls sideways. On a desktop the photo sits beside the verdict. The product's copy, typed
// out here: the suite imports no source.
import type { Locator, Page } from '@playwright/test'
import { expect, fixture, test, uploadPhoto, waitForHydration } from './fixtures.ts'

const COPY = {
  current: 'Download Current Version',
  ready: 'Ready to Download',
  backgroundCard: 'Background Issue Detected',
  notPassing: /^Some checks need attention\. Not passing: \S/,
  // The US refuses edited photos: its background fix is another photo, not a replaced wall.
  anotherPhoto: 'Choose another photo',
}

// A neutral phone portrait at home, a door and tiles behind her: everything passes but the wall.
const home = fixture('portraits', 'cc0_debruine_home_60cm.jpg')

/** The part of the box inside the window: the whole of it, below the sticky header. */
async function onScreen(page: Page, what: Locator) {
  const box = await what.boundingBox()
  if (!box) throw new Error('not rendered')
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  const header = await page.locator('header').first().boundingBox()
  const top = header ? header.y + header.height : 0
  return {
    box,
    inside:
      box.y >= top - 1 &&
      box.y + box.height <= viewport.height + 1 &&
      box.x >= -1 &&
      box.x + box.width <= viewport.width + 1,
  }
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

for (const viewport of [
  { width: 390, height: 844 },
  // As tall as reflow.spec.ts's 320 px page.
  { width: 320, height: 720 },
]) {
  test.describe(`a phone ${viewport.width} px wide`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true })

    test(`the photo and the first thing to fix show together when the verdict arrives (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.goto('/united-states-visa-photo')
      await waitForHydration(page)
      const panel = await uploadPhoto(page, home)
      await expect(panel).toHaveAttribute('data-overall', 'false')
      await expect(page.getByRole('heading', { name: COPY.current })).toBeVisible()
      const firstFix = page.getByTestId('result-fixes').locator('[data-fix]').first()
      await expect(firstFix).toBeVisible()
      // No scrolling by the test: the page brought the result view up itself.
      // The first thing to fix is its title, the rows it names and its button; its longer words follow.
      const photo = await onScreen(page, page.getByTestId('result-photo'))
      const title = await onScreen(
        page,
        firstFix.getByRole('heading').or(firstFix.locator('p').first()).first(),
      )
      const action = await onScreen(page, firstFix.getByRole('button').first())
      expect(photo, 'the photo is on the screen').toMatchObject({ inside: true })
      expect(title, 'the first thing to fix is on the screen').toMatchObject({ inside: true })
      expect(action, 'its button is on the screen').toMatchObject({ inside: true })
      // Right above the verdict: the photo ends where the verdict begins, give or take a gap.
      const verdict = await page.getByTestId('result-verdict').boundingBox()
      expect(verdict && verdict.y >= photo.box.y + photo.box.height).toBe(true)

      // The failing rows, by name, in words a visitor sees: the spec's card, its fix and the summary line.
      const failing = await panel
        .locator('[data-check][data-status="fail"]')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('.font-semibold')?.textContent ?? ''))
      const labels = failing.map((text) => text.replace(/: Fail$/, ''))
      expect(labels).toContain('Background')
      await expect(page.getByRole('heading', { name: COPY.backgroundCard })).toBeVisible()
      const named = page.getByTestId('result-fixes').getByTestId('fix-rows')
      for (const label of labels) await expect(named.filter({ hasText: label }).first()).toBeVisible()
      await expect(panel.getByText(COPY.notPassing)).toBeVisible()
      await expect(
        page.getByTestId('result-fixes').getByRole('button', { name: COPY.anotherPhoto }),
      ).toBeVisible()

      // Every row stays, grouped and closed on a phone.
      const groups = panel.locator('details[data-group]')
      await expect(groups).toHaveCount(4)
      for (const group of await groups.all()) await expect(group).not.toHaveAttribute('open', '')
      expect(await sideways(page)).toBe(0)

      // Its button starts again, as 'New Image Upload' does.
      await page.getByTestId('result-fixes').getByRole('button', { name: COPY.anotherPhoto }).click()
      await expect(page.getByLabel(/upload your photo/i)).toBeFocused()
    })
  })
}

test('on a desktop the photo sits beside the verdict, and every group of rows is open', async ({ page }) => {
  await page.goto('/france-visa-photo')
  await waitForHydration(page)
  const panel = await uploadPhoto(page, home)
  await expect(panel).toHaveAttribute('data-overall', 'true')
  await expect(page.getByRole('heading', { name: COPY.ready })).toBeVisible()
  await expect(page.getByTestId('result-fixes')).toHaveCount(0)
  const photo = await page.getByTestId('result-photo').boundingBox()
  const verdict = await page.getByTestId('result-verdict').boundingBox()
  if (!photo || !verdict) throw new Error('not rendered')
  expect(verdict.x).toBeGreaterThanOrEqual(photo.x + photo.width)
  expect(verdict.y).toBeLessThan(photo.y + photo.height)
  for (const group of await panel.locator('details[data-group]').all()) {
    await expect(group).toHaveAttribute('open', '')
  }
  expect(await sideways(page)).toBe(0)
})

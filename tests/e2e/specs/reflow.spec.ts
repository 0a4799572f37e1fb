// WCAG 2.2 AA beyond what axe sees (issue #50): every page type reflows to 320 CSS px with no sideways
// scroll (1.4.10), with a photo in the tool too, and the keyboard's focus is never dropped to the page
// when the control that had it goes (2.4.3).
import type { Page } from '@playwright/test'
import { expect, fixture, PAGE_TYPES, test, uploadPhoto, waitForHydration } from './fixtures.ts'

/** How far the page scrolls sideways, with what reaches past the right edge when it does. */
async function overflow(page: Page): Promise<{ extra: number; past: string[] }> {
  return page.evaluate(() => {
    const extra = document.documentElement.scrollWidth - window.innerWidth
    // What sticks out inside a scroller of its own (a wide table) moves no page: named only when it does.
    if (extra <= 0) return { extra: 0, past: [] }
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
    return { extra, past }
  })
}

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  // The UK page too: its document chooser holds the longest document names.
  for (const path of [...PAGE_TYPES, '/united-kingdom-visa-photo']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      expect(await overflow(page)).toEqual({ extra: 0, past: [] })
    })
  }

  test('the photo tool with a photo, its checks and its download does not scroll sideways', async ({
    page,
  }) => {
    await page.goto('/united-kingdom-visa-photo')
    await waitForHydration(page)
    await uploadPhoto(page, fixture('portraits', 'wh_obama_official.jpg'))
    expect(await overflow(page)).toEqual({ extra: 0, past: [] })
  })
})

test('focus stays on a control after Download Photo and moves to the upload area after New Image Upload', async ({
  page,
}) => {
  await page.goto('/japan-visa-photo')
  await waitForHydration(page)
  await uploadPhoto(page, fixture('portraits', 'cc0_debruine_home_60cm.jpg'))
  const download = page.getByRole('button', { name: 'Download Photo' })
  await download.focus()
  const saved = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  await saved
  await expect(page.getByTestId('export-receipt')).toBeVisible()
  await expect(download).toBeFocused()
  await page.getByRole('button', { name: 'New Image Upload' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel(/upload your photo/i)).toBeFocused()
})

import type { Page } from '@playwright/test'
import { expect, fixture, phoneDevice, test, uploadPhoto, waitForHydration } from './fixtures.ts'

/**
 * The visible controls (buttons, links, fields) that the open toast overlaps, by their text. The toast's own
 * close button does not count.
 */
async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('[data-placement] > li')
    if (!toast) return ['(no toast open)']
    const box = toast.getBoundingClientRect()
    const covered: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="slider"], [tabindex]:not([tabindex="-1"])',
    )
    for (const control of controls) {
      if (toast.contains(control)) continue
      const c = control.getBoundingClientRect()
      if (c.width <= 1 || c.height <= 1) continue
      const overlap = c.left < box.right && box.left < c.right && c.top < box.bottom && box.top < c.bottom
      // A control taller than the toast (the photo canvas right above the verdict) is in the way only when
      // half of it is hidden, as the page's placement counts it (toast-placement.ts, covers).
      const shared =
        (Math.min(box.right, c.right) - Math.max(box.left, c.left)) *
        (Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top))
      const inTheWay = c.height <= box.height || shared * 2 >= c.width * c.height
      if (overlap && inTheWay)
        covered.push((control.textContent || control.getAttribute('aria-label') || control.tagName).trim())
    }
    return covered
  })
}

test.describe('toasts on a phone', () => {
  test.use(phoneDevice)
  test('@phone the download toast moves off the button it would cover, and covers no control', async ({
    page,
  }) => {
    await page.goto('/united-kingdom-visa-photo')
    await waitForHydration(page)
    await uploadPhoto(page, fixture('portraits', 'wh_obama_official.jpg'))
    await expect(page.locator('[data-placement] > li')).toHaveCount(1)
    expect(await controlsUnderToast(page)).toEqual([])

    // The download button at the very bottom of the screen, where a toast usually appears.
    const download = page.getByRole('button', { name: /^Download Photo$/ })
    await download.evaluate((button) => button.scrollIntoView({ block: 'end' }))
    const downloading = page.waitForEvent('download')
    await download.click()
    await downloading
    const toast = page.locator('[data-placement] > li').filter({ hasText: 'Download complete' })
    await expect(toast).toBeVisible()
    await expect(page.locator('[data-placement]')).toHaveAttribute('data-placement', 'top')
    expect(await controlsUnderToast(page)).toEqual([])

    // Scrolled while it is open, it is placed again and still covers nothing.
    await page.mouse.wheel(0, -400)
    await expect.poll(() => controlsUnderToast(page)).toEqual([])
  })

  test('@phone an empty toast area takes no tap meant for the page', async ({ page }) => {
    await page.goto('/compress-to-50kb')
    await waitForHydration(page)
    // What a tap 6 px above the screen's bottom edge lands on, across the width: never the toasts' area,
    // which lies there with its padding even when no toast is open.
    const hits = await page.evaluate(() =>
      [40, 195, 350].map((x) => {
        const hit = document.elementFromPoint(x, window.innerHeight - 6)
        return hit?.closest('[data-placement]') ? 'toast area' : 'page'
      }),
    )
    expect(hits).toEqual(['page', 'page', 'page'])
  })
})

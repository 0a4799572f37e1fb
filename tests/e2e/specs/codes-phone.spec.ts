// The codes manager on a phone (issue #50): one card per code instead of a 1,006 px table in a 356 px
// scroller, nothing scrolls sideways, and a card's Edit opens the form, whose save shows on the card.
import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures.ts'

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Greece's card: saved at another KB cap here, then put back as it was. */
async function setGreeceMaxKb(page: Page, kb: number) {
  const card = page.locator('li[data-slug="greece"]')
  await card.getByRole('button', { name: 'Edit Greece' }).click()
  const form = page.getByRole('region', { name: 'Edit Greece' })
  await expect(form.getByRole('heading', { name: 'Edit Greece' })).toBeFocused()
  expect(await sideways(page)).toBe(0)
  // The row's cap, not a document's field of the same name.
  await form.locator('input[name="spec.max_file_size_kb"]').fill(String(kb))
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(form).toHaveCount(0)
  await expect(card).toContainText(`250–${kb} KB`)
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('the codes manager at 390 px: cards, no sideways scroll, and Edit saves', async ({ page }) => {
  await page.goto('/cms/login?next=%2Fcms%2Fcodes')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/cms\/codes$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Country codes' })).toBeVisible()

  const cards = page.locator('li[data-slug]')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(31)
  await expect(page.getByRole('table')).toHaveCount(0)
  expect(await sideways(page)).toBe(0)

  // Every card's fields and actions show inside the screen's width.
  const greece = page.locator('li[data-slug="greece"]')
  await greece.scrollIntoViewIfNeeded()
  for (const text of ['413×531', '250–400 KB', '70–80%']) await expect(greece).toContainText(text)
  await expect(greece.getByRole('switch', { name: 'Greece enabled' })).toBeVisible()
  const box = await greece.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)

  await setGreeceMaxKb(page, 390)
  await setGreeceMaxKb(page, 400)
  expect(await sideways(page)).toBe(0)
})

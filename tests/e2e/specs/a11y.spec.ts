// WCAG 2.2 AA as axe-core checks it, on every page type and on the tools' working states: 0 violations.
// axe catches about half of what WCAG asks; the keyboard and screen-reader behaviour has its own tests.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, fixture, PAGE_TYPES, test, uploadPhoto, waitForHydration } from './fixtures.ts'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Each violation as 'rule: target', so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
}

for (const path of PAGE_TYPES) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })
}

test('the photo tool with an optimised photo and its checks has no violations', async ({ page }) => {
  await page.goto('/united-kingdom-visa-photo')
  await waitForHydration(page)
  await uploadPhoto(page, fixture('portraits', 'wh_obama_official.jpg'))
  expect(await violations(page)).toEqual([])
})

test('the compress tool with a result, and with an upload problem, has no violations', async ({ page }) => {
  await page.goto('/compress-to-50kb')
  await waitForHydration(page)
  const upload = page.getByLabel('Click to upload or drag and drop')
  await upload.setInputFiles(fixture('images', 'prairie_falcon.jpg'))
  await expect(page.getByRole('heading', { name: 'Compression Results' })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: 'Compress Another Image' }).click()
  await upload.setInputFiles(fixture('bad', 'truncated.jpg'))
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('after processing, focus is on the verdict, and every verdict change is announced politely', async ({
  page,
}) => {
  await page.goto('/united-kingdom-visa-photo')
  await waitForHydration(page)
  await uploadPhoto(page, fixture('portraits', 'wh_obama_official.jpg'))
  // Focus moved from the upload area, which is gone, to the verdict above the download button.
  const verdict = page.locator('#download-heading')
  await expect(verdict).toBeFocused()
  // Not ready (a flag behind him): the next stop is the first thing to fix's button, then its list's others.
  await page.keyboard.press('Tab')
  await expect(page.getByTestId('result-fixes').getByRole('button').first()).toBeFocused()

  const live = page.getByTestId('verdict-announcement')
  await expect(live).toHaveAttribute('aria-live', 'polite')
  // The portrait has a flag behind it: not ready, and the region names what does not pass.
  await expect(live).toHaveText(/^Not ready yet\. Not passing: .*Background/)
  // Zooming far in makes the head too large: the announcement changes and names the face rows too.
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(live).toHaveText(/^Not ready yet\. Not passing: .*(Face|Head)/)
})

test('the open Visa Photo Tools menu with its filter has no violations', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Visa Photo Tools' }).click()
  await page.getByRole('dialog', { name: 'Visa Photo Tools' }).getByRole('searchbox').fill('a')
  expect(await violations(page)).toEqual([])
})

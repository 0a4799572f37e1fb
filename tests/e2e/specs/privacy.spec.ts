import { expect, test, waitForHydration } from './fixtures.ts'

// With no analytics configured, nothing the site does may reach another origin: the watch fixture fails the
// test on any foreign request. This walks the pages a visitor typically goes through, with client navigation.
test('no request leaves the origin while browsing', async ({ page, watch }) => {
  const seen: string[] = []
  page.on('request', (request) => seen.push(request.url()))
  await page.goto('/')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'General Image Compressions' })
    .click()
  await expect(page).toHaveURL(/general-image-compressions$/)
  await page.goto('/compress-to-50kb')
  await waitForHydration(page)
  await page.goto('/vietnam-visa-photo')
  await waitForHydration(page)
  await page.goto('/blog')
  await waitForHydration(page)
  expect(seen.length).toBeGreaterThan(5)
  expect(watch.foreignRequests).toEqual([])
  // Page views are still recorded in the page for the configured provider (none here).
  const views = await page.evaluate(
    () => (window as unknown as { __vpsAnalytics?: { type: string }[] }).__vpsAnalytics,
  )
  expect(views?.some((entry) => entry.type === 'page_view')).toBe(true)
})

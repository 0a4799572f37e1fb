// The trust pages (/privacy, /terms, /about): reachable from every page's footer, prerendered (routes.spec.ts
// checks each one's HTML and hydration) and listed in the sitemap; and what the privacy page claims holds.
import { expect, test, waitForHydration } from './fixtures.ts'

test('the footer links the privacy, terms and about pages, and the privacy page says what this build does', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const footer = page.getByRole('contentinfo')
  for (const [name, path, heading] of [
    ['Terms of use', '/terms', 'Terms of Use'],
    ['About and contact', '/about', 'About Visa Photo Studio'],
    ['Privacy policy', '/privacy', 'Privacy Policy'],
  ] as const) {
    await footer.getByRole('link', { name }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  // The default build loads no analytics, and the page says so; a visitor gets no cookie, as it says.
  await expect(page.getByText('No analytics or advertising service runs on this site')).toBeVisible()
  await expect(page.getByText('Visitors get no cookies from us.')).toBeVisible()
  expect(await context.cookies()).toEqual([])
  // The contact route the about page gives is the feedback form.
  await page.goto('/about')
  await page.getByRole('main').getByRole('link', { name: 'feedback form' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please Leave Instant Feedback')

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/privacy', '/terms', '/about']) expect(sitemap).toContain(`${path}</loc>`)
})

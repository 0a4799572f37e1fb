import { expect, test, waitForHydration } from './fixtures.ts'
import { PUBLIC_ROUTES } from './routes.ts'

test.describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} is prerendered and hydrates cleanly`, async ({ page, request, watch }) => {
      // Without JavaScript: the prerendered HTML already carries title, description, canonical and h1.
      const raw = await request.get(route.path)
      expect(raw.status()).toBe(200)
      const html = await raw.text()
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
      expect(html).toMatch(/<h1[\s>]/)

      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      const h1 = page.locator('h1')
      await expect(h1).toHaveCount(1)
      await expect(h1).toContainText(route.heading)
      expect(watch.errors).toEqual([])
    })
  }
})

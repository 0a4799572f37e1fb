import { expect, test, waitForHydration } from './fixtures.ts'

test.describe('unknown paths', () => {
  for (const path of [
    '/nope',
    '/nope/deeper',
    '/atlantis-visa-photo',
    // Any whole KB from 5 to 5000 is a compress page (issue #53); past the range is not.
    '/compress-to-5001kb',
    '/compress-to-4kb',
    '/countries/atlantis',
  ]) {
    test(`${path} answers 404 with the 404 page`, async ({ page, watch }) => {
      watch.allow(/Failed to load resource: the server responded with a status of 404/)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page).toHaveTitle('404 Page Not Found')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    })
  }

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    const body = await response.json()
    expect(body.error.code).toBe('NOT_FOUND')
  })
})

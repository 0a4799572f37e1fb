import { expect, expectStatusShown, recordStatusTexts, test, waitForHydration } from './fixtures.ts'
import { COUNTRIES } from './routes.ts'

// The site starts on a fresh database seeded with 3 guides per destination.
const DESTINATIONS = Object.keys(COUNTRIES).length
const TOTAL = 3 * DESTINATIONS

/** The analytics calls the page recorded (it keeps them whatever the provider). */
const recordedEvents = () =>
  (window as unknown as { __vpsAnalytics?: { type: string; name?: string }[] }).__vpsAnalytics ?? []

test.describe('blog list', () => {
  test('filters by country and search, keeping both in the URL', async ({ page, watch }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Featured Expert Guides' })).toBeVisible()

    await page.getByRole('combobox', { name: 'Filter by country' }).selectOption('japan')
    await expect(page).toHaveURL(/\/blog\?country=japan$/)
    await expect(page.getByRole('heading', { name: 'All Articles' })).toContainText(`(3 of ${TOTAL})`)
    await expect(page.getByRole('heading', { name: 'Featured Expert Guides' })).toHaveCount(0)
    const cards = page.locator('article h3')
    await expect(cards).toHaveCount(3)
    for (const title of await cards.allTextContents()) expect(title).toContain('Japan')

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('processing time')
    await expect(page).toHaveURL(/\/blog\?search=processing(\+|%20)time$/)
    // Full-text search: every guide mentions processing times somewhere, and the guides about them, one per destination
    // (the words in the title) rank first.
    await expect(page.getByRole('heading', { name: 'All Articles' })).toContainText(`(${TOTAL} of ${TOTAL})`)
    const ranked = await page.locator('article h3').allTextContents()
    expect(ranked.slice(0, DESTINATIONS).every((title) => title.includes('Processing Time'))).toBe(true)
    expect(ranked[DESTINATIONS]).not.toContain('Processing Time')

    // No title says "glasses"; the guides' Glasses sections do, and stemming finds them from "glass" too.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('glass')
    await expect(page).toHaveURL(/\/blog\?search=glass$/)
    await expect(page.getByRole('heading', { name: 'All Articles' })).not.toContainText(`(${TOTAL} of`)
    const glasses = await page.locator('article h3').allTextContents()
    expect(glasses.length).toBeGreaterThan(10)
    expect(glasses.filter((title) => /glass/i.test(title))).toEqual([])

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('no such guide anywhere')
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible()
    expect(watch.errors).toEqual([])
  })

  test('paginates with Previous and Next, scrolling back to the top', async ({ page }) => {
    await page.goto('/blog')
    await waitForHydration(page)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    const firstOnPage1 = await page.locator('article h3').first().textContent()

    await pagination.scrollIntoViewIfNeeded()
    await pagination.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled()
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeEnabled()
    await expect(page.locator('article h3').first()).not.toHaveText(firstOnPage1 ?? '')
    await expect(page.locator('article')).toHaveCount(TOTAL - 50)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50)
    const events = await page.evaluate(recordedEvents)
    expect(events).toContainEqual(expect.objectContaining({ type: 'event', name: 'blog_pagination' }))

    await pagination.getByRole('button', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('/blog?country=vietnam loaded directly shows only Vietnam guides', async ({ page, watch }) => {
    const response = await page.goto('/blog?country=vietnam')
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('combobox', { name: 'Filter by country' })).toHaveValue('vietnam')
    await expect(page.getByRole('heading', { name: 'All Articles' })).toContainText(`(3 of ${TOTAL})`)
    const titles = await page.locator('article h3').allTextContents()
    expect(titles).toHaveLength(3)
    for (const title of titles) expect(title).toContain('Vietnam')
    expect(watch.errors).toEqual([])
  })

  test('a country and a search entered before the page has hydrated still filter the list', async ({
    page,
    watch,
  }) => {
    // Hold the page's scripts so the visitor meets the prerendered HTML alone, as on a slow phone.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/blog', { waitUntil: 'commit' })
    await page.getByRole('combobox', { name: 'Filter by country' }).selectOption('japan')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('processing time')
    // Not hydrated yet: the router's marker, set by the page's first inline script, is still there. Read
    // once parsing has reached it (at 'commit' the HTML may not have arrived yet: a CI failure under load).
    await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(true)
    release()
    await waitForHydration(page)

    await expect(page).toHaveURL(/\/blog\?(?=.*country=japan)(?=.*search=processing(\+|%20)time)/)
    await expect(page.getByRole('heading', { name: 'All Articles' })).toContainText(`of ${TOTAL})`)
    const titles = await page.locator('article h3').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(title).toContain('Japan')
    await expect(page.getByRole('combobox', { name: 'Filter by country' })).toHaveValue('japan')
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('processing time')
    expect(watch.errors).toEqual([])
  })

  test('a malformed page number lands on the first page instead of a blank one', async ({ page }) => {
    const response = await page.goto('/blog?page=abc')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { name: 'All Articles' })).toHaveText('All Articles')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('articles', () => {
  test('a guide opens from its country page, with breadcrumb, share and back links', async ({
    page,
    watch,
  }) => {
    await page.goto('/countries/japan')
    await waitForHydration(page)
    const guides = page.locator('section[aria-labelledby="guides-heading"]')
    await expect(guides.getByRole('link', { name: /Japan Visa Photo Requirements/ })).toBeVisible()
    await guides.getByRole('link', { name: /Japan Visa Photo Requirements/ }).click()

    await expect(page).toHaveURL(/\/blog\/japan-visa-photo-requirements-complete-guide$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Japan Visa Photo Requirements: Complete Guide',
    )
    await expect(page).toHaveTitle(/Japan Visa Photo Requirements/)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Japan')
    await expect(page.getByText('45x45 mm').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Try Photo Optimizer' })).toHaveAttribute(
      'href',
      '/japan-visa-photo',
    )
    await expect(page.getByRole('link', { name: 'View Japan Guide' })).toHaveAttribute(
      'href',
      '/countries/japan',
    )
    await expect(page.getByRole('link', { name: /^Read Article/ })).toHaveCount(2)
    expect(watch.errors).toEqual([])
  })

  test('the prerendered article carries its metadata and Article JSON-LD', async ({ request }) => {
    const response = await request.get('/blog/vietnam-visa-photo-requirements-complete-guide')
    expect(response.status()).toBe(200)
    const html = await response.text()
    // '{title} | Visa Photo Studio Blog', cut to 60 characters like every title.
    expect(html).toMatch(/<title>Vietnam Visa Photo Requirements: Complete Guide \| Visa Ph\.\.\.<\/title>/)
    expect(html).toMatch(
      /<link rel="canonical" href="[^"]+\/blog\/vietnam-visa-photo-requirements-complete-guide"/,
    )
    expect(html).toMatch(/<meta name="keywords" content="[^"]*vietnam visa photo/)
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? '{}'),
    )
    const article = ld.find((item) => item['@type'] === 'Article')
    expect(article?.headline).toBe('Vietnam Visa Photo Requirements: Complete Guide')
    expect(article?.image).toMatch(/\/api\/og-image\/vietnam-visa-photo-requirements-complete-guide$/)
    expect(html).toContain('Portrait photo was captured from another source')
  })

  test('Share copies the link and says so when there is no share sheet', async ({
    page,
    context,
    baseURL,
    watch,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // Desktop Chromium may offer a share sheet; the copy path is the one under test.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    const slug = 'common-vietnam-visa-photo-mistakes-avoid'
    await page.goto(`/blog/${slug}`)
    await waitForHydration(page)
    const shown = await recordStatusTexts(page)
    await page.getByRole('button', { name: 'Share' }).first().click()
    await expectStatusShown(shown, 'Link copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${slug}`)
    const events = await page.evaluate(recordedEvents)
    expect(events).toContainEqual(expect.objectContaining({ type: 'event', name: 'share_article' }))
    expect(watch.errors).toEqual([])
  })

  test('an unknown slug answers 404 with Article Not Found', async ({ page, watch }) => {
    watch.allow(/Failed to load resource: the server responded with a status of 404/)
    const response = await page.goto('/blog/no-such-guide')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
    await page.getByRole('link', { name: 'Back to Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
  })
})

test.describe('articles on a phone @phone', () => {
  test("a guide's document comparison scrolls inside its table, never the page sideways", async ({
    page,
  }) => {
    await page.goto('/blog/china-visa-photo-requirements-complete-guide')
    await waitForHydration(page)
    const comparison = page.locator('#which-photo ~ table').first()
    await expect(comparison).toContainText('China visa, online application (COVA)')
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    expect(widths[0]).toBe(widths[1])
    // The table is wider than the screen and scrolls within itself.
    const table = await comparison.evaluate((t) => [t.scrollWidth, t.clientWidth])
    expect(table[0]).toBeGreaterThan(table[1] as number)
  })
})

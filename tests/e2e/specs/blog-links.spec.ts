import { expect, test } from './fixtures.ts'
import { COUNTRIES, DATA_SAMPLE } from './routes.ts'

// Follows every internal link from every page of the running site, starting at the home page, and fails on
// any that does not answer. Plain HTTP, no browser: the prerendered HTML holds every link a visitor sees.
// The destinations kept as data (75 today, each a photo page, a landing page and a page per document)
// are sampled: their pages come from one template and one adapter, and visiting all would triple the time.
const CONCURRENCY = 8

const SAMPLED = new Set([...Object.keys(COUNTRIES), ...Object.keys(DATA_SAMPLE)])

/** A destination page ('/kenya-visa-photo', '/countries/kenya?x') of a destination outside the sample. */
function unsampledDestination(link: string): boolean {
  const slug = /^\/(?:countries\/([a-z0-9-]+)|([a-z0-9-]+)-visa-photo)(?:\?|$)/.exec(link)
  const found = slug?.[1] ?? slug?.[2]
  return found !== undefined && !SAMPLED.has(found)
}

function internalLinks(html: string): string[] {
  const links: string[] = []
  for (const [, href] of html.matchAll(/\shref="([^"#]*)(?:#[^"]*)?"/g)) {
    if (!href?.startsWith('/') || href.startsWith('//')) continue
    links.push(href.replaceAll('&amp;', '&'))
  }
  return links
}

test('no internal link on the site leads to an error', async ({ request }) => {
  test.setTimeout(240_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  let pages = 0
  let skipped = 0

  while (queue.length > 0) {
    const batch = queue.splice(0, CONCURRENCY)
    await Promise.all(
      batch.map(async (url) => {
        const response = await request.get(url, { maxRedirects: 0 })
        if (response.status() >= 400) {
          broken.push(`${url} → ${response.status()}`)
          return
        }
        if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return
        pages++
        for (const link of internalLinks(await response.text())) {
          if (seen.has(link)) continue
          seen.add(link)
          if (unsampledDestination(link)) skipped++
          else queue.push(link)
        }
      }),
    )
  }

  expect(broken).toEqual([])
  // The home page links every destination kept as data: the sample's pages were crawled, the rest left out.
  for (const slug of Object.keys(DATA_SAMPLE)) expect(seen).toContain(`/${slug}-visa-photo`)
  expect(skipped).toBeGreaterThan(0)
  // The 4 fixed pages, a photo page and a country page per destination, 14 compression pages and 3 guides
  // per destination at least.
  const destinations = Object.keys(COUNTRIES).length
  expect(pages).toBeGreaterThanOrEqual(4 + 2 * destinations + 14 + 3 * destinations)
})

import { COUNTRY_SPECS, SHIPPED_SLUGS } from '@vps/specs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { layoutTitle, ogImageSvg } from '../src/blog/og-image.ts'
import { createDestinationService } from '../src/destinations/service.ts'
import { insertBlogFixtures } from './blog-fixtures.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

const SITE = 'http://localhost:3000'

/** Width and height from a PNG's IHDR chunk: bytes 16-23, after the signature and the chunk header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe.each(testDatabases)('feeds on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    const { db, driver } = database()
    await db.deleteFrom('blog_posts').execute()
    await insertBlogFixtures(db)
    // A title with XML specials must come out escaped, not break the feed.
    await db
      .updateTable('blog_posts')
      .set({ title: 'Photos & "quotes" <tags>' })
      .where('slug', '=', 'japan-post-1')
      .execute()
    app = await buildTestApp({ db, driver })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('GET /rss.xml is well-formed RSS 2.0 with the 20 newest published posts and absolute links', async () => {
    const res = await app.inject({ method: 'GET', url: '/rss.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/)
    expect(XMLValidator.validate(res.body)).toBe(true)
    const doc = new XMLParser({ ignoreAttributes: false }).parse(res.body)
    expect(doc.rss['@_version']).toBe('2.0')
    const channel = doc.rss.channel
    expect(channel.title).toBe('Visa Photo Studio Blog')
    expect(channel.link).toBe(`${SITE}/blog`)
    const items = channel.item as {
      title: string
      link: string
      pubDate: string
      guid: { '#text': string }
    }[]
    expect(items).toHaveLength(20)
    expect(items[0]?.link).toBe(`${SITE}/blog/vietnam-post-1`)
    expect(items[0]?.guid['#text']).toBe(`${SITE}/blog/vietnam-post-1`)
    expect(Number.isNaN(Date.parse(items[0]?.pubDate ?? ''))).toBe(false)
    expect(items.map((i) => i.title)).toContain('Photos & "quotes" <tags>')
    expect(res.body).not.toContain('draft')
  })

  it('GET /sitemap.xml lists every public page and every published post', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(XMLValidator.validate(res.body)).toBe(true)
    const doc = new XMLParser().parse(res.body)
    const locs = (doc.urlset.url as { loc: string }[]).map((u) => u.loc)
    expect(locs).toContain(`${SITE}/`)
    expect(locs).toContain(`${SITE}/blog`)
    expect(locs).toContain(`${SITE}/feedback`)
    expect(locs).toContain(`${SITE}/general-image-compressions`)
    expect(locs).toContain(`${SITE}/japan-visa-photo`)
    expect(locs).toContain(`${SITE}/countries/vietnam`)
    // A destination kept as data has its two pages too (docs/destinations-data.md).
    expect(locs).toContain(`${SITE}/kenya-visa-photo`)
    expect(locs).toContain(`${SITE}/countries/kenya`)
    expect(locs).toContain(`${SITE}/compress-to-10kb`)
    expect(locs).toContain(`${SITE}/blog/vietnam-post-1`)
    expect(locs.filter((l) => l.includes('/blog/'))).toHaveLength(65)
    expect(locs).not.toContain(`${SITE}/blog/vietnam-draft`)
    expect(locs.some((l) => l.includes('/cms'))).toBe(false)
    expect(locs).toHaveLength(7 + 2 * SHIPPED_SLUGS.length + 14 + 65)
  })

  it('GET /sitemap.xml lists the pages of enabled destinations: added ones in, disabled ones out', async () => {
    const { db } = database()
    const destinations = createDestinationService(db)
    await destinations.create({ slug: 'atlantis', name: 'Atlantis', spec: COUNTRY_SPECS.japan }, null)
    await destinations.setEnabled('japan', false, null)
    try {
      const res = await app.inject({ method: 'GET', url: '/sitemap.xml' })
      const locs = (new XMLParser().parse(res.body).urlset.url as { loc: string }[]).map((u) => u.loc)
      expect(locs).toContain(`${SITE}/atlantis-visa-photo`)
      expect(locs).not.toContain(`${SITE}/japan-visa-photo`)
      expect(locs).toContain(`${SITE}/vietnam-visa-photo`)
      expect(locs.filter((l) => l.endsWith('-visa-photo'))).toHaveLength(SHIPPED_SLUGS.length)
      // Landing pages follow the photo pages: the disabled built-in's goes, the added destination's comes.
      expect(locs).not.toContain(`${SITE}/countries/japan`)
      expect(locs).toContain(`${SITE}/countries/atlantis`)
      expect(locs).toContain(`${SITE}/countries/vietnam`)
      expect(locs.filter((l) => l.includes('/countries/'))).toHaveLength(SHIPPED_SLUGS.length)
    } finally {
      await db.deleteFrom('destinations').execute()
    }
  })

  it('GET /robots.txt allows the site, keeps crawlers out of /cms and /api and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toContain('User-agent: *')
    expect(res.body).toMatch(/^Disallow: \/cms$/m)
    expect(res.body).toMatch(/^Disallow: \/api$/m)
    expect(res.body).toMatch(/^Allow: \/api\/og-image\/$/m)
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('GET /api/og-image/:slug is a cached 1200x630 PNG', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/og-image/vietnam-post-1' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 })

    const again = await app.inject({ method: 'GET', url: '/api/og-image/vietnam-post-1' })
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true)
    const etag = String(res.headers.etag)
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/og-image/vietnam-post-1',
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.statusCode).toBe(304)
  })

  it("names the article's destination as staff named it: a rename is a new image with a new ETag", async () => {
    const { db } = database()
    const url = '/api/og-image/japan-post-1'
    const before = await app.inject({ method: 'GET', url })
    await createDestinationService(db).update('japan', { name: 'Nippon', spec: COUNTRY_SPECS.japan }, null)
    try {
      const renamed = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(before.headers.etag) },
      })
      expect(renamed.statusCode).toBe(200)
      expect(renamed.headers.etag).not.toBe(before.headers.etag)
      expect(renamed.rawPayload.equals(before.rawPayload)).toBe(false)
    } finally {
      await db.deleteFrom('destinations').execute()
    }
    const restored = await app.inject({ method: 'GET', url })
    expect(restored.headers.etag).toBe(before.headers.etag)
  })

  it('answers 404 JSON for the image of an unknown or unpublished slug', async () => {
    for (const slug of ['no-such-post', 'vietnam-draft']) {
      const res = await app.inject({ method: 'GET', url: `/api/og-image/${slug}` })
      expect(res.statusCode, slug).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
  })
})

describe('ogImageSvg', () => {
  it('labels the card with the name it is given, escaped', () => {
    const svg = ogImageSvg({ title: 'Guide', countryName: 'Aotearoa <NZ>' }, 'example.com')
    expect(svg).toContain('Aotearoa &lt;NZ&gt; visa photo guide')
  })
})

describe('layoutTitle', () => {
  it('keeps short titles large and wraps long ones onto more, smaller lines', () => {
    expect(layoutTitle('Vietnam Visa Photo Guide')).toEqual({
      fontSize: 68,
      lines: ['Vietnam Visa Photo Guide'],
    })
    const long = layoutTitle('United Arab Emirates Visa Processing Time and Delays Guide for Families')
    expect(long.lines.length).toBeGreaterThan(1)
    expect(long.lines.join(' ')).toBe(
      'United Arab Emirates Visa Processing Time and Delays Guide for Families',
    )
  })

  it('cuts a title too long for the largest layout with an ellipsis', () => {
    const { lines } = layoutTitle('word '.repeat(200))
    expect(lines.length).toBeLessThanOrEqual(5)
    expect(lines.at(-1)).toMatch(/…$/)
  })
})

import {
  BLOG,
  blogListResponseSchema,
  builtInDocuments,
  builtInEditPolicy,
  COUNTRY_SLUGS,
  COUNTRY_SPECS,
  countryDisplayName,
  countryLinks,
  defaultDocument,
  documentSpec,
  neutralProcessingSentence,
  processingTimeFor,
  SITE,
} from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from '../src/blog/sanitize.ts'
import { documentSourceUrls } from '../src/seed/guides/documents.ts'
import { wordCount } from '../src/seed/guides/html.ts'
import { buildSeedGuides, readingTime } from '../src/seed/guides/index.ts'
import { seedGuides, seedIfEmpty } from '../src/seed/index.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

// Three guides for each built-in destination.
const GUIDES = 3 * COUNTRY_SLUGS.length

import { buildTestApp } from './helpers.ts'

const guides = buildSeedGuides()
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const bySlug = (slug: string) => {
  const guide = guides.find((g) => g.slug === slug)
  if (!guide) throw new Error(`no guide ${slug}`)
  return guide
}

describe('seed guides', () => {
  it('are the three guides each built-in destination links to, with unique slugs', () => {
    expect(guides).toHaveLength(GUIDES)
    expect(new Set(guides.map((g) => g.slug)).size).toBe(GUIDES)
    for (const country of COUNTRY_SLUGS) {
      const links = countryLinks(country)
      for (const path of [links.requirementsGuide, links.mistakesGuide, links.processingGuide]) {
        expect(guides.find((g) => `/blog/${g.slug}` === path)?.country, path).toBe(country)
      }
    }
  })

  it("carry each country's own numbers", () => {
    for (const country of COUNTRY_SLUGS) {
      // The guides describe the default document: Vietnam's has no minimum KB, although its row does.
      const spec = documentSpec(defaultDocument(COUNTRY_SPECS[country], builtInEditPolicy(country), country))
      const requirements = text(bySlug(countryLinks(country).requirementsGuide.slice(6)).content)
      expect(requirements, country).toContain(`${spec.width_mm}x${spec.height_mm} mm`)
      expect(requirements, country).toContain(`${spec.width_px}x${spec.height_px} px`)
      expect(requirements, country).toContain(`${spec.dpi} dpi`)
      expect(requirements, country).toContain(`${spec.face_coverage_min}-${spec.face_coverage_max}%`)
      expect(requirements, country).toContain(spec.background_color)
      const window =
        spec.min_file_size_kb !== null
          ? `${spec.min_file_size_kb}-${spec.max_file_size_kb}KB`
          : `at most ${spec.max_file_size_kb}KB`
      expect(requirements, country).toContain(window)

      const processingGuide = bySlug(countryLinks(country).processingGuide.slice(6))
      const processing = text(processingGuide.content)
      expect(processing, country).toContain(SITE.rejectionDelay)
    }
  })

  it('give a processing time only where the authority states one, with its source, and no blanket figure', () => {
    let sourced = 0
    for (const country of COUNTRY_SLUGS) {
      const guide = bySlug(countryLinks(country).processingGuide.slice(6))
      const processing = text(guide.content)
      // The spec's marketing figure for e-visas is not a country's processing time.
      expect(processing, country).not.toContain(SITE.processingDays)
      expect(guide.excerpt, country).not.toContain(SITE.processingDays)
      const time = processingTimeFor(country)
      if (time) {
        sourced += 1
        expect(processing, country).toContain(time.statement)
        expect(guide.content, country).toContain(`href="${time.source.url}"`)
        if (time.typical) expect(guide.excerpt, country).toContain(`${time.typical}, officially`)
      } else {
        expect(processing, country).toContain(neutralProcessingSentence(countryDisplayName(country)))
        expect(processing, country).not.toMatch(/\b\d+(-\d+)? (business|working|calendar) days\b/)
      }
    }
    // The Schengen ten, the UK, Vietnam, India, the US, Canada, Australia and New Zealand.
    expect(sourced).toBe(17)
    expect(processingTimeFor('france')?.typical).toBe('15 calendar days, up to 45 in some cases')
    expect(text(bySlug('united-kingdom-visa-processing-time-delays-guide').content)).toContain(
      'Margin we recommend before travel At least five weeks',
    )
  })

  it('works out head sizes in millimetres from the spec', () => {
    // 70-80% of 45 mm, and 50-69% of 51 mm.
    expect(text(bySlug('japan-visa-photo-requirements-complete-guide').content)).toContain('31.5-36 mm')
    expect(text(bySlug('united-states-visa-photo-requirements-complete-guide').content)).toContain(
      '25.5-35.2 mm',
    )
  })

  it("give Vietnam more: the portal's error, the 150 ppi workaround and 4x6 cm prints", () => {
    const vietnam = text(bySlug('vietnam-visa-photo-requirements-complete-guide').content)
    expect(vietnam).toContain('Portrait photo was captured from another source')
    expect(vietnam).toContain('150 pixels per inch')
    expect(vietnam).toContain('4x6 cm')
    const japan = bySlug('japan-visa-photo-requirements-complete-guide')
    expect(wordCount(bySlug('vietnam-visa-photo-requirements-complete-guide').content)).toBeGreaterThan(
      wordCount(japan.content) + 200,
    )
    expect(text(bySlug('common-vietnam-visa-photo-mistakes-avoid').content)).toContain('another source')
  })

  it("say 'an India visa', never 'a India visa'", () => {
    expect(text(bySlug('india-visa-photo-requirements-complete-guide').content)).toContain(
      'An India visa photo has',
    )
    for (const guide of guides) {
      const all = `${guide.title} ${guide.excerpt} ${text(guide.content)} ${guide.keywords?.join(' ') ?? ''}`
      expect(all, guide.slug).not.toMatch(/\ba (india|indonesia|italy|australia|austria)\b/i)
    }
  })

  it('are not one template with the names swapped', () => {
    // Strip names and numbers; what is left must still differ between countries and between guide kinds.
    const skeleton = (html: string, name: string) =>
      text(html)
        .replaceAll(name, 'X')
        .replace(/[\d.,x#a-f]*\d[\d.,x#a-f%]*/g, 'N')
    const req = (c: string, name: string) =>
      skeleton(bySlug(`${c}-visa-photo-requirements-complete-guide`).content, name)
    expect(req('brazil', 'Brazil')).not.toBe(req('russia', 'Russia'))
    expect(req('japan', 'Japan')).not.toBe(req('china', 'China'))
    const kinds = new Set(
      guides.filter((g) => g.country === 'mexico').map((g) => skeleton(g.content, 'Mexico')),
    )
    expect(kinds.size).toBe(3)
    const intros = new Set(
      guides
        .filter((g) => g.kind === 'requirements')
        .map((g) => skeleton(g.content.split('</p>')[0] ?? '', g.title.split(' Visa')[0] ?? '')),
    )
    expect(intros.size).toBeGreaterThanOrEqual(3)
  })

  it('have a reading time from their length, tags, keywords, featured picks and spread dates', () => {
    for (const guide of guides) {
      expect(guide.readingTime).toBe(readingTime(guide.content))
      expect(guide.readingTime).toMatch(/^\d+ min read$/)
      expect(guide.tags.length).toBeGreaterThanOrEqual(3)
      expect(guide.keywords.length).toBeGreaterThanOrEqual(3)
      expect(guide.excerpt.length).toBeGreaterThan(80)
      expect(guide.metaDescription.length).toBeLessThanOrEqual(160)
    }
    expect(readingTime('<p>word </p>'.repeat(1200))).toBe('6 min read')
    const featured = guides.filter((g) => g.featured)
    expect(featured.length).toBeGreaterThanOrEqual(6)
    expect(featured.length).toBeLessThan(20)
    expect(featured.every((g) => guides.indexOf(g) < BLOG.pageSize)).toBe(true)
    const times = guides.map((g) => g.publishedAt.getTime())
    expect(new Set(times).size).toBe(GUIDES)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('are already clean HTML: sanitising changes nothing', () => {
    for (const guide of guides) expect(sanitizeArticleHtml(guide.content), guide.slug).toBe(guide.content)
  })

  it('link only to pages that exist', () => {
    const known = new Set([
      ...COUNTRY_SLUGS.flatMap((c) => Object.values(countryLinks(c))),
      ...[10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500].map((n) => `/compress-to-${n}kb`),
    ])
    for (const guide of guides) {
      // The photo page with one of this destination's documents chosen, and the https sources of its numbers.
      const own = new Set([
        ...['visa-photo', ...builtInDocuments(guide.country).map((d) => d.id)].map(
          (id) => `${countryLinks(guide.country).photoTool}?document=${id}`,
        ),
        ...documentSourceUrls(guide.country),
        // The source of a stated processing time, on the processing guide.
        ...(guide.kind === 'processing' ? [processingTimeFor(guide.country)?.source.url ?? ''] : []),
      ])
      for (const [, href = ''] of guide.content.matchAll(/href="([^"]+)"/g)) {
        const where = `${guide.slug} → ${href}`
        if (href.startsWith('#')) expect(guide.content, where).toContain(`<h2 id="${href.slice(1)}">`)
        else if (href.startsWith('https://') || href.includes('?')) expect(own, where).toContain(href)
        else expect(known, where).toContain(href)
      }
    }
  })
})

describe.each(testDatabases)('seeding on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    const { db, driver } = database()
    await db.deleteFrom('blog_posts').execute()
    app = await buildTestApp({ db, driver })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('fills an empty blog once, then leaves it alone; the seed command refreshes by slug', async () => {
    const { db } = database()
    expect(await seedIfEmpty(db)).toBe(GUIDES)
    expect(await seedIfEmpty(db)).toBe(0)
    await db
      .updateTable('blog_posts')
      .set({ title: 'Edited' })
      .where('slug', '=', 'japan-visa-photo-requirements-complete-guide')
      .execute()
    expect(await seedGuides(db)).toBe(GUIDES)
    const rows = await db.selectFrom('blog_posts').select(['slug', 'title']).execute()
    expect(rows).toHaveLength(GUIDES)
    expect(rows.find((r) => r.slug === 'japan-visa-photo-requirements-complete-guide')?.title).toBe(
      'Japan Visa Photo Requirements: Complete Guide',
    )
  })

  it('serves the seeded guides through the API: two pages, every country in the facet', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog' })
    const body = blogListResponseSchema.parse(res.json())
    expect(body.pagination).toEqual({ totalPages: 2, total: GUIDES, page: 1, limit: 50 })
    expect(body.posts[0]?.slug).toBe('vietnam-visa-photo-requirements-complete-guide')
    expect(body.countries).toHaveLength(COUNTRY_SLUGS.length)
    expect(body.countries?.every((c) => c.count === 3)).toBe(true)
    const japan = await app.inject({ method: 'GET', url: '/api/blog?search=japan' })
    expect(blogListResponseSchema.parse(japan.json()).posts.map((p) => p.country)).toEqual([
      'japan',
      'japan',
      'japan',
    ])
  })
})

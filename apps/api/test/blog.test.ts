import { randomUUID } from 'node:crypto'
import {
  type BlogListResponse,
  type BlogPost,
  blogListResponseSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
} from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertBlogFixtures } from './blog-fixtures.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

describe.each(testDatabases)('blog API on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    const { db, driver } = database()
    await db.deleteFrom('blog_posts').execute()
    await insertBlogFixtures(db)
    app = await buildTestApp({ db, driver })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/blog${query}` })
    expect(res.statusCode, query).toBe(200)
    return blogListResponseSchema.parse(res.json()) as BlogListResponse
  }

  it('lists published posts newest first, 50 per page by default, with pagination', async () => {
    const first = await list('')
    expect(first.pagination).toEqual({ totalPages: 2, total: 65, page: 1, limit: 50 })
    expect(first.posts).toHaveLength(50)
    expect(first.posts[0]?.slug).toBe('vietnam-post-1')
    const dates = first.posts.map((p) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)

    const second = await list('?page=2')
    expect(second.posts).toHaveLength(15)
    expect(second.pagination.page).toBe(2)
    const slugs = new Set([...first.posts, ...second.posts].map((p) => p.slug))
    expect(slugs.size).toBe(65)
    expect(slugs.has('vietnam-draft')).toBe(false)
    expect(slugs.has('japan-draft')).toBe(false)
  })

  it('honours limit up to 50 and falls back to 50 above it', async () => {
    const small = await list('?limit=10&page=3')
    expect(small.posts).toHaveLength(10)
    expect(small.pagination).toEqual({ totalPages: 7, total: 65, page: 3, limit: 10 })
    expect((await list('?limit=500')).pagination.limit).toBe(50)
    expect((await list('?page=9')).posts).toEqual([])
  })

  it('sends summaries only, with country and featured for the filters', async () => {
    const { posts } = await list('?limit=1')
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
      ['country', 'excerpt', 'featured', 'id', 'publishedAt', 'readingTime', 'slug', 'tags', 'title'].sort(),
    )
  })

  it('filters by country and reports every country with its count', async () => {
    const vietnam = await list('?country=vietnam')
    expect(vietnam.posts.map((p) => p.slug)).toEqual([1, 2, 3, 4, 5].map((n) => `vietnam-post-${n}`))
    expect(vietnam.pagination.total).toBe(5)
    expect(vietnam.countries).toEqual([
      { country: 'germany', count: 57 },
      { country: 'japan', count: 3 },
      { country: 'vietnam', count: 5 },
    ])
    expect((await list('?country=VIETNAM')).pagination.total).toBe(5)
    expect((await list('?country=atlantis')).posts).toEqual([])
  })

  it('searches title, excerpt and tags case-insensitively, matching the text literally too', async () => {
    expect((await list('?search=JAPAN')).posts.map((p) => p.slug)).toEqual([
      'japan-post-1',
      'japan-post-2',
      'japan-post-3',
    ])
    // Only in a tag of vietnam-post-3.
    expect((await list('?search=portrait%20check')).posts.map((p) => p.slug)).toEqual(['vietnam-post-3'])
    // Only in an excerpt, and % and _ are not wildcards.
    // ('off' is an English stop word, so as words this is '50': the title 'Germany article 50' ranks first.)
    expect((await list('?search=50%25_off')).posts.map((p) => p.slug)).toEqual([
      'germany-post-50',
      'germany-post-1',
    ])
    // '5%' is not '5' followed by anything: the 50%_off post is not found, only posts with the word 5.
    const five = (await list('?search=5%25')).posts.map((p) => p.slug)
    expect(five).not.toContain('germany-post-1')
    expect(five.sort()).toEqual(['germany-post-5', 'vietnam-post-5'])
    // Search and country together; an empty search is no filter.
    expect((await list('?search=e-visa&country=vietnam')).pagination.total).toBe(1)
    expect((await list('?search=&country=japan')).pagination.total).toBe(3)
  })

  it('finds words anywhere in the article, stemmed and ranked, but never in its markup', async () => {
    const slugs = async (query: string) => (await list(query)).posts.map((p) => p.slug)
    // In japan-post-2's body only, and in germany-post-3's title: the title ranks first though older.
    expect(await slugs('?search=glasses')).toEqual(['germany-post-3', 'japan-post-2'])
    // English stemming: 'glass' and 'Glasses' are one word; case does not matter.
    expect(await slugs('?search=GLASS')).toEqual(['germany-post-3', 'japan-post-2'])
    expect(await slugs('?search=remove%20glasses')).toEqual(['japan-post-2'])
    // A class name and a tag name in the markup are not words of the article.
    expect(await slugs('?search=glare')).toEqual([])
    expect(await slugs('?search=onclick')).toEqual([])
    // Quotes, minus signs and stray operators are text, never a query syntax error.
    expect(await slugs('?search=%22glasses%20before%22%20-germany')).toEqual(['japan-post-2'])
    expect((await list('?search=%26%7C!(')).posts).toEqual([])
  })

  it('GET /api/blog/:slug returns the whole post with nulls left out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog/japan-post-1' })
    expect(res.statusCode).toBe(200)
    const body = res.json() as BlogPost
    expect(blogPostSchema.parse(body)).toEqual(body)
    expect(body).not.toHaveProperty('metaDescription')
    expect(body).not.toHaveProperty('keywords')
    expect(body).not.toHaveProperty('schema')
    expect(body.author).toBe('Visa Photo Studio Editorial Team')
  })

  it('sanitises article HTML on the way out: no script, no event handlers, no javascript: links', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog/vietnam-post-1' })
    const body = res.json() as BlogPost
    expect(body.metaDescription).toBe('Vietnam meta')
    expect(body.keywords).toEqual(['vietnam visa photo'])
    expect(body.content).not.toMatch(/<script/i)
    expect(body.content).not.toContain('alert(1)')
    expect(body.content).not.toMatch(/onerror|onclick/i)
    expect(body.content).not.toMatch(/javascript:/i)
    expect(body.content).toContain('<h2>Size</h2>')
    expect(body.content).toContain('<a href="/blog">good</a>')
    expect(body.content).toContain('<img src="/x.png">')
  })

  it('lets caches keep blog answers only if they revalidate, so a publish shows on the next request', async () => {
    for (const url of [
      '/api/blog',
      '/api/blog/japan-post-1',
      '/api/blog/country/japan',
      `/api/blog/related/japan/${randomUUID()}`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers 404 in the error shape for an unknown slug and for drafts', async () => {
    for (const slug of ['no-such-post', 'vietnam-draft']) {
      const res = await app.inject({ method: 'GET', url: `/api/blog/${slug}` })
      expect(res.statusCode, slug).toBe(404)
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No published article has this address' },
      })
    }
  })

  it('GET /api/blog/related/:country/:postId gives 3 newest of that country, never the post itself', async () => {
    const first = (await list('?country=vietnam')).posts[0]
    const res = await app.inject({ method: 'GET', url: `/api/blog/related/vietnam/${first?.id}` })
    expect(res.statusCode).toBe(200)
    const related = blogPostSummaryListSchema.parse(res.json())
    expect(related.map((p) => p.slug)).toEqual(['vietnam-post-2', 'vietnam-post-3', 'vietnam-post-4'])
    expect(related.map((p) => p.country)).toEqual(['vietnam', 'vietnam', 'vietnam'])

    const bad = await app.inject({ method: 'GET', url: '/api/blog/related/vietnam/not-an-id' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_ERROR')
  })

  it('GET /api/blog/country/:country lists its published summaries newest first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog/country/japan' })
    expect(res.statusCode).toBe(200)
    const posts = blogPostSummaryListSchema.parse(res.json())
    expect(posts.map((p) => p.slug)).toEqual(['japan-post-1', 'japan-post-2', 'japan-post-3'])
    const none = await app.inject({ method: 'GET', url: '/api/blog/country/atlantis' })
    expect(none.json()).toEqual([])
  })
})

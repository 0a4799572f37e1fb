import { describe, expect, it } from 'vitest'
import { blogListQuerySchema, blogListResponseSchema, blogPostSchema, blogPostSummarySchema } from './blog.ts'

const post = {
  id: 1,
  slug: 'vietnam-visa-photo-requirements-complete-guide',
  title: 'Vietnam Visa Photo Requirements: Complete Guide',
  excerpt: 'Everything you need for a compliant Vietnam e-visa photo.',
  content: '<h2>Size</h2><p>4x6 cm</p>',
  tags: ['vietnam', 'e-visa'],
  country: 'vietnam',
  featured: true,
  author: 'Visa Photo Studio Team',
  publishedAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-02-01T10:30:00+07:00',
  readingTime: '8 min read',
}

describe('blogPostSchema', () => {
  it('accepts a minimal post and one with every optional field', () => {
    expect(blogPostSchema.safeParse(post).success).toBe(true)
    const full = {
      ...post,
      id: 'a1b2c3',
      metaDescription: 'Meta',
      keywords: ['vietnam visa photo'],
      schema: { '@type': 'Article', image: 'https://example.com/a.jpg' },
    }
    expect(blogPostSchema.parse(full)).toEqual(full)
    expect(
      blogPostSchema.safeParse({ ...post, schema: { image: { url: '/a.jpg', width: 1200 } } }).success,
    ).toBe(true)
  })

  it.each([
    ['publishedAt', { publishedAt: '15 January 2026' }],
    ['updatedAt', { updatedAt: '2026-02-01' }],
    ['slug', { slug: 'Vietnam Guide' }],
    ['tags', { tags: 'vietnam' }],
    ['featured', { featured: 'yes' }],
    ['keywords', { keywords: [1] }],
    ['schema', { schema: { image: 42 } }],
  ])('rejects a bad %s', (field, patch) => {
    const result = blogPostSchema.safeParse({ ...post, ...patch })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path[0]).toBe(field)
  })

  it('requires content', () => {
    const { content: _, ...noContent } = post
    expect(blogPostSchema.safeParse(noContent).success).toBe(false)
  })
})

describe('blogPostSummarySchema and blogListResponseSchema', () => {
  const summary = {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt,
    readingTime: post.readingTime,
    tags: post.tags,
    country: post.country,
    featured: post.featured,
  }

  it('keeps only summary fields', () => {
    expect(blogPostSummarySchema.parse(post)).toEqual(summary)
  })

  it('needs country and featured for the list filters', () => {
    const { country: _, ...noCountry } = summary
    expect(blogPostSummarySchema.safeParse(noCountry).success).toBe(false)
  })

  it('accepts a list page and rejects a limit above 50', () => {
    const page = { posts: [summary], pagination: { totalPages: 3, total: 120, page: 1, limit: 50 } }
    expect(blogListResponseSchema.safeParse(page).success).toBe(true)
    expect(
      blogListResponseSchema.safeParse({
        posts: [],
        pagination: { totalPages: 0, total: 0, page: 1, limit: 50 },
      }).success,
    ).toBe(true)
    expect(
      blogListResponseSchema.safeParse({ ...page, pagination: { ...page.pagination, limit: 51 } }).success,
    ).toBe(false)
    expect(blogListResponseSchema.safeParse({ posts: [summary] }).success).toBe(false)
  })

  it('parses list query strings with safe defaults', () => {
    expect(blogListQuerySchema.parse({ page: '2', limit: '20' })).toEqual({ page: 2, limit: 20 })
    expect(blogListQuerySchema.parse({})).toEqual({ page: 1, limit: 50 })
    expect(blogListQuerySchema.parse({ page: '-1', limit: '500' })).toEqual({ page: 1, limit: 50 })
  })
})

describe('blogListQuerySchema filters', () => {
  it('trims search and lower-cases country; empty values mean no filter', () => {
    expect(blogListQuerySchema.parse({ search: '  japan ', country: 'Vietnam' })).toEqual({
      page: 1,
      limit: 50,
      search: 'japan',
      country: 'vietnam',
    })
    const empty = blogListQuerySchema.parse({ search: '   ', country: '' })
    expect(empty.search).toBeUndefined()
    expect(empty.country).toBeUndefined()
  })

  it('drops a search longer than 100 characters instead of failing', () => {
    expect(blogListQuerySchema.parse({ search: 'x'.repeat(101) }).search).toBeUndefined()
  })
})

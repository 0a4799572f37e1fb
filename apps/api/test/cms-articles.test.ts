// The staff article API: the editor stores sanitised HTML, slugs are unique, the list filters, and
// publish / unpublish / delete reach the public blog API at once; every change is in the audit log.
import { CMS, CMS_MESSAGES, type CmsArticle, COUNTRY_SPECS, cmsArticleSchema } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from './blog-fixtures.ts'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const HOSTILE =
  '<h2 id="size">Photo size</h2><p onclick="steal()">Keep <strong>35 x 45 mm</strong>.<script>alert(1)</script></p><img src="/x.png" alt="Sample" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="/blog">guides</a>'
const SANITISED =
  '<h2 id="section-size">Photo size</h2><p>Keep <strong>35 x 45 mm</strong>.</p><img src="/x.png" alt="Sample"><a href>bad</a> <a href="/blog">guides</a>'

const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Japan Visa Photo Size',
  slug: 'japan-visa-photo-size',
  excerpt: 'What the embassy asks for.',
  metaDescription: 'Japan visa photo size, background and file rules.',
  content: '<p>Short body.</p>',
  tags: ['Japan', 'Size'],
  country: 'japan',
  featured: false,
  author: 'Editorial Team',
  keywords: ['japan visa photo'],
  status: 'draft',
  ...overrides,
})

describe.each(testDatabases)('staff articles API on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  let staff: SignedIn

  beforeAll(async () => {
    const { db } = database()
    await db.deleteFrom('blog_posts').execute()
    app = await buildCmsTestApp(database())
    await app.ready()
    const user = await createStaffUser(db, { role: 'editor', email: `articles-${target.name}@example.test` })
    staff = await signIn(app, user)
  })
  afterAll(async () => {
    await app?.close()
  })

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: staff.headers, ...(payload === undefined ? {} : { payload }) })

  async function create(overrides: Record<string, unknown> = {}): Promise<CmsArticle> {
    const res = await send('POST', '/api/cms/articles', input(overrides))
    expect(res.statusCode, res.body).toBe(201)
    return cmsArticleSchema.parse(res.json())
  }

  const auditOf = (id: string) =>
    database()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_email', 'target'])
      .where('target', '=', `article:${id}`)
      .orderBy('id')
      .execute()

  it('stores the content sanitised, with its reading time, and answers 201 with the article', async () => {
    const article = await create({ slug: 'hostile-html', content: HOSTILE })
    expect(article.content).toBe(SANITISED)
    expect(article.readingTime).toBe('1 min read')
    expect(article.status).toBe('draft')
    expect(article.publishedAt).toBeNull()
    expect(article.keywords).toEqual(['japan visa photo'])

    const row = await database()
      .db.selectFrom('blog_posts')
      .select(['content', 'reading_time', 'status', 'published_at'])
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      content: SANITISED,
      reading_time: '1 min read',
      status: 'draft',
      published_at: null,
    })

    const fetched = await send('GET', `/api/cms/articles/${article.id}`)
    expect(fetched.statusCode).toBe(200)
    expect(fetched.json()).toEqual(article)
  })

  it('sanitises an edit too, and the preview exactly as a save would', async () => {
    const article = await create({ slug: 'edited-html' })
    const saved = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'edited-html', content: HOSTILE }),
    )
    expect(saved.statusCode).toBe(200)
    expect(saved.json().content).toBe(SANITISED)

    const preview = await send('POST', '/api/cms/articles/preview', { content: HOSTILE })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toEqual({ content: SANITISED, readingTime: '1 min read' })
  })

  it('refuses a slug another article has with 409, on create and on save, and reports it as taken', async () => {
    const first = await create({ slug: 'taken-slug' })
    const before = await database().db.selectFrom('blog_posts').select('id').execute()

    const dup = await send('POST', '/api/cms/articles', input({ slug: 'taken-slug', title: 'Another' }))
    expect(dup.statusCode).toBe(409)
    expect(dup.json()).toEqual({ error: { code: 'SLUG_TAKEN', message: CMS_MESSAGES.slugTaken } })
    expect(await database().db.selectFrom('blog_posts').select('id').execute()).toHaveLength(before.length)

    const other = await create({ slug: 'other-slug' })
    const clash = await send('PUT', `/api/cms/articles/${other.id}`, input({ slug: 'taken-slug' }))
    expect(clash.statusCode).toBe(409)
    expect(clash.json().error.message).toBe(CMS_MESSAGES.slugTaken)
    // Saving an article under its own slug is not a clash.
    const same = await send(
      'PUT',
      `/api/cms/articles/${first.id}`,
      input({ slug: 'taken-slug', title: 'Renamed' }),
    )
    expect(same.statusCode).toBe(200)
    expect(same.json().title).toBe('Renamed')

    const check = async (query: string) => (await send('GET', `/api/cms/articles/slug?${query}`)).json()
    expect(await check('slug=taken-slug')).toEqual({ available: false })
    expect(await check(`slug=taken-slug&excludeId=${first.id}`)).toEqual({ available: true })
    expect(await check('slug=never-used')).toEqual({ available: true })
  })

  it('refuses a country the codes list does not know with 400, and takes added and disabled ones', async () => {
    const countBefore = (await database().db.selectFrom('blog_posts').select('id').execute()).length
    const unknown = await send(
      'POST',
      '/api/cms/articles',
      input({ slug: 'atlantis-guide', country: 'atlantis' }),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      error: { code: 'UNKNOWN_COUNTRY', message: CMS_MESSAGES.unknownCountry },
    })
    expect(await database().db.selectFrom('blog_posts').select('id').execute()).toHaveLength(countBefore)

    const article = await create({ slug: 'moved-guide' })
    const moved = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'moved-guide', country: 'atlantis' }),
    )
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error.message).toBe(CMS_MESSAGES.unknownCountry)

    // Added in the codes manager: now a destination, so an article may file under it.
    const added = await send('POST', '/api/cms/codes', {
      slug: 'atlantis',
      name: 'Atlantis',
      spec: COUNTRY_SPECS.japan,
    })
    expect(added.statusCode, added.body).toBe(201)
    expect((await create({ slug: 'atlantis-guide', country: 'atlantis' })).country).toBe('atlantis')
    // A disabled destination is still known: its guides stay editable while its page is off.
    expect((await send('PATCH', '/api/cms/codes/atlantis', { enabled: false })).statusCode).toBe(200)
    const kept = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'moved-guide', country: 'atlantis' }),
    )
    expect(kept.statusCode, kept.body).toBe(200)
  })

  it('lets an article keep a stored country the list lacks, refuses moving it to one, and 404s first', async () => {
    const article = await create({ slug: 'legacy-country' })
    // Older data: a code no destination has, written before the check existed.
    await database()
      .db.updateTable('blog_posts')
      .set({ country: 'lemuria' })
      .where('id', '=', article.id)
      .execute()
    const kept = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'legacy-country', country: 'lemuria', title: 'Edited' }),
    )
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json()).toMatchObject({ title: 'Edited', country: 'lemuria' })

    const moved = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'legacy-country', country: 'mu' }),
    )
    expect(moved.statusCode).toBe(400)
    expect(moved.json().error.code).toBe('UNKNOWN_COUNTRY')

    const missing = await send(
      'PUT',
      '/api/cms/articles/00000000-0000-4000-8000-000000000000',
      input({ slug: 'ghost', country: 'mu' }),
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('NOT_FOUND')
  })

  it('answers 404 with the article message for unknown and malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const [method, url, body] of [
      ['GET', `/api/cms/articles/${unknown}`, undefined],
      ['GET', '/api/cms/articles/not-a-uuid', undefined],
      ['PUT', `/api/cms/articles/${unknown}`, input({ slug: 'ghost' })],
      ['PUT', '/api/cms/articles/12345', input({ slug: 'ghost' })],
      ['POST', `/api/cms/articles/${unknown}/publish`, undefined],
      ['POST', '/api/cms/articles/nope/unpublish', undefined],
      ['DELETE', `/api/cms/articles/${unknown}`, undefined],
      ['DELETE', '/api/cms/articles/1', undefined],
    ] as const) {
      const res = await send(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json(), `${method} ${url}`).toEqual({
        error: { code: 'NOT_FOUND', message: CMS_MESSAGES.articleNotFound },
      })
    }
  })

  it('rejects bad input with a clear message and stores nothing', async () => {
    const count = async () => (await database().db.selectFrom('blog_posts').select('id').execute()).length
    const before = await count()

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/cms/articles',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: '{"title": "half',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toEqual({
      error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
    })

    const invalid = await send('POST', '/api/cms/articles', input({ title: '  ', slug: 'Not A Slug' }))
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().error.code).toBe('VALIDATION_ERROR')
    expect(invalid.json().error.message).toContain('body.title: Title is required')
    expect(invalid.json().error.message).toContain(
      'body.slug: Slug must be lower-case words joined by hyphens',
    )

    const tooLong = await send(
      'POST',
      '/api/cms/articles',
      input({ slug: 'too-long', content: 'x'.repeat(CMS.maxContentLength + 1) }),
    )
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toMatch(/^Invalid request: body\.content/)

    const oversize = await app.inject({
      method: 'POST',
      url: '/api/cms/articles',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(input({ slug: 'oversize', content: '"'.repeat(CMS.maxContentLength * 2) })),
    })
    expect(oversize.statusCode).toBe(413)
    expect(oversize.json().error.code).toBe('PAYLOAD_TOO_LARGE')

    expect(await count()).toBe(before)
  })

  it('publishes to the public API, keeps the first publication date across edits, unpublishes and deletes', async () => {
    const article = await create({ slug: 'lifecycle', title: 'Lifecycle guide' })
    const publicGet = (slug: string) => app.inject({ method: 'GET', url: `/api/blog/${slug}` })
    expect((await publicGet('lifecycle')).statusCode).toBe(404)

    const published = await send('POST', `/api/cms/articles/${article.id}/publish`)
    expect(published.statusCode).toBe(200)
    const firstDate = published.json().publishedAt as string
    expect(published.json().status).toBe('published')
    expect(Date.now() - Date.parse(firstDate)).toBeLessThan(60_000)
    const live = await publicGet('lifecycle')
    expect(live.statusCode).toBe(200)
    expect(live.json().title).toBe('Lifecycle guide')

    const edited = await send(
      'PUT',
      `/api/cms/articles/${article.id}`,
      input({ slug: 'lifecycle', title: 'Lifecycle guide, revised', status: 'published' }),
    )
    expect(edited.json().publishedAt).toBe(firstDate)
    expect((await publicGet('lifecycle')).json().title).toBe('Lifecycle guide, revised')

    const unpublished = await send('POST', `/api/cms/articles/${article.id}/unpublish`)
    expect(unpublished.json().status).toBe('draft')
    expect((await publicGet('lifecycle')).statusCode).toBe(404)

    // Publishing again is not a first publication: the date readers saw stays.
    const again = await send('POST', `/api/cms/articles/${article.id}/publish`)
    expect(again.json().publishedAt).toBe(firstDate)
    expect((await publicGet('lifecycle')).statusCode).toBe(200)

    const deleted = await send('DELETE', `/api/cms/articles/${article.id}`)
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await publicGet('lifecycle')).statusCode).toBe(404)
    expect((await send('GET', `/api/cms/articles/${article.id}`)).statusCode).toBe(404)

    const audit = await auditOf(article.id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'article.create',
      'article.publish',
      'article.update',
      'article.unpublish',
      'article.publish',
      'article.delete',
    ])
    for (const entry of audit) {
      expect(entry.actor_id).toBe(staff.user.id)
      expect(entry.actor_email).toBe(staff.user.email)
    }
  })

  it('creates an article published at once with a publication date', async () => {
    const article = await create({ slug: 'straight-out', status: 'published' })
    expect(article.publishedAt).not.toBeNull()
    expect((await app.inject({ method: 'GET', url: '/api/blog/straight-out' })).statusCode).toBe(200)
  })

  describe('list', () => {
    beforeAll(async () => {
      const { db } = database()
      await db.deleteFrom('blog_posts').execute()
      const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes))
      await db
        .insertInto('blog_posts')
        .values([
          post({ slug: 'vietnam-size', title: 'Vietnam photo size', country: 'vietnam', updated_at: at(5) }),
          post({
            slug: 'vietnam-draft',
            title: 'Vietnam draft',
            country: 'vietnam',
            status: 'draft',
            published_at: null,
            updated_at: at(9),
          }),
          post({ slug: 'japan-size', title: 'Japan photo size', country: 'japan', updated_at: at(1) }),
          post({
            slug: 'japan-background',
            title: 'Japan background',
            country: 'japan',
            tags: ['Background'],
            updated_at: at(7),
          }),
          post({
            slug: 'india-draft',
            title: 'India 50%_off draft',
            country: 'india',
            status: 'draft',
            published_at: null,
            updated_at: at(3),
          }),
        ])
        .execute()
    })

    const list = async (query = '') => {
      const res = await send('GET', `/api/cms/articles${query}`)
      expect(res.statusCode, query).toBe(200)
      return res.json() as { articles: { slug: string; status: string }[]; pagination: unknown }
    }

    it('lists drafts and published articles, the latest change first, with pagination', async () => {
      const all = await list()
      expect(all.articles.map((a) => a.slug)).toEqual([
        'vietnam-draft',
        'japan-background',
        'vietnam-size',
        'india-draft',
        'japan-size',
      ])
      expect(all.pagination).toEqual({ page: 1, limit: CMS.pageSize, total: 5, totalPages: 1 })
      const second = await list('?limit=2&page=2')
      expect(second.articles.map((a) => a.slug)).toEqual(['vietnam-size', 'india-draft'])
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 })
    })

    it('filters by status, country and search, alone and together', async () => {
      expect((await list('?status=draft')).articles.map((a) => a.slug)).toEqual([
        'vietnam-draft',
        'india-draft',
      ])
      expect((await list('?status=published')).pagination).toMatchObject({ total: 3 })
      expect((await list('?country=japan')).articles.map((a) => a.slug)).toEqual([
        'japan-background',
        'japan-size',
      ])
      expect((await list('?country=vietnam&status=published')).articles.map((a) => a.slug)).toEqual([
        'vietnam-size',
      ])
      // Title, slug and tags match case-insensitively; LIKE wildcards are taken literally.
      expect((await list('?search=SIZE')).pagination).toMatchObject({ total: 2 })
      expect((await list('?search=background')).articles.map((a) => a.slug)).toEqual(['japan-background'])
      expect((await list('?search=50%25_off')).articles.map((a) => a.slug)).toEqual(['india-draft'])
      expect((await list('?search=50%25off')).pagination).toMatchObject({ total: 0 })
      // Unknown filter values are ignored rather than failing the page.
      expect((await list('?status=archived&country=')).pagination).toMatchObject({ total: 5 })
    })
  })

  it('requires a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/articles' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe(CMS_MESSAGES.signInRequired)
  })
})

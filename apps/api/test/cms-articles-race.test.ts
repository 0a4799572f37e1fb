// Two editors saving the same slug at the same moment both pass the friendly pre-check; the database's
// unique constraint then decides, and the loser must get the same 409 as a plain duplicate, not a 500.
// The pre-check is switched off here so every duplicate reaches the constraint.
import { CMS_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

vi.mock('../src/cms/articles/repository.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/cms/articles/repository.ts')>()),
  slugInUse: async () => false,
}))

const input = (slug: string, title: string) => ({
  title,
  slug,
  excerpt: '',
  content: '<p>Body</p>',
  tags: [],
  country: 'japan',
  featured: false,
  author: 'Editorial Team',
  keywords: [],
  status: 'draft',
})

describe.each(testDatabases)('slug races on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  let staff: SignedIn

  beforeAll(async () => {
    await database().db.deleteFrom('blog_posts').execute()
    app = await buildCmsTestApp(database())
    await app.ready()
    staff = await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
  })
  afterAll(async () => {
    await app?.close()
  })

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: staff.headers, payload })

  it('turns the unique constraint into 409 slugTaken on create and on save, writing nothing', async () => {
    const first = await send('POST', '/api/cms/articles', input('raced', 'First'))
    expect(first.statusCode).toBe(201)

    const second = await send('POST', '/api/cms/articles', input('raced', 'Second'))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ error: { code: 'SLUG_TAKEN', message: CMS_MESSAGES.slugTaken } })

    const other = await send('POST', '/api/cms/articles', input('other', 'Other'))
    const save = await send('PUT', `/api/cms/articles/${other.json().id}`, input('raced', 'Other'))
    expect(save.statusCode).toBe(409)
    expect(save.json().error.message).toBe(CMS_MESSAGES.slugTaken)

    const rows = await database()
      .db.selectFrom('blog_posts')
      .select(['slug', 'title'])
      .orderBy('slug')
      .execute()
    expect(rows).toEqual([
      { slug: 'other', title: 'Other' },
      { slug: 'raced', title: 'First' },
    ])
    // The failed transactions wrote no audit entry either.
    const actions = await database()
      .db.selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', staff.user.id)
      .where('action', 'like', 'article.%')
      .execute()
    expect(actions.map((a) => a.action).sort()).toEqual(['article.create', 'article.create'])
  })
})

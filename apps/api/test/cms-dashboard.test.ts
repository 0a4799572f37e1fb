// GET /api/cms/dashboard on seeded data: article counts by status, feedback of the last 7 days, unread
// feedback and the latest messages.
import { CMS, CMS_MESSAGES, dashboardSchema } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { post } from './blog-fixtures.ts'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const HOUR_MS = 3_600_000

describe.each(testDatabases)('staff dashboard on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  let staff: SignedIn

  beforeAll(async () => {
    const { db } = database()
    await db.deleteFrom('blog_posts').execute()
    await db.deleteFrom('feedback').execute()
    app = await buildCmsTestApp(database())
    await app.ready()
    staff = await signIn(app, await createStaffUser(db, { role: 'editor' }))
  })
  afterAll(async () => {
    await app?.close()
  })

  const dashboard = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/dashboard', headers: staff.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return dashboardSchema.parse(res.json())
  }

  it('shows zeros and no messages on an empty site', async () => {
    expect(await dashboard()).toEqual({
      articles: { published: 0, draft: 0 },
      feedback: { thisWeek: 0, unread: 0, latest: [] },
    })
  })

  it('counts published and draft articles, this week’s and unread feedback, and lists the newest five', async () => {
    const { db } = database()
    await db
      .insertInto('blog_posts')
      .values([
        post({ slug: 'a' }),
        post({ slug: 'b' }),
        post({ slug: 'c' }),
        post({ slug: 'd', status: 'draft', published_at: null }),
        post({ slug: 'e', status: 'draft', published_at: null }),
      ])
      .execute()
    const now = Date.now()
    // Hours ago, and whether staff have read it. Three inside the last 7 days, four unread.
    const messages: [string, number, boolean][] = [
      ['one hour', 1, false],
      ['two days', 48, true],
      ['six days', 6 * 24, false],
      ['eight days', 8 * 24, false],
      ['thirty days', 30 * 24, true],
      ['ninety days', 90 * 24, false],
    ]
    await db
      .insertInto('feedback')
      .values(
        messages.map(([name, hours, read]) => ({
          name,
          email: 'visitor@example.com',
          message: `Sent ${name} ago`,
          created_at: new Date(now - hours * HOUR_MS),
          read_at: read ? new Date(now - HOUR_MS / 2) : null,
        })),
      )
      .execute()

    const result = await dashboard()
    expect(result.articles).toEqual({ published: 3, draft: 2 })
    expect(result.feedback.thisWeek).toBe(3)
    expect(result.feedback.unread).toBe(4)
    expect(result.feedback.latest.map((item) => item.name)).toEqual([
      'one hour',
      'two days',
      'six days',
      'eight days',
      'thirty days',
    ])
    expect(result.feedback.latest).toHaveLength(CMS.dashboardLatestFeedback)
    expect(result.feedback.latest.map((item) => item.read)).toEqual([false, true, false, false, true])
  })

  it('follows publishing: a published draft moves from one count to the other', async () => {
    const draft = await database()
      .db.selectFrom('blog_posts')
      .select('id')
      .where('slug', '=', 'd')
      .executeTakeFirstOrThrow()
    const res = await app.inject({
      method: 'POST',
      url: `/api/cms/articles/${draft.id}/publish`,
      headers: staff.headers,
    })
    expect(res.statusCode).toBe(200)
    expect((await dashboard()).articles).toEqual({ published: 4, draft: 1 })
  })

  it('requires a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/cms/dashboard' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe(CMS_MESSAGES.signInRequired)
  })
})

// The feedback inbox: list and search, read and unread, the screenshot shown to signed-in staff only with
// headers that keep it a picture, and deletion of the message together with its stored screenshot.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CMS_MESSAGES, type FeedbackItem, feedbackListSchema, imagePathFromUploadUrl } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { mintUploadUrl, putUpload, TINY_PNG } from './feedback-helpers.ts'
import { tempDir } from './helpers.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('feedback inbox on $name', (target) => {
  const database = useTestDatabase(target)
  const dataDir = tempDir('inbox')
  let app: FastifyInstance
  let staff: SignedIn
  // Filled in beforeAll: the ids of the seeded messages by sender name.
  const ids: Record<string, string> = {}
  let screenshotKey = ''

  const objectFile = (key: string) => path.join(dataDir, 'objects', ...key.split('/'))

  beforeAll(async () => {
    const { db } = database()
    await db.deleteFrom('feedback').execute()
    app = await buildCmsTestApp(database(), {
      env: { DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(32), RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000' },
    })
    await app.ready()
    staff = await signIn(app, await createStaffUser(db, { role: 'editor' }))

    // Through the public flow, so the screenshot is stored and its type sniffed exactly as in production.
    const url = await mintUploadUrl(app)
    expect((await putUpload(app, url, TINY_PNG)).statusCode).toBe(204)
    const imagePath = imagePathFromUploadUrl(url) ?? ''
    screenshotKey = imagePath.replace(/^\/objects\//, '')
    const submissions = [
      { name: 'Ana Souza', email: 'ana@example.com', feedback: 'The crop worked first time.', imagePath },
      { name: 'Bo Chen', email: 'bo@example.org', feedback: 'Download button was hard to find.' },
      { name: 'Chloé Martin', email: 'chloe@example.fr', feedback: 'Please add Brazil passports.' },
    ]
    for (const payload of submissions) {
      const res = await app.inject({ method: 'POST', url: '/api/feedback', payload })
      expect(res.statusCode, res.body).toBe(201)
      ids[payload.name] = res.json().id
    }
    // Distinct creation times, a minute apart in the order sent, so "newest first" has one answer.
    for (const [i, name] of Object.keys(ids).entries()) {
      await database()
        .db.updateTable('feedback')
        .set({ created_at: new Date(Date.UTC(2026, 10, 1, 9, i)) })
        .where('id', '=', ids[name] as string)
        .execute()
    }
  })
  afterAll(async () => {
    await app?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: staff.headers, ...(payload === undefined ? {} : { payload }) })

  const list = async (query = '') => {
    const res = await send('GET', `/api/cms/feedback${query}`)
    expect(res.statusCode, query).toBe(200)
    return feedbackListSchema.parse(res.json())
  }
  const names = (items: FeedbackItem[]) => items.map((item) => item.name)

  it('lists every message newest first, unread, with a screenshot address only where one was attached', async () => {
    const { items, pagination } = await list()
    expect(names(items)).toEqual(['Chloé Martin', 'Bo Chen', 'Ana Souza'])
    expect(pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 })
    const ana = items[2]
    expect(ana).toMatchObject({
      id: ids['Ana Souza'],
      email: 'ana@example.com',
      message: 'The crop worked first time.',
      read: false,
      screenshotUrl: `/api/cms/feedback/${ids['Ana Souza']}/screenshot`,
    })
    expect(items[0]?.screenshotUrl).toBeNull()
    expect(names((await list('?limit=1&page=2')).items)).toEqual(['Bo Chen'])
  })

  it('searches name, email and message case-insensitively', async () => {
    expect(names((await list('?search=BRAZIL')).items)).toEqual(['Chloé Martin'])
    expect(names((await list('?search=example.org')).items)).toEqual(['Bo Chen'])
    expect(names((await list('?search=souza')).items)).toEqual(['Ana Souza'])
    expect((await list('?search=example')).pagination.total).toBe(3)
    expect((await list('?search=nobody')).pagination.total).toBe(0)
  })

  it('marks read and unread, keeps the first read time, and filters on it', async () => {
    const bo = ids['Bo Chen'] ?? ''
    const read = await send('PATCH', `/api/cms/feedback/${bo}`, { read: true })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ id: bo, read: true })
    const readAt = async () =>
      (
        await database()
          .db.selectFrom('feedback')
          .select('read_at')
          .where('id', '=', bo)
          .executeTakeFirstOrThrow()
      ).read_at
    const first = await readAt()
    expect(first).toBeInstanceOf(Date)
    await send('PATCH', `/api/cms/feedback/${bo}`, { read: true })
    expect(await readAt()).toEqual(first)

    expect(names((await list('?status=read')).items)).toEqual(['Bo Chen'])
    expect(names((await list('?status=unread')).items)).toEqual(['Chloé Martin', 'Ana Souza'])
    expect(names((await list('?status=unread&search=ana')).items)).toEqual(['Ana Souza'])

    const unread = await send('PATCH', `/api/cms/feedback/${bo}`, { read: false })
    expect(unread.json().read).toBe(false)
    expect(await readAt()).toBeNull()
    expect((await list('?status=read')).pagination.total).toBe(0)

    const bad = await send('PATCH', `/api/cms/feedback/${bo}`, { read: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_ERROR')

    const audit = await database()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id', 'target'])
      .where('target', '=', `feedback:${bo}`)
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'feedback.mark_read', actor_id: staff.user.id, target: `feedback:${bo}` },
      { action: 'feedback.mark_read', actor_id: staff.user.id, target: `feedback:${bo}` },
      { action: 'feedback.mark_unread', actor_id: staff.user.id, target: `feedback:${bo}` },
    ])
  })

  it('streams the screenshot to signed-in staff as the sniffed image type, sandboxed and uncached', async () => {
    const url = `/api/cms/feedback/${ids['Ana Souza']}/screenshot`
    const res = await send('GET', url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-disposition']).toBe('inline')
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true)

    const anonymous = await app.inject({ method: 'GET', url })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error.message).toBe(CMS_MESSAGES.signInRequired)
    expect(anonymous.rawPayload.includes(TINY_PNG)).toBe(false)
  })

  it('does not serve anything that is not a sniffed image, nor a screenshot that is gone', async () => {
    const none = await send('GET', `/api/cms/feedback/${ids['Bo Chen']}/screenshot`)
    expect(none.statusCode).toBe(404)

    // A row written around the upload check: HTML with script under a screenshot key.
    const { db } = database()
    const key = 'feedback/planted0html0file'
    mkdirSync(path.dirname(objectFile(key)), { recursive: true })
    writeFileSync(objectFile(key), '<html><script>alert(1)</script></html>')
    await db
      .insertInto('uploads')
      .values({ key, status: 'attached', content_type: 'text/html', size_bytes: 39 })
      .execute()
    const planted = await db
      .insertInto('feedback')
      .values({ name: 'Mallory', email: 'm@example.com', message: 'x', image_key: key })
      .returning('id')
      .executeTakeFirstOrThrow()
    const html = await send('GET', `/api/cms/feedback/${planted.id}/screenshot`)
    expect(html.statusCode).toBe(404)
    expect(html.body).not.toContain('<script>')
    await send('DELETE', `/api/cms/feedback/${planted.id}`)

    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const res = await send('GET', `/api/cms/feedback/${id}/screenshot`)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.message).toBe(CMS_MESSAGES.feedbackNotFound)
    }
  })

  it('answers 404 with the feedback message for unknown and malformed ids', async () => {
    for (const [method, url] of [
      ['PATCH', `/api/cms/feedback/${UNKNOWN}`],
      ['PATCH', '/api/cms/feedback/42'],
      ['DELETE', `/api/cms/feedback/${UNKNOWN}`],
      ['DELETE', '/api/cms/feedback/nope'],
    ] as const) {
      const res = await send(method, url, method === 'PATCH' ? { read: true } : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: CMS_MESSAGES.feedbackNotFound } })
    }
  })

  it('deletes a message with its stored screenshot and upload record, and logs who did it', async () => {
    const ana = ids['Ana Souza'] ?? ''
    expect(existsSync(objectFile(screenshotKey))).toBe(true)

    const res = await send('DELETE', `/api/cms/feedback/${ana}`)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')

    const { db } = database()
    expect(
      await db.selectFrom('feedback').select('id').where('id', '=', ana).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      await db.selectFrom('uploads').select('key').where('key', '=', screenshotKey).executeTakeFirst(),
    ).toBeUndefined()
    expect(existsSync(objectFile(screenshotKey))).toBe(false)
    expect(names((await list()).items)).toEqual(['Chloé Martin', 'Bo Chen'])
    expect((await send('GET', `/api/cms/feedback/${ana}/screenshot`)).statusCode).toBe(404)
    expect((await send('DELETE', `/api/cms/feedback/${ana}`)).statusCode).toBe(404)

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_email', 'details'])
      .where('target', '=', `feedback:${ana}`)
      .execute()
    expect(audit).toEqual([
      {
        action: 'feedback.delete',
        actor_id: staff.user.id,
        actor_email: staff.user.email,
        details: { hadScreenshot: true },
      },
    ])
  })
})

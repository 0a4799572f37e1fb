// The feedback flow end to end through app.inject(): upload address -> PUT -> POST /api/feedback, on PGlite
// and (with TEST_DATABASE_URL) PostgreSQL.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { imagePathFromUploadUrl, UPLOAD_LIMITS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, useTestDatabase } from './databases.ts'
import {
  buildFeedbackApp,
  type FeedbackTestApp,
  mintUploadUrl,
  putUpload,
  TINY_PNG,
  VALID,
} from './feedback-helpers.ts'

const MB = UPLOAD_LIMITS.screenshotMaxBytes

describe.each(testDatabases)('feedback on $name', (target) => {
  const database = useTestDatabase(target)
  let ctx: FeedbackTestApp
  let app: FastifyInstance

  beforeAll(async () => {
    ctx = await buildFeedbackApp(database())
    app = ctx.app
  })
  afterAll(async () => {
    await app?.close()
  })

  const submit = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/feedback', payload })

  async function uploadPng(bytes: Buffer = TINY_PNG): Promise<string> {
    const url = await mintUploadUrl(app)
    const res = await putUpload(app, url, bytes)
    expect(res.statusCode).toBe(204)
    const imagePath = imagePathFromUploadUrl(url)
    if (!imagePath) throw new Error(`No image path in ${url}`)
    return imagePath
  }

  const feedbackRow = (id: string) =>
    database().db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst()
  const uploadRow = (key: string) =>
    database().db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst()

  describe('upload addresses', () => {
    it('POST /api/objects/upload answers a signed, root-relative address in the feedback folder', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/objects/upload' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const { uploadURL } = res.json()
      expect(uploadURL).toMatch(
        /^\/api\/objects\/upload\/feedback\/[0-9a-f]{32}\?expires=\d+&max=1048576&signature=[\w-]+$/,
      )
      const expires = Number(new URL(uploadURL, 'http://x').searchParams.get('expires'))
      expect(expires * 1000 - ctx.clock.now).toBeGreaterThan(14 * 60_000)
      expect(expires * 1000 - ctx.clock.now).toBeLessThanOrEqual(15 * 60_000)
      expect(imagePathFromUploadUrl(uploadURL)).toMatch(/^\/objects\/feedback\/[0-9a-f]{32}$/)
    })

    it('stores a PNG under DATA_DIR/objects/feedback and records its sniffed type', async () => {
      const imagePath = await uploadPng()
      const file = imagePath.split('/').pop() ?? ''
      const onDisk = path.join(ctx.dataDir, 'objects', 'feedback', file)
      expect(readFileSync(onDisk).equals(TINY_PNG)).toBe(true)
      expect(await uploadRow(`feedback/${file}`)).toMatchObject({
        status: 'stored',
        content_type: 'image/png',
        size_bytes: TINY_PNG.length,
      })
    })

    it('takes the type from the bytes: JPEG, GIF and WEBP sent as application/octet-stream', async () => {
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF'), 0, 1, 1])
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')
      const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([30, 0, 0, 0]), Buffer.from('WEBPVP8L')])
      for (const [bytes, type] of [
        [jpeg, 'image/jpeg'],
        [gif, 'image/gif'],
        [webp, 'image/webp'],
      ] as const) {
        const url = await mintUploadUrl(app)
        expect((await putUpload(app, url, bytes, 'application/octet-stream')).statusCode).toBe(204)
        const key = imagePathFromUploadUrl(url)?.replace('/objects/', '') ?? ''
        expect((await uploadRow(key))?.content_type).toBe(type)
      }
    })

    it('refuses a text file disguised as a PNG with 415, and keeps nothing', async () => {
      const url = await mintUploadUrl(app)
      const res = await putUpload(app, url, Buffer.from('just some text pretending to be an image\n'))
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({
        error: { code: 'UNSUPPORTED_IMAGE', message: 'The file is not a PNG, JPEG, WEBP or GIF image' },
      })
      const key = imagePathFromUploadUrl(url)?.replace('/objects/', '') ?? ''
      expect((await uploadRow(key))?.status).toBe('failed')
      expect(leftovers()).toEqual([])
    })

    it('refuses an empty body as not an image', async () => {
      const res = await putUpload(app, await mintUploadUrl(app), Buffer.alloc(0))
      expect(res.statusCode).toBe(415)
    })

    it('refuses more than 1 MB with 413, by declared length and while streaming', async () => {
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(MB + 1 - TINY_PNG.length)])
      const declared = await putUpload(app, await mintUploadUrl(app), big)
      expect(declared.statusCode).toBe(413)
      expect(declared.json()).toEqual({
        error: { code: 'UPLOAD_TOO_LARGE', message: 'Image file must be smaller than 1MB' },
      })

      // No Content-Length: the limit must hold while the bytes stream in, 64 KB at a time.
      const chunks = function* () {
        yield TINY_PNG
        for (let sent = 0; sent <= MB; sent += 65_536) yield Buffer.alloc(65_536)
      }
      const streamed = await putUpload(app, await mintUploadUrl(app), Readable.from(chunks()))
      expect(streamed.statusCode).toBe(413)
      expect(streamed.json().error.code).toBe('UPLOAD_TOO_LARGE')
      expect(leftovers()).toEqual([])
    })

    it('accepts exactly 1 MB', async () => {
      const exact = Buffer.concat([TINY_PNG, Buffer.alloc(MB - TINY_PNG.length)])
      expect((await putUpload(app, await mintUploadUrl(app), exact)).statusCode).toBe(204)
    })

    it('refuses a reused address with 403, even on another instance', async () => {
      const url = await mintUploadUrl(app)
      expect((await putUpload(app, url, TINY_PNG)).statusCode).toBe(204)
      const again = await putUpload(app, url, TINY_PNG)
      expect(again.statusCode).toBe(403)
      expect(again.json()).toEqual({
        error: { code: 'UPLOAD_URL_USED', message: 'This upload address has already been used' },
      })

      // A second process with the same secret and database: the claim is in the database, not in memory.
      const other = await buildFeedbackApp({ ...database(), dataDir: ctx.dataDir })
      try {
        const otherUrl = await mintUploadUrl(other.app)
        expect((await putUpload(app, otherUrl, TINY_PNG)).statusCode).toBe(204)
        expect((await putUpload(other.app, otherUrl, TINY_PNG)).statusCode).toBe(403)
      } finally {
        await other.app.close()
      }
    })

    it('refuses an expired address with 403', async () => {
      const url = await mintUploadUrl(app)
      const start = ctx.clock.now
      try {
        ctx.clock.now = start + 15 * 60_000
        const res = await putUpload(app, url, TINY_PNG)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({
          error: { code: 'UPLOAD_URL_EXPIRED', message: 'This upload address has expired' },
        })
      } finally {
        ctx.clock.now = start
      }
    })

    it.each([
      ['a changed size limit', (u: URL) => u.searchParams.set('max', String(10 * MB))],
      [
        'a later expiry',
        (u: URL) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 60)),
      ],
      ['another file name', (u: URL) => (u.pathname = u.pathname.replace(/[0-9a-f]{32}$/, 'f'.repeat(32)))],
      ['no signature', (u: URL) => u.searchParams.delete('signature')],
    ])('refuses an address with %s with 403', async (_label, tamper) => {
      const u = new URL(await mintUploadUrl(app), 'http://x')
      tamper(u)
      const res = await putUpload(app, `${u.pathname}${u.search}`, TINY_PNG)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('UPLOAD_URL_INVALID')
    })

    it('never serves stored screenshots', async () => {
      const imagePath = await uploadPng()
      for (const url of [imagePath, `/api${imagePath}`, `/api/objects/upload/${imagePath.slice(9)}`]) {
        const res = await app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(404)
        expect(res.rawPayload.includes(TINY_PNG.subarray(0, 8))).toBe(false)
      }
    })
  })

  describe('POST /api/feedback', () => {
    it('stores a submission without a screenshot and answers 201 with its id', async () => {
      const res = await submit({ ...VALID, name: '  Ana Souza ' })
      expect(res.statusCode).toBe(201)
      const { id } = res.json()
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await feedbackRow(id)).toMatchObject({
        name: 'Ana Souza',
        email: VALID.email,
        message: VALID.feedback,
        image_key: null,
      })
    })

    it('stores a submission with a screenshot and marks the upload as attached', async () => {
      const imagePath = await uploadPng()
      const res = await submit({ ...VALID, imagePath })
      expect(res.statusCode).toBe(201)
      const key = imagePath.replace('/objects/', '')
      expect((await feedbackRow(res.json().id))?.image_key).toBe(key)
      expect((await uploadRow(key))?.status).toBe('attached')

      const again = await submit({ ...VALID, imagePath })
      expect(again.statusCode).toBe(400)
      expect(again.json().error.code).toBe('UPLOAD_ALREADY_USED')
    })

    it.each([
      [{ name: '' }, 'body.name: Name is required'],
      [{ name: '   ' }, 'body.name: Name is required'],
      [{ name: undefined }, 'body.name: Name is required'],
      [{ email: 'not-an-email' }, 'body.email: Valid email is required'],
      [{ email: undefined }, 'body.email: Valid email is required'],
      [{ feedback: 'too short' }, 'body.feedback: Please provide at least 10 characters of feedback'],
      [{ feedback: '   12345678   ' }, 'body.feedback: Please provide at least 10 characters of feedback'],
      // Upper bounds: before, a name or a feedback of any length was stored.
      [{ name: 'n'.repeat(201) }, 'body.name: Name must be at most 200 characters'],
      [{ feedback: 'f'.repeat(5001) }, 'body.feedback: Please keep your feedback under 5,000 characters'],
      [{ email: `${'e'.repeat(250)}@x.io` }, 'body.email: Valid email is required'],
      [{ imagePath: '/objects/feedback/../../etc/passwd' }, 'body.imagePath: Invalid image path'],
      // A name with a dot is no upload of ours; it was a 500 when storage met it first.
      [{ imagePath: '/objects/feedback/abc.png' }, 'body.imagePath: Invalid image path'],
    ])('refuses %j with 400 and the spec message', async (change, message) => {
      const res = await submit({ ...VALID, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: `Invalid request: ${message}` })
    })

    it('takes a name and a feedback at their longest', async () => {
      const res = await submit({ ...VALID, name: 'n'.repeat(200), feedback: 'f'.repeat(5000) })
      expect(res.statusCode).toBe(201)
    })

    it('names every failing field at once', async () => {
      const res = await submit({ name: '', email: 'x', feedback: 'short' })
      expect(res.statusCode).toBe(400)
      const { message } = res.json().error
      expect(message).toContain('body.name: Name is required')
      expect(message).toContain('body.email: Valid email is required')
      expect(message).toContain('body.feedback: Please provide at least 10 characters of feedback')
    })

    it('refuses an imagePath naming no upload, or a failed one, with 400', async () => {
      const missing = await submit({ ...VALID, imagePath: `/objects/feedback/${'0'.repeat(32)}` })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().error).toEqual({
        code: 'UPLOAD_NOT_FOUND',
        message: 'The screenshot upload was not found. Please attach it again.',
      })

      const url = await mintUploadUrl(app)
      expect((await putUpload(app, url, Buffer.from('text'))).statusCode).toBe(415)
      const failed = await submit({ ...VALID, imagePath: imagePathFromUploadUrl(url) })
      expect(failed.statusCode).toBe(400)
      expect(failed.json().error.code).toBe('UPLOAD_NOT_FOUND')
    })

    it('refuses an upload whose file has gone missing from storage', async () => {
      const imagePath = await uploadPng()
      const { rmSync } = await import('node:fs')
      rmSync(path.join(ctx.dataDir, 'objects', imagePath.slice('/objects/'.length)))
      expect((await submit({ ...VALID, imagePath })).json().error.code).toBe('UPLOAD_NOT_FOUND')
    })

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const before = await countFeedback()
      const res = await submit({ ...VALID, website: 'https://spam.example' })
      expect(res.statusCode).toBe(201)
      expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await feedbackRow(res.json().id)).toBeUndefined()
      expect(await countFeedback()).toBe(before)
    })

    it('stores concurrent submissions, each id committed', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => submit({ ...VALID, feedback: `Concurrent submission ${i}` })),
      )
      for (const res of results) {
        expect(res.statusCode).toBe(201)
        expect(await feedbackRow(res.json().id)).toBeDefined()
      }
    })
  })

  async function countFeedback(): Promise<number> {
    const row = await database()
      .db.selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Partial files left in the feedback folder (there must never be any). */
  function leftovers(): string[] {
    const dir = path.join(ctx.dataDir, 'objects', 'feedback')
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.part')) : []
  }
})

describe.each(testDatabases)('feedback rate limits on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    ;({ app } = await buildFeedbackApp({
      ...database(),
      env: { RATE_LIMIT_FEEDBACK_PER_MINUTE: '2', RATE_LIMIT_UPLOAD_PER_MINUTE: '3' },
    }))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers 429 in the JSON error shape once a client passes the feedback limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/feedback', payload: VALID })).statusCode)
    }
    expect(statuses).toEqual([201, 201, 429])
    const res = await app.inject({ method: 'POST', url: '/api/feedback', payload: VALID })
    expect(res.statusCode).toBe(429)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().error.code).toBe('RATE_LIMITED')
    expect(res.json().error.message).toMatch(/^Too many requests\. Please try again in .+\.$/)

    // Counted per client address: another one is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: VALID,
      remoteAddress: '10.1.2.3',
    })
    expect(other.statusCode).toBe(201)
  })

  it('limits upload addresses per client too', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

// The S3 path of the feedback flow against a tiny in-process stand-in for a bucket (path-style, signatures
// not checked): the browser's PUT goes to the bucket, and the checks happen when the feedback is submitted.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { imagePathFromUploadUrl, UPLOAD_LIMITS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORPHAN_AFTER_MS } from '../src/feedback/sweep.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildFeedbackApp, TINY_PNG, VALID } from './feedback-helpers.ts'

/** Objects by path ('/bucket/feedback/<id>'), and the requests the fake received. */
function fakeBucket() {
  const objects = new Map<string, Buffer>()
  const modified = new Map<string, Date>()
  const requests: string[] = []
  const server = createServer(async (req, res) => {
    const [key = '', query = ''] = (req.url ?? '').split('?')
    requests.push(`${req.method} ${key}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const object = objects.get(key)
    const list = new URLSearchParams(query)
    if (req.method === 'GET' && list.get('list-type') === '2') {
      // ListObjectsV2, one page: '/<bucket>/' with a prefix.
      const bucketPath = key.replace(/\/$/, '')
      const prefix = `${bucketPath}/${list.get('prefix') ?? ''}`
      const contents = [...objects.keys()]
        .filter((path) => path.startsWith(prefix))
        .map(
          (path) =>
            `<Contents><Key>${path.slice(bucketPath.length + 1)}</Key><LastModified>${modified.get(path)?.toISOString()}</LastModified><Size>${objects.get(path)?.length}</Size></Contents>`,
        )
      res.writeHead(200, { 'content-type': 'application/xml' })
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
      )
    } else if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks))
      modified.set(key, new Date())
      res.writeHead(200, { etag: '"x"' }).end()
    } else if (req.method === 'DELETE') {
      objects.delete(key)
      res.writeHead(204).end()
    } else if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' })
      res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
    } else if (req.method === 'HEAD') {
      res
        .writeHead(200, { 'content-length': object.length, 'content-type': 'application/octet-stream' })
        .end()
    } else {
      const [, from, to] = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '') ?? []
      const slice = from === undefined ? object : object.subarray(Number(from), Number(to) + 1)
      res.writeHead(from === undefined ? 200 : 206, { 'content-length': slice.length }).end(slice)
    }
  })
  return { objects, requests, server }
}

describe.each(testDatabases)('feedback with S3 storage on $name', (target) => {
  const database = useTestDatabase(target)
  const bucket = fakeBucket()
  let app: FastifyInstance
  let clock: { now: number }
  let origin: string

  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`
    ;({ app, clock } = await buildFeedbackApp({
      ...database(),
      env: {
        STORAGE: 's3',
        S3_BUCKET: 'shots',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: origin,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    }))
  })
  afterAll(async () => {
    await app?.close()
    await new Promise<void>((resolve) => (bucket.server as Server).close(() => resolve()))
  })

  async function uploadToBucket(body: Buffer): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/objects/upload' })
    const { uploadURL } = res.json<{ uploadURL: string }>()
    expect(uploadURL.startsWith(`${origin}/shots/feedback/`)).toBe(true)
    const put = await fetch(uploadURL, { method: 'PUT', body, headers: { 'content-type': 'image/png' } })
    expect(put.status).toBe(200)
    return imagePathFromUploadUrl(uploadURL) ?? ''
  }
  const submit = (imagePath: string) =>
    app.inject({ method: 'POST', url: '/api/feedback', payload: { ...VALID, imagePath } })

  it('sweeps objects no feedback took once their address has long expired, and keeps attached ones', async () => {
    const taken = await uploadToBucket(TINY_PNG)
    expect((await submit(taken)).statusCode).toBe(201)
    const abandoned = await uploadToBucket(TINY_PNG)
    const inBucket = (imagePath: string) => bucket.objects.has(`/shots/${imagePath.replace('/objects/', '')}`)
    expect(await app.feedback.service.sweepOrphans()).toEqual({ rows: 0, objects: 0 })
    clock.now += ORPHAN_AFTER_MS + 60_000
    const swept = await app.feedback.service.sweepOrphans()
    expect(swept.objects).toBeGreaterThanOrEqual(1)
    expect(inBucket(abandoned)).toBe(false)
    expect(inBucket(taken)).toBe(true)
  })

  it('lets the page upload to the bucket (CSP) and has no local upload route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${origin}`)
    const put = await app.inject({ method: 'PUT', url: `/api/objects/upload/feedback/${'a'.repeat(32)}` })
    expect(put.statusCode).toBe(404)
  })

  it('checks the object on submit (HEAD, then the first bytes) and stores the feedback', async () => {
    const imagePath = await uploadToBucket(TINY_PNG)
    bucket.requests.length = 0
    const res = await submit(imagePath)
    expect(res.statusCode).toBe(201)
    const key = imagePath.replace('/objects/', '')
    expect(bucket.requests).toEqual([`HEAD /shots/${key}`, `GET /shots/${key}`])
    const upload = await database()
      .db.selectFrom('uploads')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst()
    expect(upload).toMatchObject({
      status: 'attached',
      content_type: 'image/png',
      size_bytes: TINY_PNG.length,
    })
    expect((await submit(imagePath)).json().error.code).toBe('UPLOAD_ALREADY_USED')
  })

  it('refuses and deletes an object that is not an image, or over 1 MB', async () => {
    const text = await uploadToBucket(Buffer.from('plain text, not a picture'))
    const res = await submit(text)
    expect(res.statusCode).toBe(415)
    expect(bucket.objects.has(`/shots${text.replace('/objects', '')}`)).toBe(false)

    const big = await uploadToBucket(
      Buffer.concat([TINY_PNG, Buffer.alloc(UPLOAD_LIMITS.screenshotMaxBytes)]),
    )
    expect((await submit(big)).statusCode).toBe(413)
    expect(bucket.objects.has(`/shots${big.replace('/objects', '')}`)).toBe(false)
    // Refused once, refused for good.
    expect((await submit(big)).json().error.code).toBe('UPLOAD_NOT_FOUND')
  })

  it('refuses an imagePath with no object behind it', async () => {
    const res = await submit(`/objects/feedback/${'b'.repeat(32)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('UPLOAD_NOT_FOUND')
  })
})

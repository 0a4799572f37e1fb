import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '../src/db/types.ts'
import { ApiError } from '../src/errors.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

// Routes that exist only in the test app, to reach the error handler's branches.
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(1), tags: z.array(z.string()) }),
        response: { 200: z.object({ name: z.string(), tags: z.array(z.string()) }) },
      },
    },
    async (request) => request.body,
  )
  app.get('/boom', async () => {
    throw new Error('connection to 10.0.0.7 refused: password for user "app" leaked')
  })
  app.get('/teapot', async () => {
    throw new ApiError(409, 'SLUG_TAKEN', 'A post with this slug already exists')
  })
}

/** Collects the app's JSON log lines, to check that errors are logged rather than sent. */
function captureLogs() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'error', stream } }
}

describe.each(testDatabases)('API on $name', (target) => {
  const database = useTestDatabase(target)
  const logs = captureLogs()
  let app: FastifyInstance

  beforeAll(async () => {
    const { db, driver } = database()
    app = await buildTestApp({ db, driver, logger: logs.logger })
    await app.register(testRoutes, { prefix: '/api/test' })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('GET /api/health answers 200 after a database round trip', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toEqual({
      status: 'ok',
      database: { driver: target.name, ok: true, latencyMs: expect.any(Number) },
    })
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it.each(['GET', 'POST', 'DELETE', 'PUT'] as const)(
    '%s on an unknown /api path is a JSON 404',
    async (method) => {
      const res = await app.inject({ method, url: '/api/nope?x=1' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    },
  )

  it('without a web build, any unknown path is a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } })
  })

  it('accepts a valid body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'a', tags: ['x'] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ name: 'a', tags: ['x'] })
  })

  it('malformed JSON is 400 INVALID_JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
    })
  })

  it('a body failing its schema is 400 VALIDATION_ERROR naming each field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', tags: [1] } })
    expect(res.statusCode).toBe(400)
    const { error } = res.json()
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.message).toContain('body.name:')
    expect(error.message).toContain('body.tags.0:')
  })

  it('a body over the limit is 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), tags: [] }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
    })
  })

  it('an unexpected error is a bare 500; the details go to the log only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } })
    expect(res.body).not.toMatch(/10\.0\.0\.7|password|stack|at .*\.ts/)
    const logged = logs.lines.join('\n')
    expect(logged).toContain('password for user')
    expect(logged).toContain('"stack"')
  })

  it('an ApiError keeps its status, code and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/teapot' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: { code: 'SLUG_TAKEN', message: 'A post with this slug already exists' },
    })
  })

  it('sends the security headers on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/test/boom']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    }
  })
})

describe('health when the database is down', () => {
  // A pool pointed at a closed port: every query fails fast with ECONNREFUSED, no server needed.
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({
        connectionString: 'postgres://nobody@127.0.0.1:1/none',
        connectionTimeoutMillis: 2000,
      }),
    }),
  })
  afterAll(() => db.destroy())

  it('GET /api/health answers 503 with ok false', async () => {
    const app = await buildTestApp({ db, driver: 'postgres' })
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    await app.close()
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: { driver: 'postgres', ok: false, latencyMs: expect.any(Number) },
    })
  })
})

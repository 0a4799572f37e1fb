// Answers made per request are compressed for clients that accept it (plugins/compression.ts): the JSON a
// phone loads on every tool page was sent as 44 KB of plain text.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

const pglite = testDatabases.filter((target) => target.name === 'pglite')

describe.each(pglite)('compression ($name)', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp(database())
  })
  afterAll(async () => {
    await app?.close()
  })

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} })

  it('sends /api/countries as brotli or gzip when asked, and the same JSON either way', async () => {
    const plain = await get('/api/countries')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(20_000)

    const br = await get('/api/countries', 'br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())

    const gzip = await get('/api/countries', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves small answers as they are', async () => {
    const health = await get('/api/health', 'br')
    expect(health.statusCode).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
  })
})

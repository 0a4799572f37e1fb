// A request must arrive whole within the timeout: a body stalled mid-way gets 408 and its socket closed,
// where before it could hold the socket open for as long as the client liked.
import { connect } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseHandle } from '../src/db/index.ts'
import { testEnv } from './helpers.ts'

const TIMEOUT_MS = 1_500

describe('the request timeout', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let port: number

  beforeAll(async () => {
    database = await createDatabase({ driver: 'pglite', dataDir: 'memory://' })
    app = await buildApp({
      db: database.db,
      driver: 'pglite',
      env: testEnv({ LOG_LEVEL: 'silent' }),
      webDist: null,
      requestTimeoutMs: TIMEOUT_MS,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** Sends `head` and then nothing; resolves with what the server answered and when the socket closed. */
  function stall(head: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now()
      const socket = connect(port, '127.0.0.1', () => socket.write(head))
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('error', reject)
      // Waits for the server to close it; a server that never does fails the test by its own timeout.
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }))
    })
  }

  // Node checks for timed-out requests every second here (app.ts); without that setting, every 30 s. An
  // answer well before 30 s tells the two apart on a loaded machine too.
  const CHECKED_WELL_BEFORE_MS = 20_000

  it('answers 408 and closes a socket whose body stops half-way', async () => {
    const { answer, closedAfterMs } = await stall(
      'POST /api/feedback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"a',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Please try again.' },
    })
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100)
    expect(closedAfterMs).toBeLessThan(CHECKED_WELL_BEFORE_MS)
  })

  it('does the same for headers that never end', async () => {
    const { answer, closedAfterMs } = await stall('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1')
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(closedAfterMs).toBeLessThan(CHECKED_WELL_BEFORE_MS)
  })

  it('leaves a prompt request alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(response.status).toBe(200)
  })
})

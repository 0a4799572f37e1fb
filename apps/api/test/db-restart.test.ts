// Issue #48, item 1: PostgreSQL restarting, or terminating its connections, while requests hold clients.
// pg-pool listened for a client's connection errors only while the client was idle, so a checked-out client
// losing its connection emitted 'error' with no listener and took the process down (in this test file, an
// uncaught error fails the run). Runs on a private cluster of its own (test/private-postgres.ts): the shared
// test server is never restarted, and no connection but this file's own is ever terminated.
import { SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/index.ts'
import { buildFeedbackApp, VALID } from './feedback-helpers.ts'
import { type PrivatePostgres, privatePostgresSkipReason, startPrivatePostgres } from './private-postgres.ts'

const skip = privatePostgresSkipReason()
/** More than the 8 in flight that took every process down in the attack run. */
const IN_FLIGHT = 12

describe.skipIf(skip !== null)(`a PostgreSQL restart under load${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let cluster: PrivatePostgres
  let database: DatabaseHandle
  let app: FastifyInstance
  const connectionErrors: string[] = []

  beforeAll(async () => {
    cluster = await startPrivatePostgres()
    database = await createDatabase({
      driver: 'postgres',
      connectionString: cluster.url,
      max: IN_FLIGHT + 2,
      onConnectionError: (error) => connectionErrors.push(error.message),
    })
    await migrateToLatest(database.db)
    // A request that holds its client until the connection goes away, inside a transaction as every write
    // is: after the failed statement Kysely sends a rollback on the same client, which is still checked
    // out when the connection's end arrives. That is the state the attack run caught.
    const held = async () => {
      await database.db.transaction().execute((trx) => sql`select pg_sleep(60)`.execute(trx))
      return { done: true }
    }
    ;({ app } = await buildFeedbackApp({
      ...database,
      extend: (app) => {
        app.get('/api/test/held', held)
        app.get('/test/held-page', held)
      },
    }))
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await cluster?.stop()
  })

  const sleepingQueries = async () => {
    const { rows } = await sql<{ count: string }>`
      select count(*) from pg_stat_activity where query like 'select pg_sleep(60)%' and state = 'active'`.execute(
      database.db,
    )
    return Number(rows[0]?.count)
  }

  /** Starts `count` held requests and resolves once PostgreSQL shows every one of them running. */
  async function hold(urls: Array<{ url: string; accept?: string }>) {
    const answers = urls.map(({ url, accept }) =>
      app.inject({ method: 'GET', url, headers: accept ? { accept } : {} }),
    )
    await expect.poll(sleepingQueries).toBe(urls.length)
    return answers
  }
  const holdClients = () => hold(Array.from({ length: IN_FLIGHT }, () => ({ url: '/api/test/held' })))

  function expectAllUnavailable(responses: Awaited<ReturnType<FastifyInstance['inject']>>[]) {
    for (const response of responses) {
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_MESSAGES.databaseUnavailable },
      })
    }
  }

  async function expectFeedbackStored() {
    const response = await app.inject({ method: 'POST', url: '/api/feedback', payload: VALID })
    expect(response.statusCode).toBe(201)
    const { id } = response.json() as { id: string }
    const row = await database.db
      .selectFrom('feedback')
      .select('email')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row?.email).toBe(VALID.email)
  }

  it('terminated connections: every held request answers 503 with Retry-After, and the next write is stored', async () => {
    const answers = await holdClients()
    expect(await cluster.terminateConnections()).toBeGreaterThanOrEqual(IN_FLIGHT)
    expectAllUnavailable(await Promise.all(answers))
    // The pool noticed each lost connection, and nothing crashed while it did.
    await expect.poll(() => connectionErrors.length).toBeGreaterThanOrEqual(IN_FLIGHT)
    await expectFeedbackStored()
  })

  it('a restart: every held request answers 503 with Retry-After, and the pool reconnects afterwards', async () => {
    const answers = await holdClients()
    await cluster.restart()
    expectAllUnavailable(await Promise.all(answers))
    await expectFeedbackStored()
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
  })

  it('a page asked for meanwhile gets an HTML page saying so; an /api address stays JSON', async () => {
    const browser = 'text/html,application/xhtml+xml,*/*;q=0.8'
    const [page, api] = await hold([
      { url: '/test/held-page', accept: browser },
      { url: '/api/test/held', accept: browser },
    ])
    await cluster.terminateConnections()
    const pageAnswer = await page
    expect(pageAnswer?.statusCode).toBe(503)
    expect(pageAnswer?.headers['retry-after']).toBe('5')
    expect(pageAnswer?.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(pageAnswer?.body).toContain(`<p>${SERVICE_MESSAGES.databaseUnavailable}</p>`)
    const apiAnswer = await api
    expect(apiAnswer?.statusCode).toBe(503)
    expect(apiAnswer?.json().error.code).toBe('SERVICE_UNAVAILABLE')
  })
})

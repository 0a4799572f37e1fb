// On PostgreSQL the rate-limit counters live in the database, so two instances on one database enforce one
// limit: before, each counted alone and a client got the limit once per instance. On PGlite only one
// process can hold the folder (db/folder-lock.ts), so the counters stay in memory there.
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHit, databaseRateLimitStore, sweepRateLimitCounters } from '../src/plugins/rate-limit-store.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildFeedbackApp, VALID } from './feedback-helpers.ts'

describe.each(testDatabases)('rate-limit counters in the database ($name)', (target) => {
  const database = useTestDatabase(target)

  // A window that ends is one whose end the database's clock has passed: the tests move the stored end into
  // the past (and this process's clock past it) rather than wait for a short window to run out, which a
  // loaded machine could also do in the middle of the counting.
  const endWindow = (key: string, agoMs: number) =>
    database()
      .db.updateTable('rate_limit_counters')
      .set({ window_ends_at: sql`clock_timestamp() - make_interval(secs => ${agoMs / 1000})` })
      .where('key', '=', key)
      .execute()

  it('counts hits in a window, restarts once it ends, and sweeps ended windows', async () => {
    const { db } = database()
    const first = await countHit(db, 'k-1', 60_000)
    expect(first.current).toBe(1)
    expect(first.ttl).toBeGreaterThan(50_000)
    expect(first.ttl).toBeLessThanOrEqual(60_000)
    expect((await countHit(db, 'k-1', 60_000)).current).toBe(2)
    expect((await countHit(db, 'k-2', 60_000)).current).toBe(1)
    // Counted at once from many callers: every hit lands, none is lost to a race.
    const burst = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'k-3', 60_000)))
    expect(burst.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    await endWindow('k-1', 1_000)
    expect((await countHit(db, 'k-1', 60_000)).current).toBe(1)
    // Only windows that ended over a minute ago are swept.
    await endWindow('k-2', 1_000)
    await endWindow('k-3', 120_000)
    expect(await sweepRateLimitCounters(db)).toBe(1)
    const left = await db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'like', 'k-%')
      .execute()
    expect(left.map((row) => row.key).sort()).toEqual(['k-1', 'k-2'])
  })

  it('refuses a key already over its limit without a database write until its window ends', async () => {
    const { db } = database()
    const clock = { now: Date.now() }
    const Store = databaseRateLimitStore(db, () => clock.now)
    const store = new Store({})
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 2),
      )
    const stored = async (key: string) =>
      (await db.selectFrom('rate_limit_counters').select('hits').where('key', '=', key).executeTakeFirst())
        ?.hits
    const counts = []
    for (let i = 0; i < 6; i++) counts.push((await incr('flood')).current)
    // Hits 1-3 are counted in the database; the third is over the limit of 2, so hits 4-6 are answered here.
    expect(counts).toEqual([1, 2, 3, 4, 5, 6])
    expect(await stored('flood')).toBe(3)
    expect(await stored('calm')).toBeUndefined()
    expect((await incr('calm')).current).toBe(1)
    expect(await stored('calm')).toBe(1)
    // The window ends, for the database and for this process.
    await endWindow('flood', 1_000)
    clock.now += 61_000
    expect((await incr('flood')).current).toBe(1)
    expect(await stored('flood')).toBe(1)
  })
})

const postgres = testDatabases.filter((target) => target.name === 'postgres')

describe.each(postgres)('one limit across two instances ($name)', (target) => {
  const database = useTestDatabase(target)
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const { app } = await buildFeedbackApp({ ...database(), env: { RATE_LIMIT_FEEDBACK_PER_MINUTE: '3' } })
      apps.push(app)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it('lets a client through 3 times in all, whichever instance answers', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const app = apps[i % 2] as FastifyInstance
      const res = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: VALID,
        remoteAddress: '198.51.100.7',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    // Another client is counted apart.
    const other = await (apps[1] as FastifyInstance).inject({
      method: 'POST',
      url: '/api/feedback',
      payload: VALID,
      remoteAddress: '198.51.100.8',
    })
    expect(other.statusCode).toBe(201)
  })
})

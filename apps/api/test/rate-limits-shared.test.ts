// On PostgreSQL the rate-limit counters live in the database, so two instances on one database enforce one
// limit: before, each counted alone and a client got the limit once per instance. On PGlite only one
// process can hold the folder (db/folder-lock.ts), so the counters stay in memory there.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countHit, sweepRateLimitCounters } from '../src/plugins/rate-limit-store.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildFeedbackApp, VALID } from './feedback-helpers.ts'

describe.each(testDatabases)('rate-limit counters in the database ($name)', (target) => {
  const database = useTestDatabase(target)

  it('counts hits in a window, restarts once it ends, and sweeps ended windows', async () => {
    const { db } = database()
    const first = await countHit(db, 'k-1', 400)
    expect(first.current).toBe(1)
    expect(first.ttl).toBeGreaterThan(300)
    expect(first.ttl).toBeLessThanOrEqual(400)
    expect((await countHit(db, 'k-1', 400)).current).toBe(2)
    expect((await countHit(db, 'k-2', 400)).current).toBe(1)
    // Counted at once from many callers: every hit lands, none is lost to a race.
    const burst = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'k-3', 5_000)))
    expect(burst.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect((await countHit(db, 'k-1', 400)).current).toBe(1)
    expect(await sweepRateLimitCounters(db)).toBe(0)
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

// Rate-limit counters in the database, so that every instance on one PostgreSQL database enforces one
// limit: with per-process counters, N instances let a client through N times over. @fastify/rate-limit
// asks its store to count a hit and answer the window's count and time left; here that is one upsert.
// The database's own clock times the windows, so instances whose clocks differ still agree.
// Once the database says a key is over its limit, this process refuses that key on its own until the
// window ends: a count only rises within a window, so every instance would refuse it too, and a flood from
// one address then costs no database write per request (docs/architecture.md, "Rate limits").
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/types.ts'

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]

/** Counts one hit for `key` in a window of `windowMs`; the window restarts once it has ended. */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`
  const ended = sql`rate_limit_counters.window_ends_at <= clock_timestamp()`
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, window_ends_at: sql`clock_timestamp() + ${window}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`case when ${ended} then 1 else rate_limit_counters.hits + 1 end`,
        window_ends_at: sql`case when ${ended} then clock_timestamp() + ${window} else rate_limit_counters.window_ends_at end`,
      }),
    )
    .returning([
      'hits',
      sql<number>`greatest(0, extract(epoch from (window_ends_at - clock_timestamp())) * 1000)::float8`.as(
        'ttl',
      ),
    ])
    .executeTakeFirstOrThrow()
  return { current: row.hits, ttl: Math.ceil(Number(row.ttl)) }
}

/** Deletes counters whose window ended a while ago (they would restart at 1 anyway). */
export async function sweepRateLimitCounters(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', sql<Date>`clock_timestamp() - interval '1 minute'`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Keys this process knows to be over their limit, with the hits it has counted since and the window's end. */
class RefusedUntil {
  private readonly keys = new Map<string, { current: number; endsAt: number }>()

  /** The answer for a key already refused in a window that has not ended, counting this hit; else null. */
  hit(key: string, now = Date.now()): { current: number; ttl: number } | null {
    const entry = this.keys.get(key)
    if (!entry) return null
    if (entry.endsAt <= now) {
      this.keys.delete(key)
      return null
    }
    entry.current += 1
    return { current: entry.current, ttl: entry.endsAt - now }
  }

  remember(key: string, result: { current: number; ttl: number }, now = Date.now()): void {
    // Ended windows go when the map grows, so an attack from many addresses cannot keep them all.
    if (this.keys.size >= 10_000) for (const [k, e] of this.keys) if (e.endsAt <= now) this.keys.delete(k)
    this.keys.set(key, { current: result.current, endsAt: now + result.ttl })
  }
}

/**
 * A store class for @fastify/rate-limit over this database; route stores prefix their keys. `now` is this
 * process's clock for the keys it refuses by itself (tests move it instead of waiting for a window to end).
 */
export function databaseRateLimitStore(db: Kysely<Database>, now: () => number = Date.now) {
  const refused = new RefusedUntil()
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const fullKey = `${this.prefix}${key}`
      const known = refused.hit(fullKey, now())
      if (known) {
        callback(null, known)
        return
      }
      countHit(db, fullKey, timeWindow).then(
        (result) => {
          if (result.current > max) refused.remember(fullKey, result, now())
          callback(null, result)
        },
        (error: Error) => callback(error),
      )
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`)
    }
  }
  return DatabaseRateLimitStore
}

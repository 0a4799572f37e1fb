// Per-client request limits, off unless a route asks for one (`config.rateLimit`). On PostgreSQL the
// counters live in the database (rate-limit-store.ts), so every instance on it enforces one limit; on
// PGlite there is only ever one process (db/folder-lock.ts), so they stay in its memory. An over-limit
// request is answered 429 through the one error handler, in the usual `{ error: { code, message } }` shape,
// with Retry-After.
import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.ts'
import { runPeriodically } from './periodic.ts'
import { databaseRateLimitStore, sweepRateLimitCounters } from './rate-limit-store.ts'

export const MINUTE_MS = 60_000
const SWEEP_EVERY_MS = 5 * MINUTE_MS

const rateLimits: FastifyPluginAsync = async (app) => {
  const shared = app.dbDriver === 'postgres'
  await app.register(rateLimit, {
    global: false,
    ...(shared
      ? {
          store: databaseRateLimitStore(app.db),
          // A database hiccup must not lock everyone out: the request goes through, and is logged.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${context.after}.`,
      ),
  })
  if (!shared) return
  runPeriodically(app, () => sweepRateLimitCounters(app.db), {
    everyMs: SWEEP_EVERY_MS,
    atStart: false,
    failure: 'Sweeping rate-limit counters failed',
  })
}

export default fp(rateLimits, { name: 'rate-limits', fastify: '5.x', dependencies: ['database'] })

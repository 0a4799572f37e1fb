import { healthResponseSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'

// A load balancer marks the instance down after this long rather than piling up hung checks.
const QUERY_TIMEOUT_MS = 3_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const started = performance.now()
      let ok = true
      try {
        // A real round trip, so a dead pool or a closed PGlite shows up here.
        await withTimeout(sql`select 1`.execute(app.db), QUERY_TIMEOUT_MS)
      } catch (err) {
        ok = false
        request.log.warn({ err }, 'Health check: database query failed')
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100
      reply.code(ok ? 200 : 503).header('cache-control', 'no-store')
      return {
        status: ok ? ('ok' as const) : ('unavailable' as const),
        database: { driver: app.dbDriver, ok, latencyMs },
      }
    },
  )
}

export default health

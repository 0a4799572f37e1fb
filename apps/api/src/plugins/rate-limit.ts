// Per-client request limits, off unless a route asks for one (`config.rateLimit`). Counters live in this
// process: with several instances behind a load balancer each keeps its own, so a client gets the limit
// once per instance. An over-limit request is answered 429 through the one error handler, in the usual
// `{ error: { code, message } }` shape, with Retry-After.
import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.ts'

export const MINUTE_MS = 60_000

const rateLimits: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${context.after}.`,
      ),
  })
}

export default fp(rateLimits, { name: 'rate-limits', fastify: '5.x' })

// The one error handler. Every failure leaves as `{ error: { code, message } }`; a message is only shown
// when it is known to be safe (our ApiError, Fastify's own client errors, validation issues). Anything
// else is a bug: it is logged with its stack and answered with a generic 500.
import { STATUS_CODES } from 'node:http'
import { SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable.ts'
import { ApiError, errorBody, RetryLaterError } from '../errors.ts'

interface ValidationEntry {
  instancePath?: string
  message?: string
}

function validationMessage(error: FastifyError): string {
  const context = error.validationContext ?? 'request'
  const entries = (error.validation ?? []) as ValidationEntry[]
  const fields = entries.map((entry) => {
    // Zod issues arrive as JSON pointers ('/email', '/tags/0'); show them as dotted paths.
    const pointer = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
    const field = pointer ? `${context}.${pointer}` : context
    return `${field}: ${entry.message ?? 'is invalid'}`
  })
  return `Invalid request: ${fields.join('; ') || context}`
}

const statusCodeName = (status: number) =>
  (STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replace(/[^A-Z0-9]+/g, '_')

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    request.log.info({ code: error.code }, error.message)
    if (error instanceof RetryLaterError) {
      if (error.statusCode === 503) return sendUnavailable(reply, error.message, error.retryAfterS)
      reply.header('retry-after', String(error.retryAfterS))
    }
    return reply.code(error.statusCode).send(errorBody(error.code, error.message))
  }

  const fastifyError = error as Partial<FastifyError>
  const status = fastifyError.statusCode ?? 500

  if (Array.isArray(fastifyError.validation)) {
    const message = validationMessage(fastifyError as FastifyError)
    request.log.info({ validation: fastifyError.validation }, message)
    return reply.code(400).send(errorBody('VALIDATION_ERROR', message))
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return reply.code(400).send(errorBody('INVALID_JSON', 'The request body is not valid JSON'))
  }
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large'))
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (FST_*) carry fixed, safe texts; anything else gets the status text.
    const message =
      fastifyError.code?.startsWith('FST_') && fastifyError.message
        ? fastifyError.message
        : (STATUS_CODES[status] ?? 'Bad request')
    request.log.info({ err: error }, message)
    return reply.code(status).send(errorBody(statusCodeName(status), message))
  }

  // A restart of PostgreSQL, a terminated connection, a lost folder lock: not a bug, and over in seconds.
  // Logged without the request's details, since a restart fails every request in flight at once.
  if (isDatabaseUnavailable(error)) {
    // Absent only in an app without the database plugin (never in buildApp's).
    if (request.server.databaseHealth) request.server.databaseHealth.failures += 1
    request.log.warn({ reason: (error as Error).message }, 'Database unavailable: answered 503')
    return sendUnavailable(reply, SERVICE_MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_S)
  }

  request.log.error({ err: error }, 'Unhandled error')
  return reply.code(500).send(errorBody('INTERNAL', 'Internal server error'))
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Whether the request is a browser loading a page (not the API, not a script or an image). */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
    return false
  return /\btext\/html\b/.test(request.headers.accept ?? '')
}

/**
 * 503 with Retry-After: the usual `{ error }` JSON, or for a page a short HTML page that says the same (a
 * visitor's browser shows it instead of raw JSON). Never cached.
 */
export function sendUnavailable(reply: FastifyReply, message: string, retryAfterS: number) {
  reply.code(503).header('retry-after', String(retryAfterS)).header('cache-control', 'no-store')
  if (!wantsPage(reply.request)) return reply.send(errorBody('SERVICE_UNAVAILABLE', message))
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again</title></head><body><h1>Please try again</h1><p>${escapeHtml(message)}</p><p><a href="">Reload</a></p></body></html>`,
    )
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError)
}

// The one error handler. Every failure leaves as `{ error: { code, message } }`; a message is only shown
// when it is known to be safe (our ApiError, Fastify's own client errors, validation issues). Anything
// else is a bug: it is logged with its stack and answered with a generic 500.
import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, errorBody } from '../errors.ts'

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

  request.log.error({ err: error }, 'Unhandled error')
  return reply.code(500).send(errorBody('INTERNAL', 'Internal server error'))
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError)
}

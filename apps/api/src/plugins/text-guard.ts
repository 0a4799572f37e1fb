// Refuses text PostgreSQL cannot store before any route sees it: a NUL character (text columns reject
// U+0000) and a lone UTF-16 surrogate (no UTF-8 encoding exists for one). Without this either reached the
// database driver from a search, a slug or the sign-in email and came back as a 500 with a stack in the
// log; now it is a 400 in the usual `{ error: { code, message } }` shape.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.ts'

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a character that is not allowed in text (NUL or an unpaired surrogate).'

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when a string anywhere in the value (keys included) holds a character no text column can keep. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value)
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1),
  )
}

const refuse = () => new ApiError(400, 'INVALID_TEXT', UNSTORABLE_TEXT_MESSAGE)

const textGuard: FastifyPluginAsync = async (app) => {
  // Pages are rendered from the URL in onRequest hooks (web plugin), before any route's validation: the
  // raw URL is checked first. An encoded NUL is '%00'; a lone surrogate cannot be percent-encoded as
  // valid UTF-8, so what decodes to one is checked on the parsed values below.
  app.addHook('onRequest', async (request) => {
    if (/%00|\0/i.test(request.url)) throw refuse()
  })
  app.addHook('preValidation', async (request) => {
    if (
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.body)
    ) {
      throw refuse()
    }
  })
}

export default fp(textGuard, { name: 'text-guard', fastify: '5.x' })

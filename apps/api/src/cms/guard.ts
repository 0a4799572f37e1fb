// The session and CSRF checks for every route in the /api/cms scope. Wrapped with fastify-plugin so its hooks
// land on the scope itself and cover the sibling route modules registered after it in plugin.ts.
import { timingSafeEqual } from 'node:crypto'
import { CMS, CMS_MESSAGES, type StaffRole } from '@vps/specs'
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.ts'
import { readSessionToken } from './auth/cookie.ts'
import { isSameOrigin } from './auth/origin.ts'
import { findActiveSession } from './auth/sessions.ts'
import './principal.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (only POST /auth/login). The Origin check still applies. */
    staffPublic?: boolean
  }
  interface FastifyRequest {
    /** The signed-in session's CSRF token, for GET /auth/session to hand back. */
    staffCsrfToken: string | null
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const signInRequired = () => new ApiError(401, 'UNAUTHORIZED', CMS_MESSAGES.signInRequired)
const csrfFailed = () => new ApiError(403, 'CSRF_FAILED', CMS_MESSAGES.csrfFailed)
const crossOrigin = () => new ApiError(403, 'CROSS_ORIGIN', CMS_MESSAGES.crossOrigin)

function tokensMatch(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const guard: FastifyPluginAsync = async (app) => {
  app.decorateRequest('staff', null)
  app.decorateRequest('staffCsrfToken', null)

  // onRequest, before the body is parsed or validated: without a session the answer is 401 whatever the body.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isSameOrigin(request)) throw crossOrigin()
    if (request.routeOptions.config.staffPublic) return

    const token = readSessionToken(request)
    const session = token ? await findActiveSession(app.db, token, app.clock()) : null
    if (!session) throw signInRequired()

    if (
      STATE_CHANGING.has(request.method) &&
      !tokensMatch(request.headers[CMS.csrfHeader], session.csrfToken)
    ) {
      throw csrfFailed()
    }
    const { user } = session
    request.staff = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      sessionId: session.id,
    }
    request.staffCsrfToken = session.csrfToken
  })
}

/** A preHandler for routes limited to a role; the guard has already ensured a session. */
export function requireRole(role: StaffRole): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!request.staff) throw signInRequired()
    if (request.staff.role !== role) throw new ApiError(403, 'FORBIDDEN', CMS_MESSAGES.forbidden)
  }
}

export default fp(guard, { name: 'cms-guard', fastify: '5.x', dependencies: ['database', 'staff-settings'] })

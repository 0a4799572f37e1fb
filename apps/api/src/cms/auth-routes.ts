// POST /login, POST /logout, GET /session under /api/cms/auth.
import { apiErrorSchema, CMS, loginRequestSchema, sessionResponseSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MINUTE_MS } from '../plugins/rate-limit.ts'
import { recordAudit } from './audit.ts'
import { clearSessionCookie, readSessionToken, setSessionCookie } from './auth/cookie.ts'
import { deleteSession, sessionIdOf } from './auth/sessions.ts'
import { signIn } from './auth/sign-in.ts'
import { findUserById, toStaffUser } from './auth/users.ts'
import { signInRequired } from './guard.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        staffPublic: true,
        // Per client address, whatever the account; the per-account lockout is in the database.
        rateLimit: { max: CMS.loginPerMinute, timeWindow: MINUTE_MS },
      },
      schema: {
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const previous = readSessionToken(request)
      const { session, user } = await signIn(app.db, request.body, {
        now: app.clock(),
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionId: previous ? sessionIdOf(previous) : null,
      })
      setSessionCookie(reply, session.token, app.secureCookies)
      return { user, csrfToken: session.csrfToken }
    },
  )

  app.post(
    '/logout',
    { schema: { response: { 204: z.null(), 401: apiErrorSchema } } },
    async (request, reply) => {
      const staff = request.staff
      if (!staff) throw signInRequired()
      await deleteSession(app.db, staff.sessionId)
      await recordAudit(app.db, { actor: staff, action: 'auth.sign_out', at: new Date(app.clock()) })
      clearSessionCookie(reply, app.secureCookies)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/session',
    { schema: { response: { 200: sessionResponseSchema, 401: apiErrorSchema } } },
    async (request) => {
      const staff = request.staff
      const user = staff ? await findUserById(app.db, staff.id) : undefined
      if (!staff || !user || !request.staffCsrfToken) throw signInRequired()
      return { user: toStaffUser(user), csrfToken: request.staffCsrfToken }
    },
  )
}

export default routes

// The staff API, /api/cms/*. The guard is registered first and wraps every sibling route: a session is required
// everywhere but POST /auth/login, and every state-changing request needs the session's CSRF token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import articleRoutes from './article-routes.ts'
import auditRoutes from './audit-routes.ts'
import authRoutes from './auth-routes.ts'
import { STAFF_CACHE_CONTROL } from './cache-control.ts'
import codesRoutes from './codes-routes.ts'
import dashboardRoutes from './dashboard-routes.ts'
import feedbackRoutes from './feedback-routes.ts'
import guard from './guard.ts'
import staffRoutes from './staff-routes.ts'

const cms: FastifyPluginAsyncZod = async (app) => {
  // Every staff answer is per user (the session answer carries the CSRF token): never kept by a browser
  // or a proxy, errors and sign-in answers included. One hook here, so no route can forget it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', STAFF_CACHE_CONTROL)
  })
  await app.register(guard)
  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(staffRoutes, { prefix: '/staff' })
  await app.register(auditRoutes, { prefix: '/audit' })
  await app.register(articleRoutes, { prefix: '/articles' })
  await app.register(dashboardRoutes, { prefix: '/dashboard' })
  await app.register(feedbackRoutes, { prefix: '/feedback' })
  await app.register(codesRoutes, { prefix: '/codes' })
}

export default cms

// The staff API, /api/cms/*. The guard is registered first and wraps every sibling route: a session is required
// everywhere but POST /auth/login, and every state-changing request needs the session's CSRF token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import articleRoutes from './article-routes.ts'
import auditRoutes from './audit-routes.ts'
import authRoutes from './auth-routes.ts'
import codesRoutes from './codes-routes.ts'
import dashboardRoutes from './dashboard-routes.ts'
import feedbackRoutes from './feedback-routes.ts'
import guard from './guard.ts'
import staffRoutes from './staff-routes.ts'

const cms: FastifyPluginAsyncZod = async (app) => {
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

// GET /api/cms/dashboard: article counts by status and the inbox at a glance.
import { type Dashboard, dashboardSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createArticleService } from './articles/service.ts'
import { createInboxService } from './inbox/service.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  const articles = createArticleService(app.db)
  const inbox = createInboxService(app.db, app.feedback.storage, app.log)

  app.get('/', { schema: { response: { 200: dashboardSchema } } }, async (): Promise<Dashboard> => {
    const [counts, feedback] = await Promise.all([articles.countByStatus(), inbox.summary()])
    return { articles: counts, feedback }
  })
}

export default routes

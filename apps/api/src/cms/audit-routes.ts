// The audit log under /api/cms/audit (admin only), newest first.
import { apiErrorSchema, auditListQuerySchema, auditListSchema } from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAuditEntries } from './audit.ts'
import { requireRole } from './guard.ts'

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('admin'))

  app.get(
    '/',
    {
      schema: {
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { entries, total } = await listAuditEntries(app.db, request.query)
      const { page, limit } = request.query
      return { entries, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } }
    },
  )
}

export default routes

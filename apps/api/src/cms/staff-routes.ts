// Staff accounts under /api/cms/staff (admin only).
import {
  apiErrorSchema,
  staffCreateSchema,
  staffListSchema,
  staffUpdateSchema,
  staffUserSchema,
} from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createStaff, updateStaff } from './auth/staff-service.ts'
import { listUsers, toStaffUser } from './auth/users.ts'
import { requireRole, signInRequired } from './guard.ts'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema }

const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('admin'))

  app.get('/', { schema: { response: { 200: staffListSchema, ...errors } } }, async () => {
    const users = await listUsers(app.db)
    return { users: users.map(toStaffUser) }
  })

  app.post(
    '/',
    {
      schema: { body: staffCreateSchema, response: { 201: staffUserSchema, 409: apiErrorSchema, ...errors } },
    },
    async (request, reply) => {
      if (!request.staff) throw signInRequired()
      const user = await createStaff(app.db, request.staff, request.body)
      return reply.code(201).send(user)
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: staffUpdateSchema,
        response: { 200: staffUserSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (!request.staff) throw signInRequired()
      return updateStaff(app.db, request.staff, request.params.id, request.body)
    },
  )
}

export default routes

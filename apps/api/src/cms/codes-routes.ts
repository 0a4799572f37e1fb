// Country codes under /api/cms/codes: every destination with its state, add one, edit its name, spec and edit
// policy, enable or disable it. The guard (guard.ts) has already checked the session and CSRF token.
import {
  apiErrorSchema,
  cmsDestinationListSchema,
  cmsDestinationSchema,
  destinationCreateSchema,
  destinationToggleSchema,
  destinationUpdateSchema,
} from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createDestinationService } from '../destinations/service.ts'

const params = z.object({ slug: z.string().min(1).max(200) })
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema }

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createDestinationService(app.db)

  app.get('/', { schema: { response: { 200: cmsDestinationListSchema, ...errors } } }, async () => ({
    countries: await service.listAll(),
  }))

  app.post(
    '/',
    {
      schema: {
        body: destinationCreateSchema,
        response: { 201: cmsDestinationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, request.staff)
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/:slug',
    { schema: { params, body: destinationUpdateSchema, response: { 200: cmsDestinationSchema, ...errors } } },
    async (request) => service.update(request.params.slug, request.body, request.staff),
  )

  app.patch(
    '/:slug',
    { schema: { params, body: destinationToggleSchema, response: { 200: cmsDestinationSchema, ...errors } } },
    async (request) => service.setEnabled(request.params.slug, request.body.enabled, request.staff),
  )
}

export default routes

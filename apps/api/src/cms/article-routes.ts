// Articles under /api/cms/articles: the staff list, the one editor (create, save, publish, unpublish,
// delete), the slug check and the preview. The guard has already required a session and, on writes, CSRF.
import {
  apiErrorSchema,
  articleInputSchema,
  articleListQuerySchema,
  articleListSchema,
  articlePreviewRequestSchema,
  articlePreviewSchema,
  CMS,
  cmsArticleSchema,
  slugCheckQuerySchema,
  slugCheckSchema,
} from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createArticleService } from './articles/service.ts'

// Any string: the service answers 404 for one that is not a uuid, as it would for an unknown uuid.
const idParams = z.object({ id: z.string().max(64) })

// The body holds up to CMS.maxContentLength characters of HTML, which JSON escaping can roughly double
// (quotes, non-ASCII); above that Fastify answers 413 before parsing, below it zod reports a too-long body.
const EDITOR_BODY_LIMIT = CMS.maxContentLength * 2 + 64 * 1024

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createArticleService(app.db)

  app.get(
    '/',
    { schema: { querystring: articleListQuerySchema, response: { 200: articleListSchema } } },
    async (request) => service.list(request.query),
  )

  app.get(
    '/slug',
    { schema: { querystring: slugCheckQuerySchema, response: { 200: slugCheckSchema } } },
    async (request) => ({
      available: await service.slugAvailable(request.query.slug, request.query.excludeId),
    }),
  )

  app.post(
    '/preview',
    {
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: { body: articlePreviewRequestSchema, response: { 200: articlePreviewSchema } },
    },
    async (request) => service.preview(request.body.content),
  )

  app.get(
    '/:id',
    { schema: { params: idParams, response: { 200: cmsArticleSchema, 404: apiErrorSchema } } },
    async (request) => service.get(request.params.id),
  )

  app.post(
    '/',
    {
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        body: articleInputSchema,
        response: { 201: cmsArticleSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const article = await service.create(request.staff, request.body)
      return reply.code(201).send(article)
    },
  )

  app.put(
    '/:id',
    {
      bodyLimit: EDITOR_BODY_LIMIT,
      schema: {
        params: idParams,
        body: articleInputSchema,
        response: { 200: cmsArticleSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => service.update(request.staff, request.params.id, request.body),
  )

  app.post(
    '/:id/publish',
    { schema: { params: idParams, response: { 200: cmsArticleSchema, 404: apiErrorSchema } } },
    async (request) => service.publish(request.staff, request.params.id),
  )

  app.post(
    '/:id/unpublish',
    { schema: { params: idParams, response: { 200: cmsArticleSchema, 404: apiErrorSchema } } },
    async (request) => service.unpublish(request.staff, request.params.id),
  )

  app.delete(
    '/:id',
    { schema: { params: idParams, response: { 204: z.undefined(), 404: apiErrorSchema } } },
    async (request, reply) => {
      await service.remove(request.staff, request.params.id)
      return reply.code(204).send()
    },
  )
}

export default routes

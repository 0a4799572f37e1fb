// GET /api/blog, /api/blog/:slug, /api/blog/related/:country/:postId and /api/blog/country/:country.
// Published posts only; every query, param and response is checked against the shared schemas.
import {
  apiErrorSchema,
  BLOG,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
} from '@vps/specs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createBlogService } from '../blog/service.ts'
import { ApiError } from '../errors.ts'

// Path segments are matched exactly: a slug or code that cannot exist is a 404 rather than a query.
const slugParam = z.string().min(1).max(200)
const countryParam = z.string().min(1).max(BLOG.maxCountryLength).toLowerCase()

// A staff publish or unpublish must show on /blog and /blog/:slug at once, and those pages read this API after
// hydration: a stored copy may be kept but is revalidated on every use, never served stale.
const BLOG_CACHE = 'no-cache'

const blog: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogService(app.db)

  app.get(
    '/',
    { schema: { querystring: blogListQuerySchema, response: { 200: blogListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', BLOG_CACHE)
      // A full-text search is the costly read: bounded per client and in all (work-gates.ts).
      if (request.query.search) return app.searchGate.run(request.ip, () => service.list(request.query))
      return service.list(request.query)
    },
  )

  app.get(
    '/related/:country/:postId',
    {
      schema: {
        params: z.object({ country: countryParam, postId: z.guid() }),
        response: { 200: blogPostSummaryListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BLOG_CACHE)
      return service.related(request.params.country, request.params.postId)
    },
  )

  app.get(
    '/country/:country',
    {
      schema: {
        params: z.object({ country: countryParam }),
        response: { 200: blogPostSummaryListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BLOG_CACHE)
      return service.byCountry(request.params.country)
    },
  )

  app.get(
    '/:slug',
    {
      schema: {
        params: z.object({ slug: slugParam }),
        response: { 200: blogPostSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const post = await service.getBySlug(request.params.slug)
      if (!post) throw new ApiError(404, 'NOT_FOUND', 'No published article has this address')
      reply.header('cache-control', BLOG_CACHE)
      return post
    },
  )
}

export default blog

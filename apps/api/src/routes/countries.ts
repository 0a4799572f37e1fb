// GET /api/countries and /api/countries/:slug: the enabled destinations with their photo specs (public), built-in
// defaults from packages/specs merged with the staff's edits.
import { apiErrorSchema, CMS_MESSAGES, destinationListSchema, destinationSchema } from '@vps/specs'
import { isCatalogSlug } from '@vps/specs/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createDestinationService } from '../destinations/service.ts'
import { ApiError } from '../errors.ts'

// Any path segment is looked up as it is: one that cannot be a slug is simply not found.
const slugParam = z.string().min(1).max(200)

// Photo pages read this on every visit, and a staff edit must reach the next one: revalidate, never reuse.
const NO_CACHE = 'no-cache'

const countries: FastifyPluginAsyncZod = async (app) => {
  const service = createDestinationService(app.db)

  app.get('/', { schema: { response: { 200: destinationListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE)
    // The menus' and home tiles' list: the destinations kept as data (75 today, each with every source) are
    // served one by one and found by the search's names index instead (docs/destinations-data.md).
    const listed = (await service.listPublic()).filter((d) => !isCatalogSlug(d.slug))
    return { countries: listed }
  })

  app.get(
    '/:slug',
    {
      schema: {
        params: z.object({ slug: slugParam }),
        response: { 200: destinationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const destination = await service.getPublic(request.params.slug)
      if (!destination) throw new ApiError(404, 'NOT_FOUND', CMS_MESSAGES.destinationNotFound)
      reply.header('cache-control', NO_CACHE)
      return destination
    },
  )
}

export default countries

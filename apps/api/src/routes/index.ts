// Every route under /api. Each route module declares zod schemas for its params, query, body and
// responses; shared behaviour (errors, not-found, headers) lives in app.ts, not here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import cms from '../cms/plugin.ts'
import blog from './blog.ts'
import countries from './countries.ts'
import feedback from './feedback.ts'
import health from './health.ts'
import objects from './objects.ts'

const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(health)
  await app.register(objects)
  await app.register(feedback)
  await app.register(blog, { prefix: '/blog' })
  await app.register(countries, { prefix: '/countries' })
  await app.register(cms, { prefix: '/cms' })
}

export default apiRoutes

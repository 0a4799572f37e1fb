// GET /api/cms/dashboard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the content work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

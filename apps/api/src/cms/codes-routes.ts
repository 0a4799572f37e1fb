// Country codes under /api/cms/codes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the destinations work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

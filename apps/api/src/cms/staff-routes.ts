// Staff accounts under /api/cms/staff (admin only).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the auth work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

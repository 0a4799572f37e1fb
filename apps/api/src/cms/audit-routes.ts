// The audit log under /api/cms/audit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the auth work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

// POST /login, POST /logout, GET /session under /api/cms/auth.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the auth work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

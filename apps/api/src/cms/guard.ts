// The session and CSRF checks for every route in the /api/cms scope (wrapped with fastify-plugin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the auth work fills it in; registers nothing.
const routes: FastifyPluginAsyncZod = async () => {}

export default routes

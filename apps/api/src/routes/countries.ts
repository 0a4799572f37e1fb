// GET /api/countries and /api/countries/:slug: the destinations with their photo specs (public).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

// Placeholder until the destinations work fills it in; registers nothing.
const countries: FastifyPluginAsyncZod = async () => {}

export default countries

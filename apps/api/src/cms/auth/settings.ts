// What the staff area takes from buildApp rather than from its own plugin options (plugin.ts registers the
// route modules without options): the clock, which session expiry and lockouts read so that tests move
// time through BuildAppOptions.now instead of waiting, and whether cookies are HTTPS-only.
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** Milliseconds since the epoch. */
    clock: () => number
    /** Secure (HTTPS-only) cookies: true in production. */
    secureCookies: boolean
  }
}

export interface StaffSettings {
  now?: (() => number) | undefined
  secureCookies: boolean
}

const settings: FastifyPluginAsync<StaffSettings> = async (app, { now, secureCookies }) => {
  app.decorate('clock', now ?? Date.now)
  app.decorate('secureCookies', secureCookies)
}

export default fp(settings, { name: 'staff-settings', fastify: '5.x' })

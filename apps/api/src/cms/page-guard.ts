// Server-side gate for the /cms pages: without a live session any /cms page but the login redirects to it,
// remembering where the visitor was going; /cms itself goes to the dashboard. The pages' own client-side
// guard still runs; this keeps the staff shell from being served to anyone signed out. /api and /assets are
// never touched (the API has its own guard; assets are public).
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { readSessionToken } from './auth/cookie.ts'
import { findActiveSession } from './auth/sessions.ts'

const LOGIN_PATH = '/cms/login'
const DASHBOARD_PATH = '/cms/dashboard'

function isGuardedPage(path: string): boolean {
  if (path !== '/cms' && !path.startsWith('/cms/')) return false
  return path !== LOGIN_PATH && path !== `${LOGIN_PATH}/`
}

const pageGuard: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const url = request.url
    const queryStart = url.indexOf('?')
    const path = queryStart === -1 ? url : url.slice(0, queryStart)
    if (!isGuardedPage(path)) return

    const token = readSessionToken(request)
    const signedIn = token !== null && (await findActiveSession(app.db, token, app.clock())) !== null
    // Never cached: the answer depends on the cookie.
    reply.header('cache-control', 'no-store')
    if (!signedIn) return reply.redirect(`${LOGIN_PATH}?next=${encodeURIComponent(url)}`, 302)
    if (path === '/cms' || path === '/cms/') return reply.redirect(DASHBOARD_PATH, 302)
  })
}

export default fp(pageGuard, {
  name: 'cms-page-guard',
  fastify: '5.x',
  dependencies: ['database', 'staff-settings'],
})

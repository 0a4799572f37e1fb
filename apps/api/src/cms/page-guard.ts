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

/**
 * The path as the file server and the client router will read it, so that no spelling of a staff page
 * slips past the gate: percent-decoded ('/%63ms' is '/cms'), slashes collapsed, dot segments resolved
 * ('/x/../cms'). Case is folded only where the guard compares (the router matches case-insensitively).
 */
export function pagePathOf(rawPath: string): string {
  let path = rawPath
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    // A malformed escape: the file server refuses it too; judge the raw spelling.
  }
  const collapsed = path.replace(/[\\/]+/g, '/')
  return new URL(collapsed.startsWith('/') ? collapsed : `/${collapsed}`, 'http://local').pathname
}

function isGuardedPage(path: string): boolean {
  const folded = path.toLowerCase()
  if (folded !== '/cms' && !folded.startsWith('/cms/')) return false
  return folded !== LOGIN_PATH && folded !== `${LOGIN_PATH}/`
}

const pageGuard: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const url = request.url
    const queryStart = url.indexOf('?')
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
    const path = pagePathOf(rawPath)
    if (!isGuardedPage(path)) return

    const token = readSessionToken(request)
    const signedIn = token !== null && (await findActiveSession(app.db, token, app.clock())) !== null
    // Never cached: the answer depends on the cookie.
    reply.header('cache-control', 'no-store')
    if (!signedIn) {
      const next = path === rawPath ? url : `${path}${queryStart === -1 ? '' : url.slice(queryStart)}`
      return reply.redirect(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`, 302)
    }
    if (/^\/cms\/?$/i.test(path)) return reply.redirect(DASHBOARD_PATH, 302)
  })
}

export default fp(pageGuard, {
  name: 'cms-page-guard',
  fastify: '5.x',
  dependencies: ['database', 'staff-settings'],
})

// Server-side gate for the /cms pages: without a live session any /cms page but the login redirects to it,
// remembering where the visitor was going; /cms itself goes to the dashboard. The pages' own client-side
// guard still runs; this keeps the staff shell from being served to anyone signed out. /api and /assets are
// never touched (the API has its own guard; assets are public).
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { readSessionToken } from './auth/cookie.ts'
import { findActiveSession } from './auth/sessions.ts'
import { STAFF_CACHE_CONTROL } from './cache-control.ts'

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

/** Any staff page, the sign-in page included, under any spelling pagePathOf resolves. */
function isStaffPage(path: string): boolean {
  const folded = path.toLowerCase()
  return folded === '/cms' || folded.startsWith('/cms/')
}

function isGuardedPage(path: string): boolean {
  const folded = path.toLowerCase()
  return isStaffPage(path) && folded !== LOGIN_PATH && folded !== `${LOGIN_PATH}/`
}

const pathOfUrl = (url: string) => pagePathOf(url.split('?', 1)[0] ?? url)

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
    // Never cached: the answer depends on the cookie (the onSend hook below has the last word).
    reply.header('cache-control', STAFF_CACHE_CONTROL)
    if (!signedIn) {
      const next = path === rawPath ? url : `${path}${queryStart === -1 ? '' : url.slice(queryStart)}`
      return reply.redirect(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`, 302)
    }
    if (/^\/cms\/?$/i.test(path)) return reply.redirect(DASHBOARD_PATH, 302)
  })

  // Whatever answers a staff page last (the prerendered file's own headers, a page rendered on demand, a
  // redirect, a 404), it is never kept: a shared proxy must not keep a signed-in page, and Back after
  // 'Sign out' must not show one from the browser's cache (issue #48: the file server's
  // 'public, max-age=0, must-revalidate' replaced the guard's no-store, and Back showed the feedback inbox
  // with visitors' emails). No validators either: a page never kept is never revalidated.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload
    if (!isStaffPage(pathOfUrl(request.url))) return payload
    reply.header('cache-control', STAFF_CACHE_CONTROL)
    reply.removeHeader('etag')
    reply.removeHeader('last-modified')
    return payload
  })
}

export default fp(pageGuard, {
  name: 'cms-page-guard',
  fastify: '5.x',
  dependencies: ['database', 'staff-settings'],
})

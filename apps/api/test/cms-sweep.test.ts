// Every route under /api/cms, found in the router itself (so routes other areas add later are swept too),
// answers 401 without a session, except the login; and every state-changing one answers 403 without the
// CSRF token even with a session.
import { randomUUID } from 'node:crypto'
import { CMS_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCmsTestApp, createStaffUser, signIn, TEST_ORIGIN } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

interface RouteEntry {
  method: string
  url: string
}

const LOGIN = 'POST /api/cms/auth/login'
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Reads app.printRoutes({ commonPrefix: false }): a tree where each line is "├── <segment> (GET, HEAD)" and a
 * child's full path is its ancestors' segments joined. Independent of the guard, so a route registered
 * outside the guarded scope still shows up here.
 */
function listRoutes(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = []
  const routes: RouteEntry[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line)
    if (!match) continue
    const [, indent = '', segment = '', methods] = match
    const depth = indent.length / 4
    stack.length = depth
    stack.push(segment)
    if (!methods) continue
    const url = stack.join('').replace(/\/{2,}/g, '/')
    for (const method of methods.split(', ')) routes.push({ method, url })
  }
  return routes
}

// Params get values that exist nowhere: the guard must answer before any lookup could.
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'anything')

describe.each(testDatabases)('the /api/cms sweep ($name)', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  let cmsRoutes: RouteEntry[]

  beforeAll(async () => {
    app = await buildCmsTestApp(database())
    await app.ready()
    cmsRoutes = listRoutes(app).filter(
      (route) => route.url.startsWith('/api/cms/') || route.url === '/api/cms',
    )
  })
  afterAll(async () => {
    await app?.close()
  })

  it('finds the routes, so the sweep cannot pass on an empty list', () => {
    const keys = cmsRoutes.map((route) => `${route.method} ${route.url}`)
    expect(keys).toContain('GET /api/cms/auth/session')
    expect(keys).toContain(LOGIN)
    expect(keys).toContain('POST /api/cms/auth/logout')
    expect(keys).toContain('GET /api/cms/staff/')
    expect(keys).toContain('PATCH /api/cms/staff/:id')
    expect(keys).toContain('GET /api/cms/audit/')
    expect(cmsRoutes.length).toBeGreaterThanOrEqual(8)
  })

  it('answers 401 with the sign-in text on every route but the login when there is no session', async () => {
    const failures: string[] = []
    let checked = 0
    for (const route of cmsRoutes) {
      if (`${route.method} ${route.url}` === LOGIN) continue
      const response = await app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        ...(STATE_CHANGING.has(route.method) && { payload: {} }),
      })
      checked += 1
      const ok =
        response.statusCode === 401 &&
        (route.method === 'HEAD' || response.json().error?.message === CMS_MESSAGES.signInRequired)
      if (!ok) failures.push(`${route.method} ${route.url} -> ${response.statusCode}`)
    }
    expect(failures).toEqual([])
    expect(checked).toBe(cmsRoutes.length - 1)
  })

  it('answers 401 to a cookie that names no session', async () => {
    const failures: string[] = []
    for (const route of cmsRoutes) {
      if (`${route.method} ${route.url}` === LOGIN) continue
      const response = await app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: { cookie: 'vps_session=made-up-token' },
      })
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} -> ${response.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('answers 403 on every state-changing route when a signed-in request has no CSRF token', async () => {
    const editor = await createStaffUser(database().db, { role: 'editor' })
    const session = await signIn(app, editor)
    const mutations = cmsRoutes.filter(
      (route) => STATE_CHANGING.has(route.method) && `${route.method} ${route.url}` !== LOGIN,
    )
    expect(mutations.length).toBeGreaterThanOrEqual(3)
    const failures: string[] = []
    for (const route of mutations) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: fill(route.url),
        headers: { cookie: session.cookie, origin: TEST_ORIGIN },
        payload: {},
      })
      if (response.statusCode !== 403 || response.json().error?.message !== CMS_MESSAGES.csrfFailed) {
        failures.push(`${route.method} ${route.url} -> ${response.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })
})

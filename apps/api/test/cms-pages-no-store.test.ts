// Issue #48, item 2: a signed-in staff page was served `public, max-age=0, must-revalidate` (the file
// server's header replaced the guard's no-store), so after 'Sign out' the browser's Back showed the
// feedback inbox from its cache. Every answer to a staff page, however it is spelled and whoever makes it
// (a prerendered file, a page rendered on demand, a redirect, a 404), is now `private, no-store`, with no
// validator to revalidate it by.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn, testClock } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { addSsrBundle, createWebFixture } from './web-fixture.ts'

const STAFF_SHELL =
  '<!doctype html><html><head><title>Staff</title></head><body><h1>Staff area</h1></body></html>'

describe.each(testDatabases)('staff pages are never kept ($name)', (target) => {
  const database = useTestDatabase(target)
  const webDist = createWebFixture()
  // The build's staff pages, as apps/web prerenders them, and a renderer for the ones with ids in them.
  mkdirSync(path.join(webDist, 'cms'))
  for (const page of ['login', 'dashboard', 'feedback'])
    writeFileSync(path.join(webDist, 'cms', `${page}.html`), STAFF_SHELL)
  addSsrBundle(webDist)
  let app: FastifyInstance
  let staff: SignedIn

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: testClock().now, webDist })
    staff = await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })

  const expectNeverKept = (response: Awaited<ReturnType<FastifyInstance['inject']>>, what: string) => {
    expect(response.headers['cache-control'], what).toBe('private, no-store')
    expect(response.headers.etag, what).toBeUndefined()
    expect(response.headers['last-modified'], what).toBeUndefined()
  }

  it('signed in: the prerendered pages under every spelling, a page rendered on demand, a redirect and a 404', async () => {
    const cases: Array<[url: string, status: number, body?: string]> = [
      ['/cms/dashboard', 200, 'Staff area'],
      ['/cms/feedback?status=unread', 200, 'Staff area'],
      ['/%63ms/feedback', 200, 'Staff area'],
      ['//cms/dashboard', 301],
      ['/x/../cms/dashboard', 200, 'Staff area'],
      ['/cms/articles/123/edit', 200, 'rendered /cms/articles/123/edit'],
      ['/cms', 302],
      ['/cms/dashboard.html', 301],
      ['/CMS/dashboard', 404],
    ]
    for (const [url, status, body] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { cookie: staff.cookie } })
        expect(response.statusCode, `${method} ${url}`).toBe(status)
        if (body && method === 'GET') expect(response.body, url).toContain(body)
        expectNeverKept(response, `${method} ${url}`)
      }
    }
  })

  it('signed out: the sign-in page and the redirects to it', async () => {
    for (const [url, status] of [
      ['/cms/login', 200],
      ['/%63ms/login', 200],
      ['/cms/feedback', 302],
      ['/%63ms/dashboard', 302],
    ] as const) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(status)
      expectNeverKept(response, url)
    }
  })

  it('leaves the public pages revalidated as before', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.etag).toBeDefined()
  })
})

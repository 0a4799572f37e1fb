// The server-side gate on the /cms pages: signed-out visitors are sent to the login with where they were
// going; /cms goes to the dashboard; nothing outside /cms is touched.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { CMS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn, testClock } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { createWebFixture, NOT_FOUND_MARKER } from './web-fixture.ts'

describe.each(testDatabases)('the /cms page guard ($name)', (target) => {
  const database = useTestDatabase(target)
  const clock = testClock()
  const webDist = createWebFixture()
  let app: FastifyInstance
  let session: SignedIn

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: clock.now, webDist })
    session = await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, ...(cookie && { headers: { cookie } }) })

  it('sends a signed-out visitor of any /cms page to the login, remembering the page and its query', async () => {
    const cases: Array<[string, string]> = [
      ['/cms', '/cms/login?next=%2Fcms'],
      ['/cms/', '/cms/login?next=%2Fcms%2F'],
      ['/cms/dashboard', '/cms/login?next=%2Fcms%2Fdashboard'],
      ['/cms/articles?status=draft&page=2', '/cms/login?next=%2Fcms%2Farticles%3Fstatus%3Ddraft%26page%3D2'],
      ['/cms/articles/123/edit', '/cms/login?next=%2Fcms%2Farticles%2F123%2Fedit'],
    ]
    for (const [url, location] of cases) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe(location)
      expect(response.headers['cache-control'], url).toBe('private, no-store')
    }
    // HEAD too, and a cookie that names no session is no better than none.
    expect((await app.inject({ method: 'HEAD', url: '/cms/feedback' })).statusCode).toBe(302)
    expect((await get('/cms/codes', `${CMS.sessionCookie}=made-up`)).statusCode).toBe(302)
  })

  it('judges the path the file server reads: encoded, doubled, dotted or upper-case spellings go to the login too', async () => {
    const cases: Array<[string, string]> = [
      ['/%63ms/dashboard', '/cms/dashboard'],
      ['/%63ms/codes', '/cms/codes'],
      ['/%63ms/feedback', '/cms/feedback'],
      ['/%63ms/articles/new', '/cms/articles/new'],
      ['/cms%2Farticles%2Fnew', '/cms/articles/new'],
      ['//cms/dashboard', '/cms/dashboard'],
      ['/x/../cms/codes', '/cms/codes'],
      ['/%2e%2e/cms/feedback', '/cms/feedback'],
      ['/CMS/dashboard', '/CMS/dashboard'],
      ['/%63ms/articles?status=draft', '/cms/articles?status=draft'],
    ]
    for (const [url, next] of cases) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe(`/cms/login?next=${encodeURIComponent(next)}`)
      expect(response.headers['cache-control'], url).toBe('private, no-store')
    }
    // The login itself, however spelled, stays open.
    expect((await get('/%63ms/login')).statusCode).toBe(404)
  })

  it('lets the login page through without a session', async () => {
    for (const url of ['/cms/login', '/cms/login?next=%2Fcms%2Fdashboard']) {
      const response = await get(url)
      // The fixture has no /cms pages: reaching its 404 page proves the request got past the guard.
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toContain(NOT_FOUND_MARKER)
    }
  })

  it('serves the pages to a signed-in visitor, and sends /cms to the dashboard', async () => {
    const root = await get('/cms', session.cookie)
    expect(root.statusCode).toBe(302)
    expect(root.headers.location).toBe('/cms/dashboard')
    const page = await get('/cms/dashboard', session.cookie)
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain(NOT_FOUND_MARKER)
  })

  it('sends a visitor whose session has expired back to the login', async () => {
    const expiring = await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
    clock.advance(CMS.sessionIdleMs + 1)
    const response = await get('/cms/dashboard', expiring.cookie)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/cms/login?next=%2Fcms%2Fdashboard')
  })

  it('leaves /api, /assets, look-alike paths and non-GET requests alone', async () => {
    const api = await get('/api/cms/auth/session')
    expect(api.statusCode).toBe(401)
    expect(api.headers['content-type']).toContain('application/json')
    const asset = await get('/assets/app-abc123.js')
    expect(asset.statusCode).toBe(200)
    for (const url of ['/cmsx', '/blog', '/']) {
      expect((await get(url)).headers.location, url).toBeUndefined()
    }
    const post = await app.inject({ method: 'POST', url: '/cms/dashboard', payload: {} })
    expect(post.statusCode).toBe(404)
  })
})

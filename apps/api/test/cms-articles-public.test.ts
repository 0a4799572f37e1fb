// A change made in the staff API shows on the public pages /blog and /blog/<slug> at once, without a
// rebuild: they are rendered per request by the SSR bundle, which reads this very server's API over
// loopback (as apps/web's bundle does). /rss.xml and /sitemap.xml follow too. Without an SSR bundle, or
// when it crashes, the prerendered files are still served.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { COUNTRY_SPECS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { createStaffUser, type SignedIn, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { testEnv } from './helpers.ts'
import { createWebFixture } from './web-fixture.ts'

// A stand-in for apps/web's entry-server.js that, like the real one, fetches the page's data from the API
// origin it is handed and answers 404 when the article is not published.
const DATA_SSR_BUNDLE = `export async function render(url, _manifest, { apiOrigin }) {
  const { pathname } = new URL(url, 'http://localhost')
  if (pathname === '/blog') {
    const { posts } = await (await fetch(apiOrigin + '/api/blog')).json()
    return new Response('<h1>All guides</h1><ul>' + posts.map((p) => '<li>' + p.title + '</li>').join('') + '</ul>')
  }
  const res = await fetch(apiOrigin + '/api/blog/' + pathname.slice('/blog/'.length))
  if (res.status === 404) return new Response('<h1>Article not found</h1>', { status: 404 })
  return new Response('<article><h1>' + (await res.json()).title + '</h1></article>')
}
`
const CRASHING_SSR_BUNDLE = `export async function render() { throw new Error('bundle broken') }\n`

function writeSsrBundle(webDist: string, source: string): void {
  const serverDir = path.join(webDist, '..', 'server')
  mkdirSync(serverDir, { recursive: true })
  writeFileSync(path.join(serverDir, 'router-manifest.json'), '{}')
  writeFileSync(path.join(serverDir, 'entry-server.js'), source)
}

const article = (overrides: Record<string, unknown>) => ({
  title: 'Peru Visa Photo Rules',
  slug: 'peru-visa-photo-rules',
  excerpt: 'Size and background.',
  content: '<p>Body</p>',
  tags: ['Peru'],
  country: 'peru',
  featured: false,
  author: 'Editorial Team',
  keywords: [],
  status: 'draft',
  ...overrides,
})

describe.each(testDatabases)('public blog pages follow staff edits on $name', (target) => {
  const database = useTestDatabase(target)
  const webDist = createWebFixture()
  writeSsrBundle(webDist, DATA_SSR_BUNDLE)
  let app: FastifyInstance
  let staff: SignedIn

  beforeAll(async () => {
    const { db, driver } = database()
    await db.deleteFrom('blog_posts').execute()
    app = await buildApp({ db, driver, env: testEnv(), webDist, logger: false })
    // Listening for real: the renderer fetches /api over loopback from the address this server got.
    await app.listen({ host: '127.0.0.1', port: 0 })
    staff = await signIn(app, await createStaffUser(db, { role: 'editor' }))
    // Peru is not built in: an article may only file under it once the codes manager knows it.
    const peru = await cms('POST', '/api/cms/codes', {
      slug: 'peru',
      name: 'Peru',
      spec: COUNTRY_SPECS.japan,
    })
    expect(peru.statusCode, peru.body).toBe(201)
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })

  const page = (url: string) => app.inject({ method: 'GET', url })
  const cms = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) })

  it('shows a publish, an edit, an unpublish and a delete on the next request', async () => {
    const created = await cms('POST', '/api/cms/articles', article({}))
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    // A draft is not public.
    expect((await page('/blog/peru-visa-photo-rules')).statusCode).toBe(404)

    expect((await cms('POST', `/api/cms/articles/${id}/publish`)).statusCode).toBe(200)
    const published = await page('/blog/peru-visa-photo-rules')
    expect(published.statusCode).toBe(200)
    expect(published.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(published.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(published.body).toBe('<article><h1>Peru Visa Photo Rules</h1></article>')
    expect((await page('/blog')).body).toBe('<h1>All guides</h1><ul><li>Peru Visa Photo Rules</li></ul>')
    expect((await page('/rss.xml')).body).toContain('/blog/peru-visa-photo-rules')
    expect((await page('/sitemap.xml')).body).toContain('/blog/peru-visa-photo-rules')

    const edit = article({ title: 'Peru Visa Photo Rules (2026)', status: 'published' })
    expect((await cms('PUT', `/api/cms/articles/${id}`, edit)).statusCode).toBe(200)
    expect((await page('/blog/peru-visa-photo-rules')).body).toBe(
      '<article><h1>Peru Visa Photo Rules (2026)</h1></article>',
    )
    expect((await page('/blog')).body).toContain('<li>Peru Visa Photo Rules (2026)</li>')
    expect((await page('/rss.xml')).body).toContain('Peru Visa Photo Rules (2026)')

    expect((await cms('POST', `/api/cms/articles/${id}/unpublish`)).statusCode).toBe(200)
    const unpublished = await page('/blog/peru-visa-photo-rules')
    expect(unpublished.statusCode).toBe(404)
    expect(unpublished.body).toBe('<h1>Article not found</h1>')
    expect((await page('/blog')).body).toBe('<h1>All guides</h1><ul></ul>')
    expect((await page('/rss.xml')).body).not.toContain('/blog/peru-visa-photo-rules')
    expect((await page('/sitemap.xml')).body).not.toContain('/blog/peru-visa-photo-rules')

    expect((await cms('POST', `/api/cms/articles/${id}/publish`)).statusCode).toBe(200)
    expect((await page('/blog/peru-visa-photo-rules')).statusCode).toBe(200)
    expect((await cms('DELETE', `/api/cms/articles/${id}`)).statusCode).toBe(204)
    expect((await page('/blog/peru-visa-photo-rules')).statusCode).toBe(404)
    expect((await page('/blog')).body).not.toContain('Peru')
  })

  it('shows an edit made through another instance at once, though each instance caches rendered pages', async () => {
    const { db, driver } = database()
    const other = await buildApp({ db, driver, env: testEnv(), webDist, logger: false })
    await other.listen({ host: '127.0.0.1', port: 0 })
    try {
      const created = await cms(
        'POST',
        '/api/cms/articles',
        article({ slug: 'two-instances', status: 'published' }),
      )
      const id = created.json().id as string
      const viaOther = () => other.inject({ method: 'GET', url: '/blog/two-instances' })
      // Rendered and cached by the other instance...
      expect((await viaOther()).body).toBe('<article><h1>Peru Visa Photo Rules</h1></article>')
      expect((await viaOther()).body).toBe('<article><h1>Peru Visa Photo Rules</h1></article>')
      // ...then edited through this one.
      const edit = article({ slug: 'two-instances', title: 'Edited elsewhere', status: 'published' })
      expect((await cms('PUT', `/api/cms/articles/${id}`, edit)).statusCode).toBe(200)
      expect((await viaOther()).body).toBe('<article><h1>Edited elsewhere</h1></article>')
      expect((await other.inject({ method: 'GET', url: '/blog' })).body).toContain(
        '<li>Edited elsewhere</li>',
      )
      expect((await cms('DELETE', `/api/cms/articles/${id}`)).statusCode).toBe(204)
      expect((await viaOther()).statusCode).toBe(404)
    } finally {
      await other.close()
    }
  })

  it('no longer serves a prerendered article that the database does not publish', async () => {
    // blog/prerendered-guide.html exists in the build, but no such article is published now.
    const res = await page('/blog/prerendered-guide')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('Prerendered guide')
  })
})

describe.each(testDatabases)('prerendered blog files as the fallback on $name', (target) => {
  const database = useTestDatabase(target)
  const plain = createWebFixture()
  const crashing = createWebFixture()
  writeSsrBundle(crashing, CRASHING_SSR_BUNDLE)
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    const { db, driver } = database()
    for (const webDist of [plain, crashing]) {
      const app = await buildApp({ db, driver, env: testEnv(), webDist, logger: false })
      await app.ready()
      apps.push(app)
    }
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const webDist of [plain, crashing]) rmSync(path.dirname(webDist), { recursive: true, force: true })
  })

  it('serves blog.html and blog/<slug>.html without an SSR bundle, and when the bundle throws', async () => {
    for (const app of apps) {
      const list = await app.inject({ method: 'GET', url: '/blog' })
      expect(list.statusCode).toBe(200)
      expect(list.body).toContain('<h1>All guides</h1>')
      const guide = await app.inject({ method: 'GET', url: '/blog/prerendered-guide' })
      expect(guide.statusCode).toBe(200)
      expect(guide.body).toContain('<h1>Prerendered guide</h1>')
    }
  })
})

import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_RENDERS_PER_MINUTE } from '../src/plugins/live-pages.ts'
import { securityHeaderValues } from '../src/plugins/security-headers.ts'
import { canonicalPath } from '../src/plugins/web.ts'
import { post } from './blog-fixtures.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'
import {
  APP_JS,
  addSsrBundle,
  createWebFixture,
  MODEL,
  NOT_FOUND_MARKER,
  PAGE_SCRIPT,
  RENDERED_SCRIPT,
} from './web-fixture.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

describe('canonicalPath', () => {
  it.each([
    ['/', null],
    ['/about', null],
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/blog/index.html', '/blog'],
    ['/index.html', '/'],
    ['/blog/post/', '/blog/post'],
    ['//evil.example/', '/evil.example'],
    ['//evil.example.html', '/evil.example'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected)
  })
})

describe.each(testDatabases)('web app served next to the API on $name', (target) => {
  const database = useTestDatabase(target)
  const webDist = createWebFixture()
  addSsrBundle(webDist)
  let app: FastifyInstance

  beforeAll(async () => {
    const { db, driver } = database()
    // The articles the stand-in renderer is asked for must be published: unknown slugs share one render.
    await db
      .insertInto('blog_posts')
      .values([post({ slug: 'new-guide' }), post({ slug: 'prerendered-guide' })])
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute()
    app = await buildTestApp({ db, driver, webDist })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('serves / and /about as HTML that is revalidated on every visit', async () => {
    for (const [url, text] of [
      ['/', '<h1>Home</h1>'],
      ['/about', '<h1>About us</h1>'],
      ['/about?ref=nav', '<h1>About us</h1>'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe(REVALIDATE)
      expect(res.body).toContain(text)
    }
  })

  it('redirects /about.html and /about/ to /about, keeping the query', async () => {
    for (const [url, location] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/about.html?ref=x&y=1', '/about?ref=x&y=1'],
      ['//evil.example/', '/evil.example'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(location)
    }
  })

  it('answers an unknown page with status 404 and the prerendered 404 page', async () => {
    for (const url of ['/nowhere', '/nowhere/deeper', '/404', '/404.html']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.body).toContain(NOT_FOUND_MARKER)
    }
  })

  it("renders pages that can appear after the build on demand, with the router's status", async () => {
    const article = await get('/blog/new-guide?ref=rss')
    expect(article.statusCode).toBe(200)
    expect(article.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(article.headers['cache-control']).toBe(REVALIDATE)
    // An article reads no search value: rendered (and cached) as its plain address.
    expect(article.body).toContain('<h1>rendered /blog/new-guide</h1>')
    // The router manifest from dist/server is handed to the renderer.
    expect(article.body).toContain('<p>routes</p>')

    const missing = await get('/blog/missing')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('rendered /blog/missing')

    // The login is the one /cms page served without a session (cms-auth-pages.test.ts covers the rest).
    const login = await get('/cms/login?next=%2Fcms%2Farticles%2F42%2Fedit')
    expect(login.statusCode).toBe(200)
    expect(login.body).toContain('rendered /cms/login?next=%2Fcms%2Farticles%2F42%2Fedit')

    // Elsewhere an unknown path is just the prerendered 404 page: no rendering work for random URLs.
    const other = await get('/elsewhere/deep')
    expect(other.statusCode).toBe(404)
    expect(other.body).toContain(NOT_FOUND_MARKER)
  })

  // With an SSR bundle the blog is rendered per request, even where the build prerendered a file, so staff
  // edits show without a rebuild; cms-articles-public.test.ts covers the prerendered files as the fallback.
  it('renders /blog and prerendered articles on demand rather than serving the build-time files', async () => {
    const list = await get('/blog')
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe(REVALIDATE)
    expect(list.body).toContain('<h1>rendered /blog</h1>')
    expect(list.body).not.toContain('<h1>All guides</h1>')
    const article = await get('/blog/prerendered-guide')
    expect(article.statusCode).toBe(200)
    expect(article.body).toContain('<h1>rendered /blog/prerendered-guide</h1>')
    expect(article.body).not.toContain('<h1>Prerendered guide</h1>')
    expect((await get('/blog/')).headers.location).toBe('/blog')
  })

  it('renders a flood of unique URLs once: unknown query values dropped, unknown articles from one stand-in', async () => {
    const renderOf = (body: string) => /render #(\d+)/.exec(body)?.[1]
    const tracked = await Promise.all(
      ['/blog?utm_source=a', '/blog?utm_source=b', '/blog?fbclid=c'].map((url) => get(url)),
    )
    for (const res of tracked) expect(res.body).toContain('<h1>rendered /blog</h1>')
    expect(new Set(tracked.map((res) => renderOf(res.body))).size).toBe(1)

    const filtered = await get('/blog?utm_medium=x&page=2&search=%20japan%20&country=vietnam')
    expect(filtered.body).toContain(
      '<h1>rendered /blog?search=japan&amp;country=vietnam&amp;page=2</h1>'.replaceAll('&amp;', '&'),
    )

    const unknown = await Promise.all(
      ['/blog/no-such-1', '/blog/no-such-2', '/blog/No.Such_3'].map((url) => get(url)),
    )
    for (const [i, res] of unknown.entries()) {
      // The router's not-found answer for the stand-in, with its status.
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain(`<h1>rendered /blog/${['no-such-1', 'no-such-2', 'No.Such_3'][i]}</h1>`)
    }
    expect(new Set(unknown.map((res) => renderOf(res.body))).size).toBe(1)
    // A slug no stand-in can speak for (a space, a quote): the prerendered 404 page, no render.
    for (const url of ['/blog/no%20such', "/blog/it's"]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain(NOT_FOUND_MARKER)
    }
  })

  it(`renders at most ${SEARCH_RENDERS_PER_MINUTE} searched blog pages a minute for one address`, async () => {
    const from = (address: string, i: number) =>
      app.inject({ method: 'GET', url: `/blog?search=term${i}`, remoteAddress: address })
    for (let i = 0; i < SEARCH_RENDERS_PER_MINUTE; i++)
      expect((await from('192.0.2.10', i)).statusCode).toBe(200)
    const over = await from('192.0.2.10', SEARCH_RENDERS_PER_MINUTE)
    expect(over.statusCode).toBe(429)
    expect(over.json().error.code).toBe('RATE_LIMITED')
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // Another address, and the list without a search, are not affected.
    expect((await from('192.0.2.11', 0)).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/blog', remoteAddress: '192.0.2.10' })).statusCode).toBe(
      200,
    )
  })

  it('sends a cached blog page in brotli to a browser that takes it, with the same policy', async () => {
    const plain = await get('/blog?country=japan')
    const compressed = await get('/blog?country=japan', { 'accept-encoding': 'gzip, deflate, br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toContain('accept-encoding')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body)
    expect(compressed.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
    expect(String(compressed.headers['content-security-policy'])).toContain(`'sha256-`)
    // Brotli refused by q=0: the page's gzip copy, also made once and kept (a script's fetch takes only
    // gzip, and compressing the page again for each of its requests was most of a kept page's cost).
    const gzipped = await get('/blog?country=japan', { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body)
    // Neither: plain.
    expect(
      (await get('/blog?country=japan', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined()
  })

  it('renders the blog list on demand when its query holds filters, fetching data from this process', async () => {
    const filtered = await get('/blog?country=vietnam')
    expect(filtered.statusCode).toBe(200)
    expect(filtered.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(filtered.body).toContain('rendered /blog?country=vietnam')
    // Not listening (inject): the configured port on loopback is the origin handed to the renderer.
    expect(filtered.body).toContain('api http://127.0.0.1:3000')
  })

  it("passes the router's redirect on with its Location, and never one off the site", async () => {
    const bad = await get('/blog?page=abc')
    expect(bad.statusCode).toBe(307)
    expect(bad.headers.location).toBe('/blog')
    // A redirect elsewhere is a failed render: the blog falls back to its prerendered file.
    const away = await get('/blog?page=away')
    expect(away.statusCode).toBe(200)
    expect(away.headers.location).toBeUndefined()
    expect(away.body).toContain('<h1>All guides</h1>')
    // Elsewhere ('/\\evil.example/' is another site to a browser) it is the 404 page, not a 500.
    const elsewhere = await get('/blog/away/deeper')
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.headers.location).toBeUndefined()
    expect(elsewhere.body).toContain(NOT_FOUND_MARKER)
  })

  // The Content-Security-Policy names each page's inline scripts by hash (inline-scripts.ts).
  const sha = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
  const scriptSrc = (res: { headers: Record<string, unknown> }) =>
    /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]

  it("names a prerendered page's own inline scripts, plain or precompressed, and nothing else", async () => {
    for (const [url, encoding] of [
      ['/', 'identity'],
      ['/about', 'identity'],
      ['/about', 'br'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } })
      expect(res.statusCode, url).toBe(200)
      // The data block (ld+json) is not a script the browser runs: no hash for it.
      expect(scriptSrc(res), `${url} ${encoding}`).toBe(`'self' ${sha(PAGE_SCRIPT)} 'wasm-unsafe-eval'`)
    }
  })

  it("names them on a 304 too, whose policy replaces the cached page's", async () => {
    const first = await app.inject({ method: 'GET', url: '/about' })
    const again = await app.inject({
      method: 'GET',
      url: '/about',
      headers: {
        'if-none-match': String(first.headers.etag),
        'if-modified-since': String(first.headers['last-modified']),
      },
    })
    expect(again.statusCode).toBe(304)
    expect(scriptSrc(again)).toBe(`'self' ${sha(PAGE_SCRIPT)} 'wasm-unsafe-eval'`)
  })

  it('names the inline scripts of a page rendered on demand', async () => {
    const res = await app.inject({ method: 'GET', url: '/blog/some-article' })
    expect(res.body).toContain(`<script>${RENDERED_SCRIPT}</script>`)
    expect(scriptSrc(res)).toBe(`'self' ${sha(RENDERED_SCRIPT)} 'wasm-unsafe-eval'`)
  })

  it('allows no inline script at all on assets, API answers and errors', async () => {
    for (const url of ['/assets/app-abc123.js', '/api/health', '/api/nope']) {
      expect(scriptSrc(await app.inject({ method: 'GET', url })), url).toBe("'self' 'wasm-unsafe-eval'")
    }
  })

  it('sends a rendered page once, never the fallback file beside it', async () => {
    // Every log line of a fresh app on the same build; a second answer to one request logs a warning.
    const lines: string[] = []
    const logged = await buildTestApp({
      ...database(),
      webDist,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    })
    try {
      for (const url of ['/blog', '/blog/new-guide', '/blog/no-such-article', '/cms/login']) {
        expect((await logged.inject({ method: 'GET', url })).body, url).toContain('rendered')
      }
      expect(lines.filter((line) => /already sent/i.test(line))).toEqual([])
    } finally {
      await logged.close()
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const page = await app.inject({ method: 'HEAD', url: '/about' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toBe('')
    const missing = await app.inject({ method: 'HEAD', url: '/nowhere' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8')
  })

  it('serves hashed assets precompressed and immutable', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS)

    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(APP_JS)
  })

  it("says a compressed model's own size, so the page can count its download in the file's bytes", async () => {
    const res = await get('/models/face.onnx', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(Number(res.headers['content-length'])).toBeLessThan(1000)
    expect(res.headers['x-uncompressed-length']).toBe(String(MODEL.length))
    expect(brotliDecompressSync(res.rawPayload).equals(MODEL)).toBe(true)

    // Uncompressed, Content-Length says it already.
    const plain = await get('/models/face.onnx')
    expect(plain.headers['x-uncompressed-length']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(MODEL.length)
    // Pages and scripts do not carry it.
    const script = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    expect(script.headers['x-uncompressed-length']).toBeUndefined()
  })

  it('answers a missing asset or a direct .br request with a plain 404', async () => {
    for (const url of ['/assets/missing.js', '/assets/app-abc123.js.br']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
      expect(res.body).toBe('Not found')
    }
  })

  it('keeps /api JSON and answers other methods on pages with JSON 404', async () => {
    const health = await get('/api/health')
    expect(health.statusCode).toBe(200)
    expect(health.json().database.driver).toBe(target.name)

    for (const url of ['/api/nope', '/api', '/api/health/']) {
      const api404 = await get(url)
      expect(api404.statusCode, url).toBe(404)
      expect(api404.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    }

    const post = await app.inject({ method: 'POST', url: '/about' })
    expect(post.statusCode).toBe(404)
    expect(post.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } })
  })

  it('sends the security and cross-origin isolation headers on pages, assets and 404s', async () => {
    for (const url of ['/', '/about', '/assets/app-abc123.js', '/nowhere']) {
      const res = await get(url)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).not.toContain("'unsafe-inline' 'wasm")
      expect(csp).toMatch(/script-src 'self' ('sha256-[A-Za-z0-9+/=]+' )*'wasm-unsafe-eval'/)
      expect(csp).toContain("worker-src 'self' blob:")
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin')
      expect(res.headers['cross-origin-embedder-policy'], url).toBe('require-corp')
    }
  })
})

describe('content security policy', () => {
  it('allows only the site itself when analytics is off', () => {
    const headers = securityHeaderValues(undefined)
    expect(headers['content-security-policy']).toContain("connect-src 'self';")
    expect(headers['content-security-policy']).not.toContain('google')
    expect(headers['cross-origin-embedder-policy']).toBe('require-corp')
  })

  it('opens exactly the GA4 origins when ga4 is configured', () => {
    const csp = securityHeaderValues('ga4')['content-security-policy']
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com;")
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com")
    expect(securityHeaderValues('ga4')['cross-origin-embedder-policy']).toBe('credentialless')
  })
})

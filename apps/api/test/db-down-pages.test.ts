// Issue #48, item 4: with the database down, photo, country and article pages answered 500 JSON, while
// the README promises the build's copy. Now a page is the last one kept (current when it was made), or the
// build's file; where that file may be older than what staff saved, it carries a note saying so; a page
// with neither is a 503 with Retry-After. The outage is a plugin that fails every query as a terminated
// connection does, switched on and off by the test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { COUNTRY_SPECS, SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import type { Kysely, KyselyPlugin } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/types.ts'
import { createDestinationService } from '../src/destinations/service.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'
import { addSsrBundle, createWebFixture } from './web-fixture.ts'

const PRERENDERED_JAPAN =
  '<!doctype html><html><head><title>Japan</title></head><body><h1>Prerendered Japan</h1></body></html>'
const PRERENDERED_FRANCE =
  '<!doctype html><html><head><title>France</title></head><body><h1>Prerendered France</h1></body></html>'
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8'
const NOTE = `<div role="status" data-stale-copy`

/** The app's database, failing every query while `outage.down` (as after pg_terminate_backend). */
function withOutage(db: Kysely<Database>) {
  const outage = { down: false }
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (outage.down) throw new Error('Connection terminated unexpectedly')
      return node
    },
    transformResult: async ({ result }) => result,
  }
  return { db: db.withPlugin(plugin), outage }
}

describe.each(testDatabases)('pages while the database is down, on $name', (target) => {
  const database = useTestDatabase(target)
  const webDist = createWebFixture()
  writeFileSync(path.join(webDist, 'japan-visa-photo.html'), PRERENDERED_JAPAN)
  writeFileSync(path.join(webDist, 'france-visa-photo.html'), PRERENDERED_FRANCE)
  mkdirSync(path.join(webDist, 'countries'))
  writeFileSync(path.join(webDist, 'countries', 'japan.html'), PRERENDERED_JAPAN)
  addSsrBundle(webDist)
  let app: FastifyInstance
  let outage: { down: boolean }

  beforeAll(async () => {
    await database().db.deleteFrom('destinations').execute()
    const switchable = withOutage(database().db)
    outage = switchable.outage
    app = await buildTestApp({ db: switchable.db, driver: database().driver, webDist })
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })
  afterEach(() => {
    outage.down = false
  })

  const service = () => createDestinationService(database().db)
  const get = (url: string, accept = BROWSER) => app.inject({ method: 'GET', url, headers: { accept } })
  const down = () => {
    outage.down = true
  }

  it("an unedited built-in's photo and landing pages: the build's files, current, without a note", async () => {
    // Read once while up: the server now knows no staff change is stored for Japan.
    expect((await get('/japan-visa-photo')).body).toBe(PRERENDERED_JAPAN)
    down()
    for (const url of ['/japan-visa-photo', '/countries/japan']) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(200)
      expect(page.body, url).toBe(PRERENDERED_JAPAN)
    }
  })

  it('an edited page made before the outage: that page, current then, without a note', async () => {
    await service().update('japan', { name: 'Japan', spec: { ...COUNTRY_SPECS.japan, width_px: 500 } }, null)
    const before = await get('/japan-visa-photo')
    expect(before.body).toContain('<h1>rendered /japan-visa-photo</h1>')
    down()
    const during = await get('/japan-visa-photo')
    expect(during.statusCode).toBe(200)
    expect(during.body).toBe(before.body)
    expect(during.body).not.toContain(NOTE)
  })

  it('an edited page nobody opened since the save: the build file, with the note, never kept', async () => {
    await service().update(
      'france',
      { name: 'France', spec: { ...COUNTRY_SPECS.france, width_px: 500 } },
      null,
    )
    down()
    const page = await get('/france-visa-photo')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toBe(
      PRERENDERED_FRANCE.replace(
        '<body>',
        `<body>${NOTE} style="background:#fef3c7;color:#78350f;border-bottom:1px solid #f59e0b;padding:.75rem 1rem;text-align:center;font:500 .875rem/1.4 system-ui,sans-serif">${SERVICE_MESSAGES.staleCopy}</div>`,
      ),
    )
    // Back up: the page is made from the stored values again, without the note.
    outage.down = false
    const after = await get('/france-visa-photo')
    expect(after.body).toContain('<h1>rendered /france-visa-photo</h1>')
    expect(after.body).not.toContain(NOTE)
  })

  it('an added destination with no page kept and no build file: 503 with Retry-After, HTML for a browser', async () => {
    await service().create(
      { slug: 'atlantis', name: 'Atlantis', spec: { ...COUNTRY_SPECS.japan, width_px: 420 } },
      null,
    )
    down()
    const page = await get('/atlantis-visa-photo')
    expect(page.statusCode).toBe(503)
    expect(page.headers['retry-after']).toBe('5')
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.body).toContain(`<p>${SERVICE_MESSAGES.databaseUnavailable}</p>`)
    const api = await get('/atlantis-visa-photo', 'application/json')
    expect(api.statusCode).toBe(503)
    expect(api.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_MESSAGES.databaseUnavailable },
    })
  })

  it('the blog: the list kept before the outage; an article never rendered from the build with the note', async () => {
    const list = await get('/blog')
    expect(list.body).toContain('<h1>rendered /blog</h1>')
    down()
    const kept = await get('/blog?utm_source=mail')
    expect(kept.statusCode).toBe(200)
    expect(kept.body).toBe(list.body)
    const article = await get('/blog/prerendered-guide')
    expect(article.statusCode).toBe(200)
    expect(article.body).toContain('<h1>Prerendered guide</h1>')
    expect(article.body).toContain(SERVICE_MESSAGES.staleCopy)
    // An address the build does not have either: nothing to serve until the database is back.
    const unknown = await get('/blog/not-in-the-build')
    expect(unknown.statusCode).toBe(503)
    expect(unknown.headers['retry-after']).toBe('5')
  })

  it('never a 500 with internals: the API answers 503 with the one message', async () => {
    down()
    for (const url of ['/api/countries/japan', '/api/blog', '/api/health']) {
      const answer = await get(url, 'application/json')
      expect(answer.statusCode, url).toBe(503)
      expect(answer.body, url).not.toMatch(/Connection terminated|stack|at /)
    }
  })
})

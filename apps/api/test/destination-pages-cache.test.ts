// Issue #48, item 3: the pages of edited and added destinations were rendered on every request, with no
// cache and no limit. They are now rendered once per change (validated against the stored row on every
// request, so a save anywhere shows on the next request), kept under the address as the page reads it,
// and every render passes through the render gate.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { COUNTRY_SPECS, type CountrySlug, SERVICE_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDestinationService } from '../src/destinations/service.ts'
import { RENDER_LIMITS } from '../src/plugins/work-gates.ts'
import { post } from './blog-fixtures.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'
import { addSsrBundle, createWebFixture, holdRenders } from './web-fixture.ts'

/** Which render of the stand-in SSR bundle made this page (web-fixture.ts prints 'render #N'). */
const renderNumber = (body: string) => Number(/render #(\d+)/.exec(body)?.[1])

describe.each(testDatabases)('edited destination pages on $name', (target) => {
  const database = useTestDatabase(target)
  const webDist = createWebFixture()
  addSsrBundle(webDist)
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({ ...database(), webDist })
  })
  afterAll(async () => {
    await app?.close()
    rmSync(path.dirname(webDist), { recursive: true, force: true })
  })
  beforeEach(async () => {
    await database().db.deleteFrom('destinations').execute()
  })

  const service = () => createDestinationService(database().db)
  const edit = (slug: CountrySlug, width_px: number) =>
    service().update(
      slug,
      { name: COUNTRY_SPECS[slug] ? slugName(slug) : slug, spec: { ...COUNTRY_SPECS[slug], width_px } },
      null,
    )
  const get = (url: string, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'GET', url, remoteAddress })

  it('renders once per change: 20 requests at once share one render, and a save renders again', async () => {
    await edit('japan', 500)
    const first = await Promise.all(Array.from({ length: 20 }, () => get('/japan-visa-photo')))
    const renders = new Set(first.map((page) => renderNumber(page.body)))
    expect(first.every((page) => page.statusCode === 200)).toBe(true)
    expect(renders.size).toBe(1)
    const [number] = [...renders]
    expect((await get('/japan-visa-photo')).body).toContain(`render #${number}`)

    await edit('japan', 501)
    const after = await get('/japan-visa-photo')
    expect(renderNumber(after.body)).toBeGreaterThan(number as number)
    expect(renderNumber((await get('/japan-visa-photo')).body)).toBe(renderNumber(after.body))
  })

  it('keeps a page under the address it reads: made-up queries and unknown documents are the same page', async () => {
    await edit('united-states', 610)
    const plain = await get('/united-states-visa-photo')
    for (const url of [
      '/united-states-visa-photo?utm_source=mail',
      '/united-states-visa-photo?document=no-such-document',
      '/united-states-visa-photo?document=us-visa-ds-160&x=1',
    ]) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(200)
      if (url.includes('us-visa-ds-160')) {
        // A document the destination has is a page of its own, rendered with it.
        expect(page.body).toContain('<h1>rendered /united-states-visa-photo?document=us-visa-ds-160</h1>')
      } else expect(renderNumber(page.body), url).toBe(renderNumber(plain.body))
    }
  })

  it('renders a landing page again when the blog changes, for its guide links, and not otherwise', async () => {
    await edit('japan', 500)
    const first = renderNumber((await get('/countries/japan?ref=x')).body)
    expect(renderNumber((await get('/countries/japan')).body)).toBe(first)
    await database()
      .db.insertInto('blog_posts')
      .values(post({ slug: `japan-guide-${Date.now()}` }))
      .execute()
    expect(renderNumber((await get('/countries/japan')).body)).toBeGreaterThan(first)
  })

  it(`lets one client hold ${RENDER_LIMITS.perClient} renders at most, running or waiting; the next is a 429`, async () => {
    // Two more pages than the client may hold at once.
    const slugs = [
      'japan',
      'france',
      'germany',
      'italy',
      'spain',
      'canada',
      'australia',
      'netherlands',
      'belgium',
      'austria',
    ] as const
    expect(slugs.length).toBe(RENDER_LIMITS.perClient + 2)
    for (const [i, slug] of slugs.entries()) await edit(slug, 500 + i)
    await edit('india', 600)
    const release = holdRenders(webDist)
    const answers = slugs.map((slug) => get(`/${slug}-visa-photo`))
    // Every request has reached the gate: the client's places are full and the rest were refused.
    await expect
      .poll(() => app.renderGate.load)
      .toEqual({
        running: RENDER_LIMITS.concurrency,
        waiting: RENDER_LIMITS.perClient - RENDER_LIMITS.concurrency,
        clients: 1,
      })
    // Another client is not refused for it: it waits for a place.
    const other = get('/india-visa-photo', '198.51.100.9')
    await expect.poll(() => app.renderGate.load.clients).toBe(2)
    release()
    const settled = await Promise.all(answers)
    const refused = settled.filter((page) => page.statusCode === 429)
    expect(settled.filter((page) => page.statusCode === 200)).toHaveLength(RENDER_LIMITS.perClient)
    expect(refused).toHaveLength(slugs.length - RENDER_LIMITS.perClient)
    for (const page of refused) {
      expect(page.headers['retry-after']).toBe('1')
      expect(page.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: SERVICE_MESSAGES.tooManyAtOnce },
      })
    }
    expect((await other).statusCode).toBe(200)
  })
})

function slugName(slug: CountrySlug): string {
  return slug
    .split('-')
    .map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`)
    .join(' ')
}

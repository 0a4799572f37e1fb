// The photo and landing pages of destinations the build could not know (plugins/destination-pages.ts): added and
// edited ones are rendered with the stored values, disabled ones are the 404 page, unedited built-ins stay
// prerendered.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { COUNTRY_SPECS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDestinationService } from '../src/destinations/service.ts'
import { destinationPageSlug } from '../src/plugins/destination-pages.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'
import { addSsrBundle, createWebFixture, NOT_FOUND_MARKER } from './web-fixture.ts'

const PRERENDERED_JAPAN = '<!doctype html><title>Japan</title><h1>Prerendered Japan 413x531</h1>'
const PRERENDERED_JAPAN_LANDING = '<!doctype html><title>Japan</title><h1>Prerendered Japan landing</h1>'
const ATLANTIS_SPEC = { ...COUNTRY_SPECS.japan, width_px: 420, height_px: 540 }

function fixture(withSsr: boolean): string {
  const webDist = createWebFixture()
  writeFileSync(path.join(webDist, 'japan-visa-photo.html'), PRERENDERED_JAPAN)
  mkdirSync(path.join(webDist, 'countries'))
  writeFileSync(path.join(webDist, 'countries', 'japan.html'), PRERENDERED_JAPAN_LANDING)
  if (withSsr) addSsrBundle(webDist)
  return webDist
}

describe('destinationPageSlug', () => {
  it('reads the slug of photo and landing page paths only', () => {
    expect(destinationPageSlug('/japan-visa-photo')).toBe('japan')
    expect(destinationPageSlug('/united-states-visa-photo?x=1')).toBe('united-states')
    expect(destinationPageSlug('/countries/united-states')).toBe('united-states')
    expect(destinationPageSlug('/-visa-photo')).toBeNull()
    expect(destinationPageSlug('/blog/japan-visa-photo')).toBeNull()
    expect(destinationPageSlug('/api/countries/japan')).toBeNull()
    expect(destinationPageSlug('/countries/japan/guides')).toBeNull()
  })
})

describe.each(testDatabases)('destination pages on $name', (target) => {
  const database = useTestDatabase(target)
  const withSsr = fixture(true)
  const withoutSsr = fixture(false)
  let app: FastifyInstance
  let staticOnly: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp({ ...database(), webDist: withSsr })
    staticOnly = await buildTestApp({ ...database(), webDist: withoutSsr })
  })
  afterAll(async () => {
    await app?.close()
    await staticOnly?.close()
    for (const dist of [withSsr, withoutSsr]) rmSync(path.dirname(dist), { recursive: true, force: true })
  })
  beforeEach(async () => {
    await database().db.deleteFrom('destinations').execute()
  })

  const service = () => createDestinationService(database().db)
  const get = (url: string, on = app) => on.inject({ method: 'GET', url })

  it('serves the prerendered file of an unedited built-in and leaves other pages alone', async () => {
    const page = await get('/japan-visa-photo')
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(PRERENDERED_JAPAN)
    expect((await get('/countries/japan')).body).toBe(PRERENDERED_JAPAN_LANDING)
    expect((await get('/about')).body).toContain('About us')
  })

  it('renders an edited built-in with the stored values instead of the build file', async () => {
    await service().update('japan', { name: 'Japan', spec: { ...COUNTRY_SPECS.japan, width_px: 500 } }, null)
    const page = await get('/japan-visa-photo')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(page.body).toContain('<h1>rendered /japan-visa-photo</h1>')
    expect((await get('/countries/japan')).body).toContain('<h1>rendered /countries/japan</h1>')
  })

  it('renders a staff-added destination and answers the 404 page once it is disabled', async () => {
    expect((await get('/atlantis-visa-photo')).statusCode).toBe(404)
    expect((await get('/countries/atlantis')).statusCode).toBe(404)
    await service().create({ slug: 'atlantis', name: 'Atlantis', spec: ATLANTIS_SPEC }, null)
    for (const url of ['/atlantis-visa-photo', '/countries/atlantis']) {
      const page = await get(url)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(`<h1>rendered ${url}</h1>`)
    }

    await service().setEnabled('atlantis', false, null)
    for (const url of ['/atlantis-visa-photo', '/countries/atlantis']) {
      const gone = await get(url)
      expect(gone.statusCode).toBe(404)
      expect(gone.body).toContain(NOT_FOUND_MARKER)
    }
  })

  it('answers the 404 page for a disabled built-in, prerendered file or not', async () => {
    await service().setEnabled('japan', false, null)
    for (const on of [app, staticOnly]) {
      for (const url of ['/japan-visa-photo', '/countries/japan']) {
        const page = await get(url, on)
        expect(page.statusCode, url).toBe(404)
        expect(page.body).toContain(NOT_FOUND_MARKER)
      }
    }
  })

  it('keeps the build files when there is no SSR bundle to render with', async () => {
    await service().update('japan', { name: 'Japan', spec: { ...COUNTRY_SPECS.japan, width_px: 500 } }, null)
    expect((await get('/japan-visa-photo', staticOnly)).body).toBe(PRERENDERED_JAPAN)
  })
})

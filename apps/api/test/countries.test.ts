// GET /api/countries and /api/countries/:slug: the built-in destinations from packages/specs, merged with the
// rows staff stored, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { builtInEditPolicy, CMS_MESSAGES, COUNTRY_SLUGS, COUNTRY_SPECS, type Destination } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDestinationService } from '../src/destinations/service.ts'
import { testDatabases, useTestDatabase } from './databases.ts'
import { buildTestApp } from './helpers.ts'

const VIETNAM: Destination = {
  slug: 'vietnam',
  name: 'Vietnam',
  spec: {
    width_mm: 40,
    height_mm: 60,
    width_px: 472,
    height_px: 708,
    dpi: 300,
    format: 'JPEG',
    max_file_size_kb: 240,
    min_file_size_kb: 50,
    background_color: '#ffffff',
    face_coverage_min: 70,
    face_coverage_max: 80,
    min_quality: 0.8,
    compression_tolerance: 0.1,
  },
  editPolicy: builtInEditPolicy('vietnam'),
  // Vietnam has no documents beside its default one (packages/specs EXTRA_DOCUMENTS).
  documents: [],
}

describe.each(testDatabases)('public destinations on $name', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp(database())
  })
  afterAll(async () => {
    await app?.close()
  })
  beforeEach(async () => {
    await database().db.deleteFrom('destinations').execute()
  })

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('lists every built-in by name with its packages/specs values', async () => {
    const res = await get('/api/countries')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    const { countries } = res.json() as { countries: Destination[] }
    expect(countries).toHaveLength(COUNTRY_SLUGS.length)
    expect(countries[0]?.name).toBe('Australia')
    expect(countries.at(-1)).toStrictEqual(VIETNAM)
    expect(countries.find((c) => c.slug === 'united-states')?.spec).toStrictEqual(
      COUNTRY_SPECS['united-states'],
    )
    const names = countries.map((c) => c.name)
    expect(names).toStrictEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('serves a destination kept as data by slug, with its default rules and sources, but not in the menus list', async () => {
    const res = await get('/api/countries/kenya')
    expect(res.statusCode).toBe(200)
    const kenya = res.json() as Destination
    expect(kenya.name).toBe('Kenya')
    // Its e-visa upload is the default document: 500x500 px, at most 200 KB, on white.
    expect(kenya.spec).toMatchObject({
      width_px: 500,
      height_px: 500,
      max_file_size_kb: 200,
      background_color: '#ffffff',
    })
    expect(kenya.defaultRules).toMatchObject({
      name: 'Kenya e-visa photo',
      medium: 'digital',
      crown: 'natural',
      verification: 'secondary-agree',
      noMinimumFileSize: true,
    })
    expect(kenya.defaultRules?.sources?.every((s) => s.verifiedOn === '2026-11-29')).toBe(true)
    // No source says whether edits are accepted: the stricter reading.
    expect(kenya.editPolicy.backgroundReplacement).toBe('refused')
    expect(kenya.documents.map((d) => d.id)).toEqual(['ke-passport'])
    const list = (await get('/api/countries')).json() as { countries: Destination[] }
    expect(list.countries.some((c) => c.slug === 'kenya')).toBe(false)
  })

  it('answers one destination by slug', async () => {
    const res = await get('/api/countries/vietnam')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toStrictEqual(VIETNAM)
  })

  it('serves each destination with its edit policy: refused for the United States, allowed for France', async () => {
    const us = (await get('/api/countries/united-states')).json() as Destination
    expect(us.editPolicy).toStrictEqual(builtInEditPolicy('united-states'))
    expect(us.editPolicy.backgroundReplacement).toBe('refused')
    expect(us.editPolicy.reason).toContain('edited or filtered')
    expect(us.editPolicy.source.url).toBe(
      'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
    )
    const france = (await get('/api/countries/france')).json() as Destination
    expect(france.editPolicy.backgroundReplacement).toBe('allowed')
    expect(france.editPolicy.source.url).toBe(
      'https://www.icao.int/publications/pages/publication.aspx?docnum=9303',
    )

    const { countries } = (await get('/api/countries')).json() as { countries: Destination[] }
    const refused = countries.filter((c) => c.editPolicy.backgroundReplacement === 'refused')
    expect(refused.map((c) => c.slug)).toStrictEqual([
      'australia',
      'new-zealand',
      'singapore',
      'united-kingdom',
      'united-states',
    ])
  })

  it.each(['atlantis', 'toString', '__proto__', 'VIETNAM'])(
    'answers 404 with the contract message for %s',
    async (slug) => {
      const res = await get(`/api/countries/${slug}`)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toStrictEqual({
        error: { code: 'NOT_FOUND', message: CMS_MESSAGES.destinationNotFound },
      })
    },
  )

  it('serves a stored edit, and a built-in without a stored spec follows packages/specs', async () => {
    const service = createDestinationService(database().db)
    const spec = {
      ...VIETNAM.spec,
      width_px: 500,
      height_px: 750,
      min_file_size_kb: 60,
      max_file_size_kb: 200,
    }
    await service.update('vietnam', { name: 'Viet Nam', spec }, null)
    expect((await get('/api/countries/vietnam')).json()).toStrictEqual({
      slug: 'vietnam',
      name: 'Viet Nam',
      spec,
      editPolicy: VIETNAM.editPolicy,
      documents: [],
    })

    // Saving the built-in values again stores nothing of them: the row keeps only what differs.
    await service.update('vietnam', { name: 'Vietnam', spec: VIETNAM.spec }, null)
    const row = await database()
      .db.selectFrom('destinations')
      .selectAll()
      .where('slug', '=', 'vietnam')
      .executeTakeFirstOrThrow()
    expect(row.name).toBeNull()
    expect(row.spec).toBeNull()
    expect(row.edit_policy).toBeNull()
    expect(row.documents).toBeNull()
    expect((await get('/api/countries/vietnam')).json()).toStrictEqual(VIETNAM)
  })

  it('leaves a disabled destination out of the list and answers 404 for it', async () => {
    await createDestinationService(database().db).setEnabled('japan', false, null)
    const { countries } = (await get('/api/countries')).json() as { countries: Destination[] }
    expect(countries).toHaveLength(COUNTRY_SLUGS.length - 1)
    expect(countries.map((c) => c.slug)).not.toContain('japan')
    expect((await get('/api/countries/japan')).statusCode).toBe(404)
    // Disabling stores no spec: the built-in values still come from packages/specs.
    const row = await database()
      .db.selectFrom('destinations')
      .selectAll()
      .where('slug', '=', 'japan')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ enabled: false, spec: null, name: null, added: false })
  })
})

import { builtInDestination, builtInDocuments, builtInEditPolicy, COUNTRY_SPECS } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../api/http.ts'
import { defaultSpecOf } from './destination.ts'
import { fetchDestination, fetchDestinationList } from './destination-queries.ts'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchDestination', () => {
  it('returns the served destination, edits included', async () => {
    const spec = { ...COUNTRY_SPECS.japan, width_px: 700, height_px: 900 }
    const editPolicy = { ...builtInEditPolicy('japan'), backgroundReplacement: 'refused' }
    // A document staff added to Japan, served with it.
    const documents = [{ ...builtInDocuments('germany')[0], id: 'japan-online', name: 'Japan online' }]
    const fetchMock = vi.fn(async () =>
      json(200, { slug: 'japan', name: 'Japan', spec, editPolicy, documents }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(fetchDestination('http://api', 'japan')).resolves.toStrictEqual({
      slug: 'japan',
      name: 'Japan',
      spec,
      editPolicy,
      documents,
    })
    expect(fetchMock).toHaveBeenCalledWith('http://api/api/countries/japan', { credentials: 'include' })
  })

  it('passes a 404 on, built-in or not, so a disabled destination is the 404 page', async () => {
    vi.stubGlobal('fetch', async () =>
      json(404, { error: { code: 'NOT_FOUND', message: 'Destination not found.' } }),
    )
    await expect(fetchDestination('', 'japan')).rejects.toMatchObject({ status: 404 })
    await expect(fetchDestination('', 'atlantis')).rejects.toBeInstanceOf(HttpError)
  })

  it('falls back to the built-in spec when the API is unreachable, but not for other slugs', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed')
    })
    await expect(fetchDestination('', 'japan')).resolves.toStrictEqual({
      slug: 'japan',
      name: 'Japan',
      spec: COUNTRY_SPECS.japan,
      editPolicy: builtInEditPolicy('japan'),
      documents: [],
    })
    await expect(fetchDestination('', 'china')).resolves.toMatchObject({
      documents: builtInDocuments('china'),
    })
    await expect(fetchDestination('', 'atlantis')).rejects.toThrow('fetch failed')
  })

  it('falls back on a 500 and on a body that breaks the schema', async () => {
    vi.stubGlobal('fetch', async () => json(500, { error: { code: 'INTERNAL', message: 'x' } }))
    await expect(fetchDestination('', 'india')).resolves.toMatchObject({ spec: COUNTRY_SPECS.india })
    vi.stubGlobal('fetch', async () => json(200, { slug: 'india', name: 'India', spec: { width_px: 'big' } }))
    await expect(fetchDestination('', 'india')).resolves.toMatchObject({ spec: COUNTRY_SPECS.india })
    // A policy whose source is not https breaks the schema too: the built-in policy stands in.
    const unsafe = { ...builtInEditPolicy('india'), source: { name: 'x', url: 'javascript:alert(1)' } }
    const documents = builtInDocuments('india')
    vi.stubGlobal('fetch', async () =>
      json(200, { slug: 'india', name: 'India', spec: COUNTRY_SPECS.india, editPolicy: unsafe, documents }),
    )
    await expect(fetchDestination('', 'india')).resolves.toStrictEqual({
      slug: 'india',
      name: 'India',
      spec: COUNTRY_SPECS.india,
      editPolicy: builtInEditPolicy('india'),
      documents: builtInDocuments('india'),
    })
  })
})

describe('fetchDestinationList', () => {
  it('reads the enabled destinations and puts built-ins first in the spec order, added ones after by name', async () => {
    const added = (slug: string, name: string) => ({
      slug,
      name,
      spec: COUNTRY_SPECS.japan,
      editPolicy: builtInEditPolicy(slug),
      documents: builtInDocuments(slug),
    })
    const fetchMock = vi.fn(async () =>
      json(200, {
        countries: [
          added('zanzibar', 'Zanzibar'),
          added('atlantis', 'Atlantis'),
          { ...added('japan', 'Japan'), spec: COUNTRY_SPECS.japan },
          { ...added('vietnam', 'Vietnam'), spec: COUNTRY_SPECS.vietnam },
        ],
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const list = await fetchDestinationList('http://api')
    expect(list.map((d) => d.slug)).toEqual(['vietnam', 'japan', 'atlantis', 'zanzibar'])
    expect(fetchMock).toHaveBeenCalledWith('http://api/api/countries', { credentials: 'include' })
  })
})

describe('defaultSpecOf', () => {
  it('reads the built-in Vietnam row as its default document: no minimum KB, the rest unchanged', () => {
    const vietnam = builtInDestination('vietnam')
    expect(vietnam && defaultSpecOf(vietnam)).toStrictEqual({
      ...COUNTRY_SPECS.vietnam,
      min_file_size_kb: null,
    })
  })

  it("follows a staff edit of the row, and reads every other destination's row as it is", () => {
    const vietnam = builtInDestination('vietnam')
    const edited = vietnam && { ...vietnam, spec: { ...vietnam.spec, max_file_size_kb: 200 } }
    expect(edited && defaultSpecOf(edited).max_file_size_kb).toBe(200)
    const japan = builtInDestination('japan')
    expect(japan && defaultSpecOf(japan)).toStrictEqual(COUNTRY_SPECS.japan)
  })
})

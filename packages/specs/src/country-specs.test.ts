import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { COUNTRY_SPECS, getCountrySpec } from './country-specs.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import { defaultDocument } from './photo-documents.ts'
import { countrySpecSchema } from './schemas/country-spec.ts'

// Copied from the country table (docs/product-rules.md, "Country photo specs") by hand, in its own
// notation, so a typo in the implementation cannot also be a typo here.
const SPEC_TABLE = `
vietnam | 40x60 | 472x708 | 240 | 50 | white | 70-80
china | 30x40 | 354x472 | 340 | 240 | white | 70-80
japan | 45x45 | 600x600 | 380 | 250 | white or #f0f8ff | 70-80
india | 51x51 | 600x600 | 400 | 250 | white | 70-80
france, germany | 35x45 | 600x800 | 400 | 250 | #f5f5f5 (options white, #f5f5f5, #f8f8f8) | 70-80
morocco | 35x45 | 600x800 | 400 | 250 | white (options white, #f8f8f8) | 70-80
united-states | 51x51 | 600x600 | 320 | 240 | white (options white, #f8f8f8) | 50-69
canada | 35x45 | 420x540 | 400 | 300 | white | 70-80
thailand | 35x45 | 600x800 | 400 | 250 | white | 70-80
australia | 35x45 | 420x540 | 400 | 280 | white (options white, #f5f5f5) | 70-80
turkey | 35x45 | 600x800 | 400 | 250 | white | 70-80
united-kingdom | 35x45 | 413x531 | 400 | 250 | #f5f5f5 (options white, #f5f5f5) | 65-75
mexico | 50x50 | 591x591 | 400 | 250 | white | 70-80
spain, italy | 35x45 | 413x531 | 400 | 250 | #f5f5f5 | 70-80
brazil, south-korea, united-arab-emirates, russia, singapore, malaysia, indonesia, taiwan, saudi-arabia | 35x45 | 413x531 | 400 | 250 | white | 70-80
switzerland, netherlands, austria, belgium, greece, portugal | 35x45 | 413x531 | 400 | 250 | #f5f5f5 (options white, #f5f5f5) | 70-80
hong-kong | 33x48 | 390x567 | 400 | 250 | white | 65-75
`

const colour = (c: string) => (c.trim() === 'white' ? '#ffffff' : c.trim())

function parseBackground(cell: string): { background_color: string; background_options?: string[] } {
  const either = cell.match(/^(\S+) or (\S+)$/)
  if (either) {
    const [, a = '', b = ''] = either
    return { background_color: colour(a), background_options: [colour(a), colour(b)] }
  }
  const withOptions = cell.match(/^(\S+) \(options (.+)\)$/)
  if (withOptions) {
    const [, main = '', list = ''] = withOptions
    return { background_color: colour(main), background_options: list.split(',').map(colour) }
  }
  return { background_color: colour(cell) }
}

const pair = (cell: string) => cell.split(/[x-]/).map(Number) as [number, number]

const expected = new Map<string, object>()
for (const line of SPEC_TABLE.trim().split('\n')) {
  const [names = '', mm = '', px = '', maxKb = '', minKb = '', bg = '', face = ''] = line.split(' | ')
  const [width_mm, height_mm] = pair(mm)
  const [width_px, height_px] = pair(px)
  const [face_coverage_min, face_coverage_max] = pair(face)
  for (const name of names.split(', ')) {
    expected.set(name, {
      width_mm,
      height_mm,
      width_px,
      height_px,
      dpi: 300,
      format: 'JPEG',
      max_file_size_kb: Number(maxKb),
      min_file_size_kb: Number(minKb),
      ...parseBackground(bg),
      face_coverage_min,
      face_coverage_max,
      min_quality: 0.8,
      compression_tolerance: 0.1,
    })
  }
}

describe('COUNTRY_SPECS', () => {
  it("has exactly one row per country slug, the spec table's 32 among them", () => {
    expect(expected.size).toBe(32)
    expect(Object.keys(COUNTRY_SPECS).sort()).toEqual([...COUNTRY_SLUGS].sort())
    expect([...expected.keys()].filter((slug) => !(slug in COUNTRY_SPECS))).toEqual([])
  })

  // A destination added since the spec has no row in its table to be checked against: its numbers must say
  // where they come from (docs/recipes.md, "Add a destination").
  it.each(COUNTRY_SLUGS.filter((slug) => !expected.has(slug)))(
    '%s, beyond the spec table, cites its sources',
    (slug) => {
      const doc = defaultDocument(COUNTRY_SPECS[slug], builtInEditPolicy(slug), slug)
      expect(doc.sources.length).toBeGreaterThan(0)
      for (const source of doc.sources) expect(source.url).toMatch(/^https:\/\//)
      expect(countrySpecSchema.safeParse(COUNTRY_SPECS[slug]).success).toBe(true)
    },
  )

  it.each([...expected])('%s matches the spec table', (slug, row) => {
    // toStrictEqual: a country without options must not carry background_options at all.
    expect(COUNTRY_SPECS[slug as keyof typeof COUNTRY_SPECS]).toStrictEqual(row)
  })

  it('spot-checks values that differ from the common row', () => {
    expect(COUNTRY_SPECS['united-states'].face_coverage_min).toBe(50)
    expect(COUNTRY_SPECS['united-states'].face_coverage_max).toBe(69)
    expect(COUNTRY_SPECS.japan.background_options).toEqual(['#ffffff', '#f0f8ff'])
    expect(COUNTRY_SPECS.canada.min_file_size_kb).toBe(300)
    expect(COUNTRY_SPECS.australia.min_file_size_kb).toBe(280)
    expect(COUNTRY_SPECS['hong-kong'].width_px).toBe(390)
  })

  it.each(COUNTRY_SLUGS)('%s passes countrySpecSchema', (slug) => {
    expect(countrySpecSchema.safeParse(COUNTRY_SPECS[slug]).success).toBe(true)
  })

  it('does not share mutable rows between countries', () => {
    expect(COUNTRY_SPECS.switzerland).not.toBe(COUNTRY_SPECS.netherlands)
    expect(COUNTRY_SPECS.switzerland.background_options).not.toBe(
      COUNTRY_SPECS.netherlands.background_options,
    )
  })
})

describe('getCountrySpec', () => {
  it('returns the spec for a known code', () => {
    expect(getCountrySpec('china').width_px).toBe(354)
  })

  it.each(['atlantis', '', 'Vietnam', 'toString', '__proto__'])('throws the spec error for %j', (code) => {
    expect(() => getCountrySpec(code)).toThrow(new Error(`Country specifications not found for: ${code}`))
  })
})

describe("Vietnam's default document", () => {
  it('is the 4x6 cm row with no minimum file size, a whitish wall and the encode ladder', () => {
    const spec = COUNTRY_SPECS.vietnam
    const doc = defaultDocument(spec, builtInEditPolicy('vietnam'), 'vietnam')
    expect([doc.width_mm, doc.height_mm, doc.width_px, doc.height_px, doc.dpi]).toEqual([
      40, 60, 472, 708, 300,
    ])
    // The table row carries 50 KB; the page's own spec has no minimum, and both readings stand.
    expect(spec.min_file_size_kb).toBe(50)
    expect(doc.file_size_kb).toEqual({ min: null, max: 240 })
    expect(doc.background_rule).toBe('whitish')
    expect(doc.file_size_rule).toBe('encode-ladder')
    expect(doc.glasses).toBe('forbidden')
  })

  it('follows a staff edit of the row: a lower limit is the limit the rules check', () => {
    const edited = { ...COUNTRY_SPECS.vietnam, max_file_size_kb: 200 }
    expect(defaultDocument(edited, builtInEditPolicy('vietnam'), 'vietnam').file_size_kb).toEqual({
      min: null,
      max: 200,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { COUNTRY_SPECS } from './country-specs.ts'
import { documentSpec } from './document-spec.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import { builtInDocuments, defaultDocument } from './photo-documents.ts'

describe('documentSpec', () => {
  it.each(COUNTRY_SLUGS.filter((slug) => slug !== 'vietnam'))(
    '%s: the default document reads back as the spec row itself',
    (slug) => {
      expect(documentSpec(defaultDocument(COUNTRY_SPECS[slug], builtInEditPolicy(slug), slug))).toStrictEqual(
        COUNTRY_SPECS[slug],
      )
    },
  )

  it("reads Vietnam's default document back as its row without the minimum the page does not have", () => {
    const row = documentSpec(defaultDocument(COUNTRY_SPECS.vietnam, builtInEditPolicy('vietnam'), 'vietnam'))
    expect(row).toStrictEqual({ ...COUNTRY_SPECS.vietnam, min_file_size_kb: null })
    expect(COUNTRY_SPECS.vietnam.min_file_size_kb).toBe(50)
  })

  it('gives a document without a minimum KB a row without one', () => {
    const ds160 = builtInDocuments('united-states').find((d) => d.id === 'us-visa-ds-160')
    const row = ds160 && documentSpec(ds160)
    expect(row?.min_file_size_kb).toBeNull()
    expect(row).toMatchObject({ width_px: 600, height_px: 600, max_file_size_kb: 240, face_coverage_min: 50 })
  })
})

import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { COUNTRY_SPECS } from './country-specs.ts'
import { documentSpec } from './document-spec.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import { defaultDocument, EXTRA_DOCUMENTS } from './photo-documents.ts'

describe('documentSpec', () => {
  it.each(COUNTRY_SLUGS)('%s: the default document reads back as the spec row itself', (slug) => {
    expect(documentSpec(defaultDocument(COUNTRY_SPECS[slug], builtInEditPolicy(slug), slug))).toStrictEqual(
      COUNTRY_SPECS[slug],
    )
  })

  it('gives a document without a minimum KB a row without one', () => {
    const ds160 = EXTRA_DOCUMENTS['united-states']?.find((d) => d.id === 'us-visa-ds-160')
    const row = ds160 && documentSpec(ds160)
    expect(row && 'min_file_size_kb' in row).toBe(false)
    expect(row).toMatchObject({ width_px: 600, height_px: 600, max_file_size_kb: 240, face_coverage_min: 50 })
  })
})

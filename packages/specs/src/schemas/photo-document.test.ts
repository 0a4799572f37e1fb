// A document staff add in the codes manager stays inside what the photo tool can make (PHOTO_FRAME), and
// its windows and bands have a width; each refusal is said in the form's words.
import { describe, expect, it } from 'vitest'
import { COUNTRY_SPECS } from '../country-specs.ts'
import { DEFAULT_EDIT_POLICY } from '../edit-policies.ts'
import { defaultDocument } from '../photo-documents.ts'
import { photoDocumentSchema } from './photo-document.ts'

// The UK's default document, which passes: each case below changes one thing.
const valid = defaultDocument(COUNTRY_SPECS['united-kingdom'], DEFAULT_EDIT_POLICY, 'united-kingdom')

const issues = (patch: Record<string, unknown>) => {
  const result = photoDocumentSchema.safeParse({ ...valid, id: 'staff-document', ...patch })
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('photoDocumentSchema: what the photo tool can make', () => {
  it('accepts the valid document', () => {
    expect(issues({})).toEqual([])
  })

  it('refuses an export larger or smaller than the tool makes, and sizes in mm no photo has', () => {
    expect(issues({ width_px: 1e15, height_px: 1e15 })).toEqual([
      'width_px: Width (px) must be at most 4,000',
      'height_px: Height (px) must be at most 4,000',
    ])
    expect(issues({ width_px: 150, width_mm: 500 })).toEqual([
      'width_mm: Width (mm) must be at most 100',
      'width_px: Width (px) must be at least 200',
    ])
    expect(issues({ dpi: 0 })).toEqual(['dpi: Resolution (dpi) must be at least 1'])
  })

  it('refuses a KB window with no width or out of reach', () => {
    expect(issues({ file_size_kb: { min: 240, max: 240 } })).toEqual([
      'file_size_kb.min: Minimum file size must be less than the maximum',
    ])
    expect(issues({ file_size_kb: { min: null, max: 10_000 } })).toEqual([
      'file_size_kb.max: Maximum file size must be at most 4,096',
    ])
    expect(issues({ file_size_kb: { min: null, max: 240 } })).toEqual([])
  })

  it('refuses a head band with no width', () => {
    expect(issues({ head: { min: 70, max: 70, crown: 'hair' } })).toEqual([
      'head.min: Head height: the minimum must be less than the maximum',
    ])
  })
})

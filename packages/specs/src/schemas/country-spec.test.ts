import { describe, expect, it } from 'vitest'
import { COUNTRY_SPECS } from '../country-specs.ts'
import { PHOTO_FRAME } from '../limits.ts'
import { countrySpecSchema } from './country-spec.ts'

const valid = {
  width_mm: 35,
  height_mm: 45,
  width_px: 413,
  height_px: 531,
  dpi: 300,
  format: 'JPEG',
  max_file_size_kb: 400,
  min_file_size_kb: 250,
  background_color: '#F5F5F5',
  background_options: ['#ffffff', '#f5f5f5'],
  face_coverage_min: 70,
  face_coverage_max: 80,
  min_quality: 0.8,
  compression_tolerance: 0.1,
}

const issueMessages = (input: unknown) => {
  const result = countrySpecSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

const issuePaths = (input: unknown) => {
  const result = countrySpecSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
}

describe('countrySpecSchema', () => {
  it('accepts a valid spec, upper-case hex included', () => {
    expect(countrySpecSchema.safeParse(valid).success).toBe(true)
    const { background_options: _, ...withoutOptions } = valid
    expect(countrySpecSchema.safeParse(withoutOptions).success).toBe(true)
  })

  it.each([
    ['width_px', { width_px: 413.5 }],
    ['height_px', { height_px: 0 }],
    ['width_mm', { width_mm: -35 }],
    ['height_mm', { height_mm: 0 }],
    ['format', { format: 'PNG' }],
    ['background_color', { background_color: 'white' }],
    ['background_color', { background_color: '#fff' }],
    ['background_options.1', { background_options: ['#ffffff', 'f5f5f5'] }],
    ['face_coverage_max', { face_coverage_max: 101 }],
    ['face_coverage_min', { face_coverage_min: 0 }],
    ['min_quality', { min_quality: 0 }],
    ['min_quality', { min_quality: 1.2 }],
    ['min_file_size_kb', { min_file_size_kb: 0 }],
  ])('rejects a bad %s', (path, patch) => {
    expect(issuePaths({ ...valid, ...patch })).toContain(path)
  })

  it("rejects a minimum file size at or above the maximum, in the form's words", () => {
    expect(issuePaths({ ...valid, min_file_size_kb: 401 })).toEqual(['min_file_size_kb'])
    // "240-240 KB" was accepted: a window with no width cannot be aimed at.
    expect(issueMessages({ ...valid, min_file_size_kb: 400 })).toEqual([
      'min_file_size_kb: Minimum file size (KB) must be less than the maximum',
    ])
    // Apart, but no file fits once the floor is read as N x 1,024 bytes and the cap as M x 1,000.
    expect(countrySpecSchema.safeParse({ ...valid, min_file_size_kb: 395 }).success).toBe(false)
    expect(countrySpecSchema.safeParse({ ...valid, min_file_size_kb: 390 }).success).toBe(true)
  })

  it('rejects a face coverage minimum at or above the maximum', () => {
    expect(issuePaths({ ...valid, face_coverage_min: 81 })).toEqual(['face_coverage_min'])
    expect(issueMessages({ ...valid, face_coverage_min: 80 })).toEqual([
      'face_coverage_min: Face height, minimum (%) must be less than the maximum',
    ])
  })

  it("keeps every size inside what the photo tool can make, in the form's words", () => {
    // The attack run's destination: the photo tool worked on it forever without a word.
    expect(issueMessages({ ...valid, width_px: 1e15, height_px: 1e15 })).toEqual([
      'width_px: Width (px) must be at most 4,000',
      'height_px: Height (px) must be at most 4,000',
    ])
    expect(issueMessages({ ...valid, width_px: 199, height_mm: 120, width_mm: 5 })).toEqual([
      'width_mm: Width (mm) must be at least 10',
      'height_mm: Height (mm) must be at most 100',
      'width_px: Width (px) must be at least 200',
    ])
    expect(issueMessages({ ...valid, dpi: 2400 })).toEqual(['dpi: Resolution (dpi) must be at most 1,200'])
    expect(issueMessages({ ...valid, max_file_size_kb: 5000 })).toEqual([
      'max_file_size_kb: Maximum file size (KB) must be at most 4,096',
    ])
    expect(issueMessages({ ...valid, min_file_size_kb: 5, max_file_size_kb: 8 })).toEqual([
      'max_file_size_kb: Maximum file size (KB) must be at least 10',
    ])
    // The bounds themselves are allowed.
    const largest = { ...valid, width_px: PHOTO_FRAME.maxSidePx, height_px: PHOTO_FRAME.maxSidePx }
    expect(
      countrySpecSchema.safeParse({ ...largest, max_file_size_kb: PHOTO_FRAME.maxFileSizeKb }).success,
    ).toBe(true)
  })

  it('rejects options that leave out the main colour', () => {
    expect(issuePaths({ ...valid, background_options: ['#ffffff'] })).toEqual(['background_options'])
  })
})

describe('countrySpecSchema, the file-size window read both ways', () => {
  const row = (min: number, max: number) => ({
    ...COUNTRY_SPECS.japan,
    min_file_size_kb: min,
    max_file_size_kb: max,
  })
  it('refuses a floor of N x 1,024 bytes above a cap of M x 1,000, and says why', () => {
    // A 238 KB floor = 243,712 bytes; a 240 KB cap = 240,000 bytes: no file meets both.
    const result = countrySpecSchema.safeParse(row(238, 240))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'min_file_size_kb leaves no room under max_file_size_kb (N x 1,024 bytes under M x 1,000)',
    ])
    // 234 KB = 239,616 bytes, under 240,000: a narrow window, but one a file can land in.
    expect(countrySpecSchema.safeParse(row(234, 240)).success).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  COMPRESS_SIZES,
  COMPRESS_TARGET_RANGE,
  COMPRESS_TARGETS,
  compressHref,
  getCompressTarget,
  isCompressSize,
  isCompressTarget,
  RELATED_COMPRESS_SIZES,
} from './targets.ts'

// The spec's Common Use Cases list, verbatim.
const USE_CASES =
  '10KB Ultra Small, 15KB Mobile First, 20KB Email Friendly, 25KB Social Media, 30KB Web Standard, 40KB Premium Quality, 50KB Web Optimized, 75KB High Quality, 100KB Detailed Images, 150KB Large Format, 200KB Photography, 300KB Ultra Quality, 400KB Maximum Quality, 500KB Museum Grade'.split(
    ', ',
  )

describe('compression targets', () => {
  it('has the 14 sizes in order', () => {
    expect(COMPRESS_SIZES).toEqual([10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500])
    expect(COMPRESS_TARGETS.map((t) => t.size)).toEqual([...COMPRESS_SIZES])
  })

  it.each(USE_CASES.map((label) => [Number.parseInt(label, 10), label] as const))(
    '%iKB: label, title and href',
    (size, label) => {
      const t = COMPRESS_TARGETS.find((x) => x.size === size)
      expect(t?.label).toBe(label)
      expect(t?.title).toBe(`Compress to ${size}KB`)
      expect(t?.href).toBe(`/compress-to-${size}kb`)
    },
  )

  it('pins a few hrefs literally', () => {
    expect(getCompressTarget(10).href).toBe('/compress-to-10kb')
    expect(getCompressTarget(500).href).toBe('/compress-to-500kb')
    expect(getCompressTarget(75).title).toBe('Compress to 75KB')
  })

  it('gives each target a one-sentence description and its own colour', () => {
    for (const t of COMPRESS_TARGETS) {
      expect(t.description).toMatch(/^[A-Z].{20,}\.$/)
      expect(t.description.split('. ')).toHaveLength(1)
    }
    expect(new Set(COMPRESS_TARGETS.map((t) => t.color)).size).toBe(14)
  })

  it('isCompressSize accepts only the 14 sizes', () => {
    expect(isCompressSize(10)).toBe(true)
    expect(isCompressSize(500)).toBe(true)
    expect(isCompressSize(35)).toBe(false)
    expect(isCompressSize(1000)).toBe(false)
    expect(isCompressSize(Number.NaN)).toBe(false)
  })

  it('relates the three largest pages as the spec orders them', () => {
    expect(RELATED_COMPRESS_SIZES).toEqual({
      300: [200, 400, 500],
      400: [300, 500, 200],
      500: [400, 300, 200],
    })
  })
})

describe('any target (issue #53)', () => {
  it('every whole KB from 5 to 5000 is a target; the 14 listed sizes among them', () => {
    expect(COMPRESS_TARGET_RANGE).toEqual({ min: 5, max: 5000 })
    for (const n of [5, 35, 60, 250, 5000, ...COMPRESS_SIZES]) expect(isCompressTarget(n)).toBe(true)
    for (const n of [4, 5001, 35.5, 0, -10, Number.NaN]) expect(isCompressTarget(n)).toBe(false)
    expect(isCompressSize(35)).toBe(false)
    expect(compressHref(35)).toBe('/compress-to-35kb')
  })
})

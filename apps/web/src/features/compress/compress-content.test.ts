import { COMPRESS_SIZES, META, RELATED_COMPRESS_SIZES } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import {
  compressHeading,
  getSizeContent,
  isPremiumSize,
  neighbourSizes,
  relatedSizes,
} from './compress-content.ts'
import { compressPageTitle } from './compress-meta.ts'

const all = COMPRESS_SIZES.map((size) => ({ size, content: getSizeContent(size) }))

describe('compression page content', () => {
  it('gives all 14 pages their own title, description and keywords', () => {
    expect(all).toHaveLength(14)
    expect(new Set(COMPRESS_SIZES.map(compressPageTitle)).size).toBe(14)
    expect(new Set(all.map((p) => p.content.description)).size).toBe(14)
    expect(new Set(all.map((p) => p.content.keywords.join())).size).toBe(14)
  })

  it('pins the 300KB title and the h1 wording', () => {
    expect(compressPageTitle(300)).toBe('Compress Image to 300KB | Free Online Tool')
    expect(compressHeading(50)).toBe('Compress Image to 50KB')
  })

  it('keeps titles and descriptions short enough not to be cut', () => {
    for (const { size, content } of all) {
      expect(compressPageTitle(size).length).toBeLessThan(META.titleMax)
      expect(content.description.length, `${size}KB description`).toBeLessThan(META.descriptionMax)
      expect(content.description).toContain(`${size}KB`)
    }
  })

  it('has at least three distinct FAQ entries and some benefits and applications on every page', () => {
    for (const { content } of all) {
      expect(content.faq.length).toBeGreaterThanOrEqual(3)
      expect(new Set(content.faq.map((f) => f.question)).size).toBe(content.faq.length)
      expect(content.benefits.length).toBeGreaterThanOrEqual(3)
      expect(content.applications.length).toBeGreaterThanOrEqual(2)
    }
  })

  it('gives 300, 400 and 500KB the premium shape', () => {
    const premium = all.filter((p) => p.content.kind === 'premium').map((p) => p.size)
    expect(premium).toEqual([300, 400, 500])
    for (const size of premium) {
      const content = getSizeContent(size)
      if (content.kind !== 'premium') throw new Error('unreachable')
      expect(content.why.paragraphs.length).toBeGreaterThanOrEqual(1)
      expect(content.technology).toHaveLength(3)
      expect(content.applications).toHaveLength(2)
      expect(content.faq).toHaveLength(3)
    }
    expect(getSizeContent(300).intro).toMatch(/creative professionals/)
    expect(getSizeContent(300).intro).toMatch(/detailed artwork/)
    expect(getSizeContent(400).intro).toMatch(/luxury brands and premium content/)
    expect(getSizeContent(500).intro).toMatch(/fine art and museum-grade/)
  })

  it('shows the quality notice on the 10KB page only', () => {
    const withNotice = all.filter((p) => p.content.kind === 'standard' && p.content.notice)
    expect(withNotice.map((p) => p.size)).toEqual([10])
    const ten = getSizeContent(10)
    expect(ten.kind === 'standard' && ten.notice?.title).toBe('Important: 10KB Image Quality Notice')
    expect(ten.kind === 'standard' && ten.notice?.body).toMatch(/small thumbnails and previews only/)
  })
})

describe('related sizes', () => {
  it('follows the spec order on the premium pages', () => {
    expect(relatedSizes(300)).toEqual([200, 400, 500])
    expect(relatedSizes(400)).toEqual([300, 500, 200])
    expect(relatedSizes(500)).toEqual([400, 300, 200])
    expect(relatedSizes(300)).toBe(RELATED_COMPRESS_SIZES[300])
  })

  it('links every other page to four neighbouring sizes, never itself', () => {
    expect(neighbourSizes(10)).toEqual([15, 20, 25, 30])
    expect(neighbourSizes(50)).toEqual([30, 40, 75, 100])
    expect(neighbourSizes(500)).toEqual([150, 200, 300, 400])
    for (const size of COMPRESS_SIZES) {
      const related = relatedSizes(size)
      expect(related).not.toContain(size)
      expect(related.length).toBe(isPremiumSize(size) ? 3 : 4)
    }
  })
})

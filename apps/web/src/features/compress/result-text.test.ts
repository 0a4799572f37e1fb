import { describe, expect, it } from 'vitest'
import { qualityText } from './result-text.ts'

describe("qualityText (the card's JPEG quality row)", () => {
  it('names the colour quality only when the engine set it apart', () => {
    expect(qualityText({ quality: 82 })).toBe('82 / 100')
    expect(qualityText({ quality: 78, chromaQuality: 76 })).toBe('78 / 100 (colour 76)')
  })

  it('says how much smoothing was used: a grey picture reports no colour quality, only its smoothing', () => {
    expect(qualityText({ quality: 78, smoothing: 25 })).toBe('78 / 100, smoothing 25 / 100')
    expect(qualityText({ quality: 61, chromaQuality: 55, smoothing: 4 })).toBe(
      '61 / 100 (colour 55), smoothing 4 / 100',
    )
  })
})

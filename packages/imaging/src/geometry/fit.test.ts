import { describe, expect, it } from 'vitest'
import { clampScale, containScale, coverScale } from './fit.ts'

describe('fit', () => {
  it('covers a 300x450 frame with a landscape photo by matching heights', () => {
    expect(coverScale({ width: 1200, height: 800 }, { width: 300, height: 450 })).toBeCloseTo(0.5625, 6)
  })

  it('covers a square frame with a portrait photo by matching widths', () => {
    expect(coverScale({ width: 600, height: 1200 }, { width: 300, height: 300 })).toBe(0.5)
  })

  it('contains a landscape photo in a portrait frame by matching widths', () => {
    expect(containScale({ width: 1200, height: 800 }, { width: 300, height: 450 })).toBe(0.25)
  })

  it('refuses an image without pixels', () => {
    expect(() => coverScale({ width: 0, height: 10 }, { width: 1, height: 1 })).toThrow(RangeError)
  })

  it('clamps the editor scale to 0.1-3', () => {
    expect(clampScale(0.05)).toBe(0.1)
    expect(clampScale(3.2)).toBe(3)
    expect(clampScale(1.25)).toBe(1.25)
    expect(clampScale(Number.NaN)).toBe(1)
  })
})

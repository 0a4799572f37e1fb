import { describe, expect, it } from 'vitest'
import { flattenOnWhite, hasTransparency } from './flatten.ts'

const px = (...rgba: number[]) => ({ data: new Uint8ClampedArray(rgba), width: rgba.length / 4, height: 1 })

describe('flattenOnWhite', () => {
  it('turns fully transparent pixels white, never black', () => {
    const out = flattenOnWhite(px(0, 0, 0, 0, 12, 200, 7, 0))
    expect([...out.data]).toEqual([255, 255, 255, 255, 255, 255, 255, 255])
  })

  it('blends half-transparent red towards white', () => {
    const [r, g, b, a] = flattenOnWhite(px(255, 0, 0, 128)).data
    expect(r).toBe(255)
    expect(Math.abs((g as number) - 127)).toBeLessThanOrEqual(1)
    expect(Math.abs((b as number) - 127)).toBeLessThanOrEqual(1)
    expect(a).toBe(255)
  })

  it('leaves opaque pixels alone and does not modify its input', () => {
    const input = px(10, 20, 30, 255, 0, 0, 0, 0)
    const out = flattenOnWhite(input)
    expect([...out.data.slice(0, 4)]).toEqual([10, 20, 30, 255])
    expect([...input.data.slice(4)]).toEqual([0, 0, 0, 0])
    expect(hasTransparency(input)).toBe(true)
    expect(hasTransparency(out)).toBe(false)
  })
})

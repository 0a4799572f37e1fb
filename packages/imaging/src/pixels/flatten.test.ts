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

  it('flattens a transparent pixel after a long opaque run, and only that one', () => {
    const data = new Uint8ClampedArray(1000 * 4).fill(200)
    for (let i = 3; i < data.length; i += 4) data[i] = 255
    data[999 * 4 + 3] = 0
    const out = flattenOnWhite({ data, width: 1000, height: 1 })
    expect([...out.data.slice(998 * 4)]).toEqual([200, 200, 200, 255, 255, 255, 255, 255])
    expect(data[999 * 4 + 3]).toBe(0)
  })

  it('returns an opaque image itself when flattening in place, and a copy otherwise', () => {
    const opaque = px(1, 2, 3, 255, 4, 5, 6, 255)
    expect(flattenOnWhite(opaque, { inPlace: true })).toBe(opaque)
    const copy = flattenOnWhite(opaque)
    expect(copy.data).not.toBe(opaque.data)
    expect([...copy.data]).toEqual([1, 2, 3, 255, 4, 5, 6, 255])
  })

  it('reads pixels from a view that starts mid-buffer', () => {
    const buffer = new Uint8ClampedArray(4 * 3 + 1)
    buffer.set([9, 9, 9, 255, 0, 0, 0, 0, 7, 7, 7, 255], 1)
    const view = new Uint8ClampedArray(buffer.buffer, 1, 12)
    expect([...flattenOnWhite({ data: view, width: 3, height: 1 }).data]).toEqual([
      9, 9, 9, 255, 255, 255, 255, 255, 7, 7, 7, 255,
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { boxDownsampleBy, boxResize, fitPixels, scaledSize } from './box-resize.ts'
import { resampleLuma, toLuma } from './luma.ts'

const gray = (values: number[], width: number) => ({
  data: new Uint8ClampedArray(values.flatMap((v) => [v, v, v, 255])),
  width,
  height: values.length / width,
})

describe('boxResize', () => {
  it('averages each 2x2 block when halving', () => {
    const img = gray([0, 100, 200, 200, 100, 200, 0, 0], 4)
    const out = boxResize(img, 2, 1)
    expect([out.data[0], out.data[4]]).toEqual([100, 100])
  })

  it('weighs partly covered pixels by their coverage (3 → 2)', () => {
    const out = boxResize(gray([0, 90, 180], 3), 2, 1)
    // Output 0 covers source 0 fully and half of 1: (0 + 45) / 1.5 = 30; output 1 mirrors it: 150.
    expect([out.data[0], out.data[4]]).toEqual([30, 150])
  })

  it('keeps a flat image flat and never upscales', () => {
    const flat = gray(new Array(7 * 5).fill(77), 7)
    const out = boxResize(flat, 3, 2)
    expect(new Set(out.data.filter((_, i) => i % 4 === 0))).toEqual(new Set([77]))
    expect(() => boxResize(flat, 8, 5)).toThrow(RangeError)
  })

  it('fits a size into a pixel budget with the same aspect', () => {
    expect(fitPixels({ width: 6000, height: 4000 }, 1_000_000)).toEqual({ width: 1225, height: 816 })
    expect(fitPixels({ width: 600, height: 400 }, 1_000_000)).toEqual({ width: 600, height: 400 })
    expect(scaledSize({ width: 10, height: 10 }, 0.01)).toEqual({ width: 1, height: 1 })
  })
})

describe('boxDownsampleBy', () => {
  it('averages whole blocks and drops the ragged edge', () => {
    const img = gray([0, 100, 200, 10, 200, 100, 0, 10, 7, 7, 7, 7], 4) // 4x3
    const out = boxDownsampleBy(img, 2)
    expect([out.width, out.height]).toEqual([2, 1])
    expect([out.data[0], out.data[4]]).toEqual([100, 55])
    expect(boxDownsampleBy(img, 1)).toBe(img)
  })
})

describe('resampleLuma', () => {
  it('interpolates linearly when enlarging and averages when shrinking', () => {
    const plane = toLuma(gray([0, 100], 2))
    const up = resampleLuma(plane, 4, 1)
    expect([...up.data].map(Math.round)).toEqual([0, 25, 75, 100])
    const down = resampleLuma(up, 2, 1)
    expect([...down.data].map(Math.round)).toEqual([13, 88])
  })
})

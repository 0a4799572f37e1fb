import { describe, expect, it } from 'vitest'
import { applyOrientation } from './orientation.ts'

// Stored 3x2 image whose pixels are numbered 1-6 in the red channel:
//   1 2 3
//   4 5 6
const stored = {
  width: 3,
  height: 2,
  data: new Uint8ClampedArray([1, 2, 3, 4, 5, 6].flatMap((v) => [v, 0, 0, 255])),
}
const reds = (img: { data: Uint8ClampedArray }) => [...img.data].filter((_, i) => i % 4 === 0)

describe('applyOrientation', () => {
  it.each([
    [1, 3, 2, [1, 2, 3, 4, 5, 6]],
    [2, 3, 2, [3, 2, 1, 6, 5, 4]],
    [3, 3, 2, [6, 5, 4, 3, 2, 1]],
    [4, 3, 2, [4, 5, 6, 1, 2, 3]],
    [5, 2, 3, [1, 4, 2, 5, 3, 6]],
    [6, 2, 3, [4, 1, 5, 2, 6, 3]],
    [7, 2, 3, [6, 3, 5, 2, 4, 1]],
    [8, 2, 3, [3, 6, 2, 5, 1, 4]],
  ])('orientation %i gives %ix%i with the pixels where a viewer shows them', (o, w, h, expected) => {
    const out = applyOrientation(stored, o)
    expect([out.width, out.height]).toEqual([w, h])
    expect(reds(out)).toEqual(expected)
  })

  it('returns the input for unknown orientations', () => {
    expect(applyOrientation(stored, 0)).toBe(stored)
    expect(applyOrientation(stored, 9)).toBe(stored)
  })
})

import { describe, expect, it } from 'vitest'
import { countTouchUps, paintTouchUps } from './touch-up.ts'

/** A 20x20 alpha of one value everywhere. */
const flat = (value: number) => ({ width: 20, height: 20, data: new Float32Array(400).fill(value) })
const at = (m: { data: Float32Array }, x: number, y: number) => m.data[y * 20 + x] as number

describe('paintTouchUps', () => {
  it('keeps within the radius (alpha 1), fades over the soft edge, and leaves the rest alone', () => {
    const alpha = flat(0.4)
    const keep = paintTouchUps(alpha, [{ mode: 'keep', points: [{ x: 10, y: 10 }], radius: 3 }])
    // Pixel (10, 10)'s centre is 0.71 px from the dab: inside.
    expect(at(keep, 10, 10)).toBe(1)
    // Pixel (12, 10): centre (12.5, 10.5) is 2.55 px away, inside the 3 px radius.
    expect(at(keep, 12, 10)).toBe(1)
    // Pixel (13, 10): 3.54 px away, 0.54 into the 1.5 px soft edge: covered (4.5 − 3.54) / 1.5 = 0.64, so
    // alpha goes 0.64 of the way from 0.4 to 1.
    expect(at(keep, 13, 10)).toBeCloseTo(0.4 + 0.6 * ((4.5 - Math.hypot(3.5, 0.5)) / 1.5), 5)
    expect(at(keep, 13, 10)).toBeCloseTo(0.786, 3)
    // Pixel (15, 10): 5.52 px away, past the soft edge.
    expect(at(keep, 15, 10)).toBeCloseTo(0.4, 6)
    // The given matte is not changed.
    expect(at(alpha, 10, 10)).toBeCloseTo(0.4, 6)
  })

  it('removes along the whole path of a drag, and a later stroke paints over an earlier one', () => {
    const remove = paintTouchUps(flat(1), [
      {
        mode: 'remove',
        points: [
          { x: 2, y: 5 },
          { x: 18, y: 5 },
        ],
        radius: 1,
      },
    ])
    // Every pixel on the row the line runs along is cut; two rows away it is untouched.
    for (let x = 2; x < 18; x++) expect(at(remove, x, 4)).toBe(0)
    expect(at(remove, 10, 7)).toBe(1)
    // Row 6 (centres 1.5 px from the line): 0.5 into the soft edge, cover 2/3, alpha 1/3.
    expect(at(remove, 10, 6)).toBeCloseTo(1 / 3, 5)
    const both = paintTouchUps(flat(0.5), [
      { mode: 'remove', points: [{ x: 10, y: 10 }], radius: 4 },
      { mode: 'keep', points: [{ x: 10, y: 10 }], radius: 2 },
    ])
    expect([at(both, 10, 10), at(both, 13, 10), at(both, 18, 10)]).toEqual([1, 0, 0.5])
  })

  it('paints nothing for a stroke outside the raster or without points', () => {
    const same = paintTouchUps(flat(0.3), [
      { mode: 'remove', points: [{ x: -50, y: -50 }], radius: 5 },
      { mode: 'keep', points: [], radius: 5 },
    ])
    expect(Array.from(same.data).every((v) => Math.abs(v - 0.3) < 1e-6)).toBe(true)
  })
})

describe('countTouchUps', () => {
  it('counts the strokes of each kind', () => {
    expect(countTouchUps([{ mode: 'keep' }, { mode: 'remove' }, { mode: 'keep' }])).toEqual({
      keep: 2,
      remove: 1,
    })
    expect(countTouchUps([])).toEqual({ keep: 0, remove: 0 })
  })
})

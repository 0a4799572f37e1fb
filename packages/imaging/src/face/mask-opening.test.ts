import { describe, expect, it } from 'vitest'
import { openedTops } from './mask-opening.ts'

const side = 64

/** A 64 x 64 grid: a disc of radius 20 around (32, 40), plus whatever `add` sets. */
function grid(add?: (set: (x0: number, y0: number, x1: number, y1: number) => void) => void): Uint8Array {
  const inside = new Uint8Array(side * side)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) if ((x - 32) ** 2 + (y - 40) ** 2 <= 20 ** 2) inside[y * side + x] = 1
  add?.((x0, y0, x1, y1) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) inside[y * side + x] = 1
  })
  return inside
}

const highest = (tops: Float64Array) => Math.min(...tops)
// Every column, the region given down to row 50, a disc of radius 4 (9 px across).
const opened = (inside: Uint8Array) => openedTops(inside, side, 50, 0, side - 1, 4)

describe('openedTops', () => {
  it('keeps a round top wider than the disc where it is, to a pixel', () => {
    const tops = opened(grid())
    // The disc's top pixel row is 20 (centre 20.5).
    expect(highest(tops)).toBeGreaterThanOrEqual(19.5)
    expect(highest(tops)).toBeLessThanOrEqual(21.5)
    // Its sides too: at column 20 (12 px off the middle) the disc's outline is at row 24.
    expect(tops[20] as number).toBeGreaterThan(23)
    expect(tops[20] as number).toBeLessThan(26)
  })

  it('takes off a spike narrower than the disc, and keeps one wider', () => {
    // Six columns wide, 15 rows over the disc: taken off, the disc's own top (19.5) is left.
    expect(highest(opened(grid((set) => set(30, 5, 36, 21))))).toBeGreaterThanOrEqual(19.5)
    const wide = opened(grid((set) => set(26, 5, 38, 21)))
    // Twelve columns hold the disc (nine across): the block's top row, 5, is reached in its middle.
    expect(highest(wide)).toBeLessThan(6.5)
  })

  it('counts rows below lastRow as inside and columns outside the range as outside', () => {
    // Only rows 0-30 are given; the disc goes on below, so its top is not eroded from underneath.
    const tops = openedTops(grid(), side, 30, 0, side - 1, 4)
    expect(highest(tops)).toBeLessThanOrEqual(21.5)
    // Within columns 30-34 alone no disc of radius 4 fits: nothing is left.
    expect(highest(openedTops(grid(), side, 50, 30, 34, 4))).toBe(Number.POSITIVE_INFINITY)
  })
})

import { describe, expect, it } from 'vitest'
import type { FaceCrop } from './face-crop.ts'
import { bridgeEdges } from './glasses.ts'

const side = 256

/** Flat skin at 150 with `paint` drawn over it; the eyes 80 px apart on row 120. */
function bridge(paint: (set: (row: number, value: number) => void) => void) {
  const data = new Float32Array(side * side).fill(150)
  paint((row, value) => {
    for (let x = 0; x < side; x++) data[row * side + x] = value
  })
  const crop = { eyes: { right: { x: 88, y: 120 }, left: { x: 168, y: 120 } } } as FaceCrop
  // The face's p5-p95 range: 100 levels (50 to 150).
  const face = new Float64Array(256)
  face[50] = 0.1
  face[150] = 0.9
  return bridgeEdges({ data, width: side, height: side }, crop, face)
}

describe('bridgeEdges', () => {
  it('reads bare skin as nothing, and a step (a shadow edge) no stronger than before', () => {
    expect(bridge(() => {})).toBe(0)
    // Skin 60 levels darker from row 110 down: the step filter's 0.6, not the line filters' more.
    expect(
      bridge((set) => {
        for (let row = 110; row < side; row++) set(row, 90)
      }),
    ).toBeCloseTo(0.6, 6)
  })

  it('reads a thin frame that falls between two rows of the crop at half its strength on one row, not a quarter', () => {
    // A frame 60 levels darker than the skin, a pixel wide: on row 110, or half on 110 and half on 111.
    const onRow = bridge((set) => set(110, 90))
    const between = bridge((set) => {
      set(110, 120)
      set(111, 120)
    })
    expect(onRow).toBeCloseTo(1.2, 6)
    // Read as a one-row line alone, the split frame gave 0.3 (30 levels): a quarter, under the 0.35 limit.
    expect(between).toBeCloseTo(0.6, 6)
    expect(between).toBeGreaterThan(0.35)
  })
})

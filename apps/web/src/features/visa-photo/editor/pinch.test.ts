import { describe, expect, it } from 'vitest'
import { pinchChange } from './editor-math.ts'

describe('pinchChange', () => {
  it('reads fingers spreading to twice their distance as a zoom of 2, with the point between them still', () => {
    const change = pinchChange(
      [
        { x: 100, y: 200 },
        { x: 200, y: 200 },
      ],
      [
        { x: 50, y: 200 },
        { x: 250, y: 200 },
      ],
    )
    expect(change).toEqual({ factor: 2, middle: { x: 150, y: 200 }, dx: 0, dy: 0 })
  })

  it('reads fingers moving together as a pan with no zoom', () => {
    const change = pinchChange(
      [
        { x: 100, y: 100 },
        { x: 140, y: 130 },
      ],
      [
        { x: 110, y: 90 },
        { x: 150, y: 120 },
      ],
    )
    expect(change.factor).toBeCloseTo(1, 10)
    expect(change.dx).toBe(10)
    expect(change.dy).toBe(-10)
  })

  it('asks for no zoom when both fingers start on one point', () => {
    const same = { x: 10, y: 10 }
    expect(pinchChange([same, same], [same, { x: 30, y: 10 }]).factor).toBe(1)
  })
})

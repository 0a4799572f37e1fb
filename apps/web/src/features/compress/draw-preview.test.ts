import { describe, expect, it } from 'vitest'
import { fitWithin } from './draw-preview.ts'

describe('fitWithin', () => {
  it('shrinks a 24 MP photo to the tile, keeping its shape', () => {
    expect(fitWithin({ width: 6000, height: 4000 }, { width: 1200, height: 900 })).toEqual({
      width: 1200,
      height: 800,
    })
  })

  it('fits a portrait by its height', () => {
    expect(fitWithin({ width: 2400, height: 3200 }, { width: 1200, height: 900 })).toEqual({
      width: 675,
      height: 900,
    })
  })

  it('never enlarges a picture smaller than the tile', () => {
    expect(fitWithin({ width: 320, height: 240 }, { width: 1200, height: 900 })).toEqual({
      width: 320,
      height: 240,
    })
  })

  it('keeps at least one pixel of a 4001x3 strip', () => {
    expect(fitWithin({ width: 4001, height: 3 }, { width: 600, height: 450 })).toEqual({
      width: 600,
      height: 1,
    })
  })
})

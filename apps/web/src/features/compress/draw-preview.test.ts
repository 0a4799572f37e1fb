import { describe, expect, it } from 'vitest'
import { fitWithin } from './draw-preview.ts'

const size = (width: number, height: number) => ({ width, height })

describe('fitWithin', () => {
  it.each([
    {
      name: 'shrinks a 24 MP photo to the tile, keeping its shape',
      image: size(6000, 4000),
      box: size(1200, 900),
      fit: size(1200, 800),
    },
    {
      name: 'fits a portrait by its height',
      image: size(2400, 3200),
      box: size(1200, 900),
      fit: size(675, 900),
    },
    {
      name: 'never enlarges a picture smaller than the tile',
      image: size(320, 240),
      box: size(1200, 900),
      fit: size(320, 240),
    },
    {
      name: 'keeps at least one pixel of a 4001x3 strip',
      image: size(4001, 3),
      box: size(600, 450),
      fit: size(600, 1),
    },
  ])('$name', ({ image, box, fit }) => {
    expect(fitWithin(image, box)).toEqual(fit)
  })
})

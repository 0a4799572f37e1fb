import { QUALITY } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import type { RasterImage } from '../types.ts'
import { wallSpread } from './wall-spread.ts'

const W = 160
const H = 120
const head = { centre: { x: 80, y: 70 }, height: 60 }

/** A frame whose every pixel is `grey(x, y)`, with a dark head (an ellipse) where `head` is. */
function frame(grey: (x: number, y: number) => number): RasterImage {
  const data = new Uint8ClampedArray(W * H * 4)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const inHead = ((x - 80) / 22) ** 2 + ((y - 70) / 30) ** 2 <= 1
      const v = inHead ? 30 : grey(x, y)
      data.set([v, v, v, 255], (y * W + x) * 4)
    }
  return { data, width: W, height: H }
}

describe('wallSpread', () => {
  it('reads a plain wall as even, whatever the head beside it', () => {
    expect(
      wallSpread(
        frame(() => 200),
        head,
      ),
    ).toBe(0)
  })

  it('reads a wall of light and dark tiles as uneven, past the verdict threshold', () => {
    const tiles = frame((x, y) => ((Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 230 : 90))
    expect(wallSpread(tiles, head)).toBeGreaterThan(QUALITY.checks.backgroundUniform.maxSpread)
  })

  it('has nothing to read when the head fills the frame', () => {
    expect(
      wallSpread(
        frame(() => 200),
        { centre: { x: 80, y: 60 }, height: 400 },
      ),
    ).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import type { RasterImage } from '../types.ts'
import { boxResize } from './box-resize.ts'
import { sampleGrid, ssimOnGrid } from './grid-sample.ts'
import { resampleLuma, toLuma } from './luma.ts'
import { ssimLuma } from './ssim.ts'

// A deterministic picture: a smooth diagonal ramp with a 1 px checker of ±amplitude on top.
function picture(width: number, height: number, amplitude: number): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = 40 + (150 * (x + y)) / (width + height) + ((x + y) % 2 ? amplitude : -amplitude)
      data.set([v, v, v, 255], (y * width + x) * 4)
    }
  }
  return { data, width, height }
}

describe('sampleGrid', () => {
  it('takes about maxPixels in 32 px tiles spread over the whole picture', () => {
    const sample = sampleGrid(picture(1200, 800, 0), 100_000)
    expect(sample.tiles.length * 32 * 32).toBeLessThanOrEqual(100_000)
    expect(sample.tiles.length * 32 * 32).toBeGreaterThan(80_000)
    expect(sample.xs[0]).toBeLessThan(100)
    expect(sample.xs.at(-1)).toBeGreaterThan(1100 - 32)
    expect(sample.ys.at(-1)).toBeGreaterThan(700 - 32)
  })

  it('takes the whole picture when it is smaller than a tile', () => {
    const sample = sampleGrid(picture(20, 10, 0), 100_000)
    expect([sample.tiles.length, sample.tileWidth, sample.tileHeight]).toEqual([1, 20, 10])
  })
})

describe('ssimOnGrid', () => {
  it('scores the picture itself 1', () => {
    const image = picture(640, 480, 20)
    expect(ssimOnGrid(sampleGrid(image, 50_000), image)).toBeCloseTo(1, 6)
  })

  it('sees what a half-size copy loses of fine detail, and that it loses nothing of a smooth ramp', () => {
    const smooth = picture(640, 480, 0)
    const detailed = picture(640, 480, 20)
    const half = (image: RasterImage) => boxResize(image, 320, 240)
    expect(ssimOnGrid(sampleGrid(smooth, 50_000), half(smooth))).toBeGreaterThan(0.99)
    // The checker averages out to grey at half size: its structure is gone on the original's grid.
    expect(ssimOnGrid(sampleGrid(detailed, 50_000), half(detailed))).toBeLessThan(0.5)
  })

  it('scores as the whole decode enlarged by resampleLuma would, tile by tile', () => {
    const image = picture(500, 300, 12)
    const decoded = boxResize(image, 310, 186)
    const sample = sampleGrid(image, 30_000)
    const shown = resampleLuma(toLuma(decoded), 500, 300)
    const crop = (data: Float32Array | Uint8ClampedArray, x0: number, y0: number) => {
      const out = new Float32Array(sample.tileWidth * sample.tileHeight)
      for (let y = 0; y < sample.tileHeight; y++)
        for (let x = 0; x < sample.tileWidth; x++)
          out[y * sample.tileWidth + x] = data[(y0 + y) * 500 + x0 + x] as number
      return { data: out, width: sample.tileWidth, height: sample.tileHeight }
    }
    const scores = sample.tiles.map((tile, k) => {
      const x0 = sample.xs[k % sample.xs.length] as number
      const y0 = sample.ys[Math.floor(k / sample.xs.length)] as number
      return ssimLuma(
        { data: tile, width: sample.tileWidth, height: sample.tileHeight },
        crop(shown.data, x0, y0),
      )
    })
    const expected = scores.reduce((a, b) => a + b, 0) / scores.length
    expect(ssimOnGrid(sample, decoded)).toBeCloseTo(expected, 5)
    expect(expected).toBeLessThan(0.99)
  })
})

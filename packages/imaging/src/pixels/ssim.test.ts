import { describe, expect, it } from 'vitest'
import type { RasterImage } from '../types.ts'
import { ssim } from './ssim.ts'

// A deterministic textured image (a pseudo-random generator, so the test never flakes).
function texture(width: number, height: number, seed = 1): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4)
  let s = seed
  for (let i = 0; i < data.length; i += 4) {
    s = (s * 1103515245 + 12345) >>> 0
    const v = ((i / 4) % width) + (s >>> 24) / 4
    data[i] = v
    data[i + 1] = 255 - v
    data[i + 2] = (v * 3) % 256
    data[i + 3] = 255
  }
  return { data, width, height }
}

function withNoise(image: RasterImage, amplitude: number): RasterImage {
  const data = new Uint8ClampedArray(image.data)
  let s = 7
  for (let i = 0; i < data.length; i += 4) {
    s = (s * 1103515245 + 12345) >>> 0
    const n = ((s >>> 16) / 65536 - 0.5) * 2 * amplitude
    for (let k = 0; k < 3; k++) data[i + k] = (data[i + k] as number) + n
  }
  return { ...image, data }
}

describe('ssim', () => {
  const image = texture(64, 48)

  it('is 1 for identical images', () => {
    expect(ssim(image, { ...image, data: new Uint8ClampedArray(image.data) })).toBeCloseTo(1, 10)
  })

  it('falls below 1 with noise, and further with more noise', () => {
    const light = ssim(image, withNoise(image, 8))
    const heavy = ssim(image, withNoise(image, 40))
    expect(light).toBeLessThan(1)
    expect(heavy).toBeLessThan(light)
    expect(heavy).toBeGreaterThan(0)
  })

  it('refuses images of different sizes', () => {
    expect(() => ssim(image, texture(32, 48))).toThrow(RangeError)
  })
})

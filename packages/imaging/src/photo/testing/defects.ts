// Defects seeded into clean portraits, for the quality checks' tests and bench:checks (docs/photo-checks.md).
import type { RasterImage } from '../../types.ts'

/** Separable Gaussian blur of the RGB channels. */
export function blurRgb(image: RasterImage, sigma: number): RasterImage {
  const r = Math.ceil(3 * sigma)
  const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)))
  const sum = k.reduce((a, b) => a + b, 0)
  const w = k.map((v) => v / sum)
  const { width, height } = image
  const pass = (src: Uint8ClampedArray, horizontal: boolean) => {
    const out = new Uint8ClampedArray(src.length)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let [a, b, c] = [0, 0, 0]
        for (let j = -r; j <= r; j++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + j)) : x
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + j))
          const i = (yy * width + xx) * 4
          const f = w[j + r] as number
          a += f * (src[i] as number)
          b += f * (src[i + 1] as number)
          c += f * (src[i + 2] as number)
        }
        const o = (y * width + x) * 4
        out[o] = a
        out[o + 1] = b
        out[o + 2] = c
        out[o + 3] = 255
      }
    return out
  }
  return { width, height, data: pass(pass(image.data, true), false) }
}

/** Each RGB value through f. */
export function mapRgb(image: RasterImage, f: (v: number, x: number) => number): RasterImage {
  const data = new Uint8ClampedArray(image.data.length)
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % image.width
    data[i] = f(image.data[i] as number, x)
    data[i + 1] = f(image.data[i + 1] as number, x)
    data[i + 2] = f(image.data[i + 2] as number, x)
    data[i + 3] = 255
  }
  return { ...image, data }
}

/** The photo mirrored left to right. */
export function mirrorRgb(image: RasterImage): RasterImage {
  const { width, height } = image
  const data = new Uint8ClampedArray(image.data.length)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4
      data.set(image.data.subarray(from, from + 4), (y * width + (width - 1 - x)) * 4)
    }
  return { data, width, height }
}

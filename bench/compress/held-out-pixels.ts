// Pixel steps for the held-out images (crop, noise, grey, 16-bit), all driven by one seeded generator so the
// same --seed makes the same files on every machine.
import { rng } from '../../packages/imaging/bench/matting/planes.ts'
import type { RasterImage } from '../../packages/imaging/src/types.ts'

export type Random = () => number

/** The seeded generator (mulberry32) the matting bench already uses: Math.random cannot be seeded. */
export const seeded: (seed: number) => Random = rng

/** An odd whole number in [0, max] (0 when max < 1): odd offsets keep crops off the 8×8 JPEG block grid. */
export function oddBelow(random: Random, max: number): number {
  if (max < 1) return 0
  const n = Math.floor(random() * (max + 1))
  return n % 2 === 1 ? n : Math.max(1, n - 1)
}

export function crop(image: RasterImage, x: number, y: number, width: number, height: number): RasterImage {
  if (x + width > image.width || y + height > image.height) throw new Error('crop outside the image')
  const data = new Uint8ClampedArray(width * height * 4)
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4
    data.set(image.data.subarray(from, from + width * 4), row * width * 4)
  }
  return { data, width, height }
}

/** The largest window of the given aspect ratio, at a seeded odd offset. */
export function cropToAspect(image: RasterImage, aspect: number, random: Random): RasterImage {
  const width = Math.min(image.width, Math.round(image.height * aspect))
  const height = Math.min(image.height, Math.round(width / aspect))
  return cropAt(image, width, height, random)
}

/** A seeded crop of exactly width × height at an odd offset. */
export function cropAt(image: RasterImage, width: number, height: number, random: Random): RasterImage {
  return crop(
    image,
    oddBelow(random, image.width - width),
    oddBelow(random, image.height - height),
    width,
    height,
  )
}

function gaussian(random: Random): number {
  // Box-Muller; 1 − u keeps the log away from 0.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

/** Sensor-like noise: independent Gaussian noise of the given sigma (0-255 scale) on each colour channel. */
export function addNoise(image: RasterImage, sigma: number, random: Random): RasterImage {
  const data = image.data.slice()
  for (let i = 0; i < data.length; i += 4) {
    data[i] = (data[i] as number) + sigma * gaussian(random)
    data[i + 1] = (data[i + 1] as number) + sigma * gaussian(random)
    data[i + 2] = (data[i + 2] as number) + sigma * gaussian(random)
  }
  return { data, width: image.width, height: image.height }
}

/** BT.601 luma, one byte per pixel (the bench page measures SSIM on the same luma). */
export function toGrey(image: RasterImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height)
  const d = image.data
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    out[p] = ((d[i] as number) * 299 + (d[i + 1] as number) * 587 + (d[i + 2] as number) * 114 + 500) / 1000
  }
  return out
}

export function toRgb(image: RasterImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height * 3)
  const d = image.data
  for (let i = 0, o = 0; o < out.length; i += 4, o += 3) {
    out[o] = d[i] as number
    out[o + 1] = d[i + 1] as number
    out[o + 2] = d[i + 2] as number
  }
  return out
}

/**
 * 8-bit samples widened to 16 bits (v × 257) with a seeded ±half-step in the low byte: a real 16-bit file's
 * low byte carries signal, and a plain copy of the high byte would deflate (and decode) unlike one.
 */
export function to16Bit(samples: Uint8Array, random: Random): Uint16Array {
  const out = new Uint16Array(samples.length)
  for (let i = 0; i < samples.length; i++) {
    const v = (samples[i] as number) * 257 + Math.round((random() - 0.5) * 256)
    out[i] = Math.min(65535, Math.max(0, v))
  }
  return out
}

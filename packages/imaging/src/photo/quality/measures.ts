// The image measures behind the quality checks (docs/photo-checks.md), after the ISO/IEC 29794-5 definitions
// that OFIQ implements where they held on our portraits: luminance mean and the share of crushed or blown
// pixels on the face, the entropy of its luminance (dynamic range); then our own lighting balance, sharpness
// and JPEG-block measures (OFIQ's cheek histograms failed clean portraits; for the others it uses trained
// models we do not ship).
import { lumaAt, toLuma } from '../../pixels/luma.ts'
import type { LumaPlane, RasterImage } from '../../types.ts'
import type { Region } from './face-crop.ts'

/** Luminance 0-255 of the pixels in a region, as a 256-bin histogram normalised to sum 1. */
export function histogram(luma: LumaPlane, region: Region): Float64Array {
  const bins = new Float64Array(256)
  let n = 0
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue
    const b = Math.min(255, Math.max(0, Math.round(luma.data[i] as number)))
    bins[b] = (bins[b] as number) + 1
    n++
  }
  if (n > 0) for (let b = 0; b < 256; b++) (bins[b] as number) /= n
  return bins
}

/** The level (0-255) below which a share `q` of a histogram lies: counts or shares, it sums them itself. */
export function histogramPercentile(h: ArrayLike<number>, q: number): number {
  let total = 0
  for (let b = 0; b < 256; b++) total += h[b] as number
  let seen = 0
  for (let b = 0; b < 256; b++) {
    seen += h[b] as number
    if (seen > q * total) return b
  }
  return 255
}

/** Mean luminance of a histogram, 0..1 (OFIQ's LuminanceMean). */
export function meanLuminance(h: Float64Array): number {
  let m = 0
  for (let b = 0; b < 256; b++) m += (h[b] as number) * b
  return m / 255
}

/** The share of the histogram in [from, to] (OFIQ's under-exposure range is 0-25, over-exposure 247-255). */
export function shareBetween(h: Float64Array, from: number, to: number): number {
  let s = 0
  for (let b = from; b <= to; b++) s += h[b] as number
  return s
}

/** Shannon entropy of the histogram in bits, 0..8 (OFIQ's DynamicRange raw value). */
export function entropyBits(h: Float64Array): number {
  let e = 0
  for (let b = 0; b < 256; b++) {
    const p = h[b] as number
    if (p > 0) e -= p * Math.log2(p)
  }
  return e
}

/**
 * Sharpness: the 99th percentile of the absolute Laplacian (a 4-neighbour second difference) over the region,
 * divided by the region's luminance range (5th to 95th percentile), so a dark or flat-lit face is not taken
 * for a blurred one. Read on the eye band of the face crop, where every head has the same size: lashes and
 * the iris's rim are fine edges in any sharp photo, while smooth skin has none to lose (the mean over the
 * whole face failed sharp, smooth-skinned portraits).
 */
export function sharpness(luma: LumaPlane, region: Region): number {
  const { data, width, height } = luma
  const laps: number[] = []
  const values: number[] = []
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      if (!region[i]) continue
      const v = data[i] as number
      const l =
        4 * v -
        (data[i - 1] as number) -
        (data[i + 1] as number) -
        (data[i - width] as number) -
        (data[i + width] as number)
      laps.push(Math.abs(l))
      values.push(v)
    }
  }
  if (laps.length === 0) return 0
  const range = Math.max(8, quantile(values, 0.95) - quantile(values, 0.05))
  return quantile(laps, 0.99) / range
}

function quantile(xs: number[], q: number): number {
  const sorted = Float64Array.from(xs).sort()
  return sorted[Math.floor(q * (sorted.length - 1))] as number
}

/**
 * Lighting balance: the darker half of the face's mean luminance over the brighter half's, 0..1 (1 = lit
 * alike). After ISO/IEC 29794-5's illumination uniformity, which OFIQ reads as the histogram intersection of
 * the two cheeks: on our clean portraits that fell to 0.00 (a turned head, a painted face), so we compare
 * the halves' means.
 */
export function halvesBalance(luma: LumaPlane, right: Region, left: Region): number {
  const mean = (region: Region) => {
    let s = 0
    let n = 0
    for (let i = 0; i < region.length; i++) {
      if (!region[i]) continue
      s += luma.data[i] as number
      n++
    }
    return n ? s / n : Number.NaN
  }
  const [a, b] = [mean(right), mean(left)]
  return Math.min(a, b) / Math.max(a, b, 1)
}

/**
 * JPEG blockiness of the source around the face: the mean luminance step across the 8-pixel grid's lines
 * against the mean step one to three pixels away from them, on both axes. About 1 with no grid; strongly
 * compressed JPEGs show their 8x8 blocks, and it rises (quality 10: well over 1.3). A photo resized after it
 * was compressed has lost the grid: this cannot see its artefacts.
 */
export function blockiness(
  image: RasterImage,
  box: { x0: number; y0: number; x1: number; y1: number },
): number {
  const { data, width, height } = image
  const x0 = Math.max(8, Math.floor(box.x0))
  const y0 = Math.max(8, Math.floor(box.y0))
  const x1 = Math.min(width - 8, Math.ceil(box.x1))
  const y1 = Math.min(height - 8, Math.ceil(box.y1))
  let onGrid = 0
  let off = 0
  let nOn = 0
  let nOff = 0
  // Luma read straight from the RGBA bytes, inside the box only: the source may have 12 million pixels.
  const step = (p: number, q: number) => Math.abs(lumaAt(data, p * 4) - lumaAt(data, q * 4))
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * width + x
      // Across a vertical grid line (between columns x-1 and x), then across a horizontal one.
      for (const [phase, before] of [
        [x % 8, i - 1],
        [y % 8, i - width],
      ] as const) {
        if (phase === 0) {
          onGrid += step(i, before)
          nOn++
        } else if (phase >= 2 && phase <= 6 && phase !== 4) {
          off += step(i, before)
          nOff++
        }
      }
    }
  }
  if (nOn === 0 || nOff === 0) return 1
  return onGrid / nOn / Math.max(off / nOff, 0.5)
}

/** The luminance plane of a crop. */
export const lumaOf = toLuma

// Matting error figures, scored in the band around the true edge (docs/background.md, "Matting benchmark").
import type { RasterImage } from '../../src/types.ts'
import { distanceTo, separable } from './planes.ts'

/** The scored band: soft true alpha, widened by `radius` px, where the truth is trusted. */
export function unknownBand(
  alpha: Float32Array,
  scored: Uint8Array,
  width: number,
  height: number,
  radius: number,
) {
  const soft = new Uint8Array(width * height)
  for (let i = 0; i < soft.length; i++) {
    const a = alpha[i] as number
    soft[i] = a > 0.01 && a < 0.99 ? 1 : 0
  }
  const d = distanceTo(soft, width, height)
  const band = new Uint8Array(width * height)
  for (let i = 0; i < band.length; i++) band[i] = (d[i] as number) <= radius && scored[i] ? 1 : 0
  return band
}

// First derivative of a Gaussian, scaled so that a ramp of slope 1 reads 1; and the Gaussian itself.
function derivativeKernels(sigma: number): { g: Float32Array; d: Float32Array } {
  const r = Math.ceil(3 * sigma)
  const g = new Float32Array(2 * r + 1)
  const d = new Float32Array(2 * r + 1)
  let gs = 0
  let m2 = 0
  for (let k = -r; k <= r; k++) {
    const e = Math.exp((-k * k) / (2 * sigma * sigma))
    g[k + r] = e
    gs += e
    m2 += k * k * e
  }
  for (let k = -r; k <= r; k++) {
    g[k + r] = (g[k + r] as number) / gs
    // The filters correlate (the tap at offset k weighs f(x + k)), so a ramp of slope 1 gives sum(k^2 e)/m2 = 1.
    d[k + r] = (k * Math.exp((-k * k) / (2 * sigma * sigma))) / m2
  }
  return { g, d }
}

/** Gradient magnitude of a plane through Gaussian derivative filters of `sigma`. */
export function gradientMagnitude(p: Float32Array, width: number, height: number, sigma = 1.4): Float32Array {
  const { g, d } = derivativeKernels(sigma)
  const gx = separable(p, width, height, 1, d, g)
  const gy = separable(p, width, height, 1, g, d)
  const out = new Float32Array(p.length)
  for (let i = 0; i < out.length; i++) out[i] = Math.hypot(gx[i] as number, gy[i] as number)
  return out
}

export interface AlphaErrors {
  /** Sum of |alpha - truth| over the band. */
  sad: number
  /** Mean squared alpha error over the band. */
  mse: number
  /** Sum over the band of the squared difference of gradient magnitudes (sigma 1.4). */
  grad: number
  pixels: number
}

export function alphaErrors(
  est: Float32Array,
  truth: Float32Array,
  band: Uint8Array,
  width: number,
  height: number,
  truthGradient?: Float32Array,
): AlphaErrors {
  const ge = gradientMagnitude(est, width, height)
  const gt = truthGradient ?? gradientMagnitude(truth, width, height)
  let sad = 0
  let sq = 0
  let grad = 0
  let pixels = 0
  for (let i = 0; i < band.length; i++) {
    if (!band[i]) continue
    const e = (est[i] as number) - (truth[i] as number)
    sad += Math.abs(e)
    sq += e * e
    const dg = (ge[i] as number) - (gt[i] as number)
    grad += dg * dg
    pixels++
  }
  return { sad, mse: pixels ? sq / pixels : 0, grad, pixels }
}

/**
 * The pixels the halo is read on: the soft truth, and the pure background within `reach` px outside it;
 * only where the old background differs from the new colour by at least `minContrast` (RGB distance,
 * 0..255), since the share of an old colour equal to the new one cannot be read.
 */
export function haloRegion(
  alpha: Float32Array,
  background: Float32Array,
  colour: readonly number[],
  scored: Uint8Array,
  width: number,
  height: number,
  reach: number,
  minContrast = 40,
): Uint8Array {
  const some = new Uint8Array(width * height)
  for (let i = 0; i < some.length; i++) some[i] = (alpha[i] as number) > 0.01 ? 1 : 0
  const d = distanceTo(some, width, height)
  const region = new Uint8Array(width * height)
  for (let i = 0; i < region.length; i++) {
    const a = alpha[i] as number
    const near = (a > 0.01 && a < 0.99) || (a <= 0.01 && (d[i] as number) <= reach)
    if (!near || !scored[i]) continue
    let c2 = 0
    for (let c = 0; c < 3; c++) c2 += ((background[i * 3 + c] as number) - (colour[c] as number)) ** 2
    if (c2 >= minContrast * minContrast) region[i] = 1
  }
  return region
}

export interface Halo {
  /** Mean share of the old background's colour left in the result (0..1). */
  mean: number
  p95: number
}

/**
 * The old background left in a result: per pixel, (result - truth) projected on (old - new) / |old - new|^2,
 * negatives (too little old colour, or an error in another direction) counted as 0.
 */
export function halo(
  result: RasterImage,
  truth: RasterImage,
  background: Float32Array,
  colour: readonly number[],
  region: Uint8Array,
): Halo {
  const shares: number[] = []
  for (let i = 0; i < region.length; i++) {
    if (!region[i]) continue
    let num = 0
    let den = 0
    for (let c = 0; c < 3; c++) {
      const v = (background[i * 3 + c] as number) - (colour[c] as number)
      num += ((result.data[i * 4 + c] as number) - (truth.data[i * 4 + c] as number)) * v
      den += v * v
    }
    shares.push(Math.max(0, num / den))
  }
  if (!shares.length) return { mean: 0, p95: 0 }
  const mean = shares.reduce((s, v) => s + v, 0) / shares.length
  shares.sort((a, b) => a - b)
  return { mean, p95: shares[Math.min(shares.length - 1, Math.floor(0.95 * shares.length))] as number }
}

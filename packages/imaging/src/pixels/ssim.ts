import type { LumaPlane, RasterImage } from '../types.ts'
import { toLuma } from './luma.ts'

// The usual constants for 8-bit data: (0.01·255)² and (0.03·255)².
const C1 = 6.5025
const C2 = 58.5225

/**
 * Mean SSIM of two equally sized luma planes over 8x8 windows with a stride of 4 (the x264/libvpx "fast SSIM":
 * sums over 4x4 blocks, combined 2x2). Close to the Gaussian-window SSIM and several times cheaper, which
 * matters because the engine scores every scale candidate with it.
 */
export function ssimLuma(a: LumaPlane, b: LumaPlane): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new RangeError('SSIM needs two planes of the same size')
  const bw = Math.floor(a.width / 4)
  const bh = Math.floor(a.height / 4)
  if (bw < 2 || bh < 2) return identicalOrZero(a, b)
  // Per 4x4 block: Σa, Σb, Σa², Σb², Σab.
  const sa = new Float64Array(bw * bh)
  const sb = new Float64Array(bw * bh)
  const saa = new Float64Array(bw * bh)
  const sbb = new Float64Array(bw * bh)
  const sab = new Float64Array(bw * bh)
  for (let y = 0; y < bh * 4; y++) {
    const row = y * a.width
    const brow = (y >> 2) * bw
    for (let x = 0; x < bw * 4; x++) {
      const va = a.data[row + x] as number
      const vb = b.data[row + x] as number
      const k = brow + (x >> 2)
      sa[k] = (sa[k] as number) + va
      sb[k] = (sb[k] as number) + vb
      saa[k] = (saa[k] as number) + va * va
      sbb[k] = (sbb[k] as number) + vb * vb
      sab[k] = (sab[k] as number) + va * vb
    }
  }
  let total = 0
  let count = 0
  const n = 64
  for (let y = 0; y + 1 < bh; y++) {
    for (let x = 0; x + 1 < bw; x++) {
      const k = y * bw + x
      const q = [k, k + 1, k + bw, k + bw + 1] as const
      let s1 = 0
      let s2 = 0
      let s11 = 0
      let s22 = 0
      let s12 = 0
      for (const i of q) {
        s1 += sa[i] as number
        s2 += sb[i] as number
        s11 += saa[i] as number
        s22 += sbb[i] as number
        s12 += sab[i] as number
      }
      const mu1 = s1 / n
      const mu2 = s2 / n
      const var1 = s11 / n - mu1 * mu1
      const var2 = s22 / n - mu2 * mu2
      const cov = s12 / n - mu1 * mu2
      total += ((2 * mu1 * mu2 + C1) * (2 * cov + C2)) / ((mu1 * mu1 + mu2 * mu2 + C1) * (var1 + var2 + C2))
      count++
    }
  }
  return total / count
}

function identicalOrZero(a: LumaPlane, b: LumaPlane): number {
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return 0
  return 1
}

/** SSIM of two equally sized images, on luma. 1 means identical. */
export function ssim(a: RasterImage, b: RasterImage): number {
  return ssimLuma(toLuma(a), toLuma(b))
}

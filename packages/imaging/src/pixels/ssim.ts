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
  // Per 4x4 block: Σa, Σb, Σa², Σb², Σab, side by side. Each block is summed in locals and stored once (the
  // engine scores every candidate with this: adding into five arrays per pixel took twice as long).
  const sums = new Float64Array(bw * bh * 5)
  const { width } = a
  const da = a.data
  const db = b.data
  for (let by = 0, k = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++, k += 5) {
      let sa = 0
      let sb = 0
      let saa = 0
      let sbb = 0
      let sab = 0
      for (let y = 0; y < 4; y++) {
        for (let p = (by * 4 + y) * width + bx * 4, end = p + 4; p < end; p++) {
          const va = da[p] as number
          const vb = db[p] as number
          sa += va
          sb += vb
          saa += va * va
          sbb += vb * vb
          sab += va * vb
        }
      }
      sums[k] = sa
      sums[k + 1] = sb
      sums[k + 2] = saa
      sums[k + 3] = sbb
      sums[k + 4] = sab
    }
  }
  let total = 0
  let count = 0
  const n = 64
  const below = bw * 5
  // One of the five sums over a 2x2 of blocks, its top-left block's entry at k.
  const windowSum = (k: number) =>
    (sums[k] as number) +
    (sums[k + 5] as number) +
    (sums[k + below] as number) +
    (sums[k + below + 5] as number)
  for (let y = 0; y + 1 < bh; y++) {
    for (let x = 0; x + 1 < bw; x++) {
      // The 8x8 window: this block, the next, and the two under them.
      const k = (y * bw + x) * 5
      const s1 = windowSum(k)
      const s2 = windowSum(k + 1)
      const s11 = windowSum(k + 2)
      const s22 = windowSum(k + 3)
      const s12 = windowSum(k + 4)
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

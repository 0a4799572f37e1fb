import type { LumaPlane, RasterImage } from '../types.ts'

/** Rec. 601 luma (what JPEG's Y channel is), as floats 0-255. */
export function toLuma(image: RasterImage): LumaPlane {
  const { data, width, height } = image
  const out = new Float32Array(width * height)
  for (let p = 0; p < out.length; p++) out[p] = lumaAt(data, p * 4)
  return { data: out, width, height }
}

/** The Rec. 601 luma of the RGBA pixel whose red byte is at `i`. */
export function lumaAt(data: Uint8ClampedArray, i: number): number {
  return 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number)
}

/** One axis of resampleLuma's filter: output j takes source index[k] × weight[k] for k in [offsets[j], offsets[j + 1]). */
export interface Taps {
  index: Int32Array
  weight: Float32Array
  offsets: Int32Array
}

/** One axis of a separable resampler: area averaging when shrinking, linear interpolation when enlarging. */
export function taps(src: number, dst: number): Taps {
  const index: number[] = []
  const weight: number[] = []
  const offsets = new Int32Array(dst + 1)
  const ratio = src / dst
  for (let j = 0; j < dst; j++) {
    offsets[j] = index.length
    if (ratio >= 1) {
      const a = j * ratio
      const b = (j + 1) * ratio
      for (let x = Math.floor(a); x < Math.min(src, Math.ceil(b - 1e-9)); x++) {
        index.push(x)
        weight.push((Math.min(b, x + 1) - Math.max(a, x)) / ratio)
      }
    } else {
      const c = Math.min(src - 1, Math.max(0, (j + 0.5) * ratio - 0.5))
      const x0 = Math.floor(c)
      const x1 = Math.min(src - 1, x0 + 1)
      index.push(x0, x1)
      weight.push(1 - (c - x0), c - x0)
    }
  }
  offsets[dst] = index.length
  return { index: Int32Array.from(index), weight: Float32Array.from(weight), offsets }
}

/** Resamples a luma plane to width x height: averaging when it shrinks, bilinear when it grows. */
export function resampleLuma(plane: LumaPlane, width: number, height: number): LumaPlane {
  if (plane.width === width && plane.height === height) return plane
  const tx = taps(plane.width, width)
  const ty = taps(plane.height, height)
  const mid = new Float32Array(width * plane.height)
  const src = plane.data
  for (let y = 0; y < plane.height; y++) {
    const rowIn = y * plane.width
    for (let j = 0; j < width; j++) {
      let v = 0
      for (let k = tx.offsets[j] as number; k < (tx.offsets[j + 1] as number); k++) {
        v += (src[rowIn + (tx.index[k] as number)] as number) * (tx.weight[k] as number)
      }
      mid[y * width + j] = v
    }
  }
  const out = new Float32Array(width * height)
  for (let i = 0; i < height; i++) {
    for (let k = ty.offsets[i] as number; k < (ty.offsets[i + 1] as number); k++) {
      const w = ty.weight[k] as number
      const rowIn = (ty.index[k] as number) * width
      const rowOut = i * width
      for (let j = 0; j < width; j++)
        out[rowOut + j] = (out[rowOut + j] as number) + (mid[rowIn + j] as number) * w
    }
  }
  return { data: out, width, height }
}

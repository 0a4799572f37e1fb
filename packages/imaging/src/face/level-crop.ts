import { type Affine, sampleAffine } from '../geometry/affine.ts'
import { boxResize } from '../pixels/box-resize.ts'
import type { Rgb } from '../pixels/colour.ts'
import type { RasterImage } from '../types.ts'
import type { Point } from './types.ts'

/** A square of `size` source px around `centre`, levelled by `roll` degrees: what a model's crop covers. */
export interface LevelRegion {
  centre: Point
  size: number
  roll: number
}

/**
 * Crop → source for a region, in the continuous coordinates of photo/affine.ts: the crop's x axis runs along
 * the levelled face (from the subject's right eye to the left), its y axis from brow to chin; mirrored
 * left-right when `flip`.
 */
export function regionTransform(region: LevelRegion, side: number, flip: boolean): Affine {
  const k = region.size / side
  const t = (region.roll * Math.PI) / 180
  const fx = flip ? -1 : 1
  const a = Math.cos(t) * k * fx
  const b = -Math.sin(t) * k
  const d = Math.sin(t) * k * fx
  const e = Math.cos(t) * k
  const h = side / 2
  return { a, b, c: region.centre.x - a * h - b * h, d, e, f: region.centre.y - d * h - e * h }
}

/**
 * The region as a `side` x `side` raster, `fill` outside the photo, or with 'edge' the photo's border
 * pixels carried outwards (what lies past the top edge then looks like the edge: background goes on as
 * background, hair cut by the edge as hair). Sampled at up to 4x the side, then box-averaged down: a large face
 * shrunk straight to a model's input by bilinear taps would alias (eyelashes and hair turn to noise the
 * models were not trained on). Outside the photo: `fill`.
 */
export function levelledCrop(
  image: RasterImage,
  region: LevelRegion,
  side: number,
  flip: boolean,
  fill: Rgb | 'edge',
): RasterImage {
  const factor = Math.max(1, Math.min(4, Math.ceil(region.size / side / 1.5)))
  const n = side * factor
  const toSource = regionTransform(region, n, flip)
  const big = fill === 'edge' ? sampleClamped(image, n, toSource) : sampleAffine(image, n, n, toSource, fill)
  return factor > 1 ? boxResize(big, side, side) : big
}

/** Nearest-pixel sampling with the coordinates clamped to the photo (the supersampling smooths it). */
function sampleClamped(image: RasterImage, n: number, m: Affine): RasterImage {
  const { data, width, height } = image
  const out = new Uint8ClampedArray(n * n * 4)
  for (let oy = 0; oy < n; oy++) {
    for (let ox = 0; ox < n; ox++) {
      const x = Math.min(width - 1, Math.max(0, Math.floor(m.a * (ox + 0.5) + m.b * (oy + 0.5) + m.c)))
      const y = Math.min(height - 1, Math.max(0, Math.floor(m.d * (ox + 0.5) + m.e * (oy + 0.5) + m.f)))
      const i = (y * width + x) * 4
      const o = (oy * n + ox) * 4
      out[o] = data[i] as number
      out[o + 1] = data[i + 1] as number
      out[o + 2] = data[i + 2] as number
      out[o + 3] = 255
    }
  }
  return { data: out, width: n, height: n }
}

/** RGB planes scaled 0..1 ([1, 3, side, side], the layout MediaPipe's converted models take). */
export function rgbPlanes(crop: RasterImage): Float32Array {
  const plane = crop.width * crop.height
  const input = new Float32Array(3 * plane)
  const { data } = crop
  for (let i = 0; i < plane; i++) {
    input[i] = (data[i * 4] as number) / 255
    input[plane + i] = (data[i * 4 + 1] as number) / 255
    input[2 * plane + i] = (data[i * 4 + 2] as number) / 255
  }
  return input
}

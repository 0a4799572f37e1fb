import { boxResize } from '../pixels/box-resize.ts'
import type { Rgb } from '../pixels/colour.ts'
import type { RasterImage } from '../types.ts'

/**
 * An affine map from output coordinates to source coordinates, both continuous with pixel (i, j) covering
 * [i, i+1) x [j, j+1):  sx = a·ox + b·oy + c,  sy = d·ox + e·oy + f.
 */
export interface Affine {
  a: number
  b: number
  c: number
  d: number
  e: number
  f: number
}

/**
 * Fills a width x height RGBA raster by sampling `image` bilinearly at `toSource` of each output pixel
 * centre. Taps that fall outside the source take `background`, so the image's edge is blended like a
 * canvas draw instead of stair-stepped. Output is opaque; the source's alpha is composited over the
 * background (uploads are opaque, but a PNG with transparency must not turn black).
 */
export function sampleAffine(
  image: RasterImage,
  width: number,
  height: number,
  toSource: Affine,
  background: Rgb,
): RasterImage {
  const { data: src, width: sw, height: sh } = image
  const out = new Uint8ClampedArray(width * height * 4)
  const { a, b, c, d, e, f } = toSource
  const [br, bg, bb] = background
  const tap = (x: number, y: number, k: number, bgValue: number): number =>
    x < 0 || y < 0 || x >= sw || y >= sh ? bgValue : (src[(y * sw + x) * 4 + k] as number)
  const alpha = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= sw || y >= sh ? 0 : (src[(y * sw + x) * 4 + 3] as number)
  for (let oy = 0; oy < height; oy++) {
    const cy = oy + 0.5
    for (let ox = 0; ox < width; ox++) {
      const cx = ox + 0.5
      // Bilinear taps are the four pixel centres around the point: shift by half a pixel.
      const fx = a * cx + b * cy + c - 0.5
      const fy = d * cx + e * cy + f - 0.5
      const o = (oy * width + ox) * 4
      out[o + 3] = 255
      const x0 = Math.floor(fx)
      const y0 = Math.floor(fy)
      if (x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh) {
        out[o] = br
        out[o + 1] = bg
        out[o + 2] = bb
        continue
      }
      const wx = fx - x0
      const wy = fy - y0
      const w00 = (1 - wx) * (1 - wy)
      const w10 = wx * (1 - wy)
      const w01 = (1 - wx) * wy
      const w11 = wx * wy
      const inside = x0 >= 0 && y0 >= 0 && x0 + 1 < sw && y0 + 1 < sh
      if (inside && (src[(y0 * sw + x0) * 4 + 3] as number) === 255) {
        const i00 = (y0 * sw + x0) * 4
        const i10 = i00 + 4
        const i01 = i00 + sw * 4
        const i11 = i01 + 4
        if (
          (src[i10 + 3] as number) === 255 &&
          (src[i01 + 3] as number) === 255 &&
          (src[i11 + 3] as number) === 255
        ) {
          for (let k = 0; k < 3; k++) {
            out[o + k] =
              (src[i00 + k] as number) * w00 +
              (src[i10 + k] as number) * w10 +
              (src[i01 + k] as number) * w01 +
              (src[i11 + k] as number) * w11 +
              0.5
          }
          continue
        }
      }
      // Edge or translucent pixels: composite each tap over the background before blending.
      const bgs = [br, bg, bb]
      const taps: [number, number, number][] = [
        [x0, y0, w00],
        [x0 + 1, y0, w10],
        [x0, y0 + 1, w01],
        [x0 + 1, y0 + 1, w11],
      ]
      for (let k = 0; k < 3; k++) {
        const bgk = bgs[k] as number
        let v = 0
        for (const [x, y, w] of taps) {
          const al = alpha(x, y) / 255
          v += w * (tap(x, y, k, bgk) * al + bgk * (1 - al))
        }
        out[o + k] = v + 0.5
      }
    }
  }
  return { data: out, width, height }
}

// Downscaled copies per source image, so re-rendering the same upload at the same zoom does not average
// the full photo again (the page re-renders on every placement change).
const prefiltered = new WeakMap<RasterImage, Map<string, RasterImage>>()

/**
 * The image area-averaged so that drawing it at `scale` output pixels per source pixel needs at most a
 * ~2x bilinear shrink (bilinear alone aliases badly past that), with the factors from the source to the copy.
 */
export function prefilter(
  image: RasterImage,
  scale: number,
): { image: RasterImage; factorX: number; factorY: number } {
  if (!(scale < 0.5)) return { image, factorX: 1, factorY: 1 }
  const factor = Math.min(1, scale * 2)
  const width = Math.max(1, Math.round(image.width * factor))
  const height = Math.max(1, Math.round(image.height * factor))
  const key = `${width}x${height}`
  let copies = prefiltered.get(image)
  if (!copies) {
    copies = new Map()
    prefiltered.set(image, copies)
  }
  let copy = copies.get(key)
  if (!copy) {
    copy = boxResize(image, width, height)
    // A handful of zoom levels is plenty; drop the oldest past that to bound memory.
    if (copies.size >= 4) copies.delete(copies.keys().next().value as string)
    copies.set(key, copy)
  }
  return { image: copy, factorX: width / image.width, factorY: height / image.height }
}

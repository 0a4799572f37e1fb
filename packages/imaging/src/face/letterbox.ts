import { boxResize } from '../pixels/box-resize.ts'
import type { RasterImage } from '../types.ts'

/** YuNet's input and how to map its coordinates back to the source image. */
export interface Letterbox {
  /** BGR float32 planes 0..255, [1, 3, height, width]. */
  data: Float32Array
  /** Padded input size (multiples of 32). */
  width: number
  height: number
  /** Input pixels per source pixel, per axis (they differ by rounding only). */
  scaleX: number
  scaleY: number
}

/**
 * Scales the image so its long side is `longSide`, puts it top-left and pads bottom/right with zeros to a
 * multiple of `multiple`, as BGR planes with raw 0..255 values (OpenCV's blobFromImage defaults, which YuNet
 * was trained with). Shrinking averages areas (no aliasing of a 24 MP photo into 320 px); enlarging a small
 * image interpolates bilinearly. Alpha is ignored: decoded photos are opaque.
 */
export function letterbox(image: RasterImage, longSide: number, multiple: number): Letterbox {
  const { width: w, height: h } = image
  if (!(w > 0 && h > 0)) throw new RangeError(`invalid image size ${w}x${h}`)
  const s = longSide / Math.max(w, h)
  const sw = Math.max(1, Math.round(w * s))
  const sh = Math.max(1, Math.round(h * s))
  const pw = Math.ceil(sw / multiple) * multiple
  const ph = Math.ceil(sh / multiple) * multiple
  const scaled = sw <= w && sh <= h ? boxResize(image, sw, sh) : bilinearUpscale(image, sw, sh)
  const data = new Float32Array(3 * pw * ph)
  const plane = pw * ph
  const src = scaled.data
  for (let y = 0; y < sh; y++) {
    let i = y * sw * 4
    let o = y * pw
    for (let x = 0; x < sw; x++, i += 4, o++) {
      data[o] = src[i + 2] as number // B
      data[plane + o] = src[i + 1] as number // G
      data[2 * plane + o] = src[i] as number // R
    }
  }
  return { data, width: pw, height: ph, scaleX: sw / w, scaleY: sh / h }
}

// Pixel-centre aligned bilinear enlargement; only small uploads take this path, so plain JS is fine.
function bilinearUpscale(image: RasterImage, width: number, height: number): RasterImage {
  const { data: src, width: sw, height: sh } = image
  const out = new Uint8ClampedArray(width * height * 4)
  const rx = sw / width
  const ry = sh / height
  for (let y = 0; y < height; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) * ry - 0.5))
    const y0 = Math.floor(fy)
    const y1 = Math.min(sh - 1, y0 + 1)
    const wy = fy - y0
    for (let x = 0; x < width; x++) {
      const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) * rx - 0.5))
      const x0 = Math.floor(fx)
      const x1 = Math.min(sw - 1, x0 + 1)
      const wx = fx - x0
      const a = (y0 * sw + x0) * 4
      const b = (y0 * sw + x1) * 4
      const c = (y1 * sw + x0) * 4
      const d = (y1 * sw + x1) * 4
      const o = (y * width + x) * 4
      for (let k = 0; k < 4; k++) {
        const top = (src[a + k] as number) * (1 - wx) + (src[b + k] as number) * wx
        const bottom = (src[c + k] as number) * (1 - wx) + (src[d + k] as number) * wx
        out[o + k] = top * (1 - wy) + bottom * wy
      }
    }
  }
  return { data: out, width, height }
}

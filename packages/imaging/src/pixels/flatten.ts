import type { RasterImage } from '../types.ts'

/**
 * Composites the image onto white and makes it opaque. JPEG has no alpha: without this, transparent pixels
 * (stored as 0,0,0,0 by most tools) come out black. Returns a new raster and leaves the input alone, unless
 * `inPlace` (the browser decoder's own fresh buffer: saves a second 96 MB copy of a 24 MP photo).
 */
export function flattenOnWhite(image: RasterImage, options: { inPlace?: boolean } = {}): RasterImage {
  const src = image.data
  // Most images (every JPEG) are opaque: find the first pixel that is not, a word at a time, and copy the
  // opaque run in one go (a per-pixel pass over a 24 MP photo costs ~100 ms in a browser worker).
  const first = firstTransparentPixel(src)
  if (options.inPlace && first === src.length) return image
  const out = options.inPlace ? src : src.slice()
  for (let i = first; i < src.length; i += 4) {
    const a = src[i + 3] as number
    if (a === 255) {
      out[i] = src[i] as number
      out[i + 1] = src[i + 1] as number
      out[i + 2] = src[i + 2] as number
    } else {
      // Straight (non-premultiplied) alpha, as canvases and decoders hand it out: c·a + 255·(1 − a).
      // The clamped array rounds on store.
      const white = 255 * (255 - a)
      out[i] = ((src[i] as number) * a + white) / 255
      out[i + 1] = ((src[i + 1] as number) * a + white) / 255
      out[i + 2] = ((src[i + 2] as number) * a + white) / 255
    }
    out[i + 3] = 255
  }
  return { data: out, width: image.width, height: image.height }
}

/** True when some pixel is not fully opaque (then flattening changes the image). */
export function hasTransparency(image: RasterImage): boolean {
  return firstTransparentPixel(image.data) < image.data.length
}

// The byte index of the first pixel whose alpha is not 255, or data.length. Reads 32-bit words when the
// buffer allows (alpha is the high byte on little-endian machines, which every browser runs on; a
// big-endian host takes the byte loop).
function firstTransparentPixel(data: Uint8ClampedArray): number {
  let i = 0
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0) {
    const words = new Uint32Array(data.buffer, data.byteOffset, data.length >> 2)
    let w = 0
    while (w < words.length && (words[w] as number) >>> 24 === 255) w++
    i = w * 4
  }
  while (i < data.length && data[i + 3] === 255) i += 4
  return Math.min(i, data.length)
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1

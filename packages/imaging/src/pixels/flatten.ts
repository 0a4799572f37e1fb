import type { RasterImage } from '../types.ts'

/**
 * Composites the image onto white and makes it opaque. JPEG has no alpha: without this, transparent pixels
 * (stored as 0,0,0,0 by most tools) come out black. Returns a new raster and leaves the input alone, unless
 * `inPlace` (the browser decoder's own fresh buffer: saves a second 96 MB copy of a 24 MP photo).
 */
export function flattenOnWhite(image: RasterImage, options: { inPlace?: boolean } = {}): RasterImage {
  const src = image.data
  const out = options.inPlace ? src : new Uint8ClampedArray(src.length)
  for (let i = 0; i < src.length; i += 4) {
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
  const d = image.data
  for (let i = 3; i < d.length; i += 4) if ((d[i] as number) !== 255) return true
  return false
}

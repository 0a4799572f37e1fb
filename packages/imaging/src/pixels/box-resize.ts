import type { RasterImage, Size } from '../types.ts'

interface Span {
  start: number
  end: number // exclusive
  first: number // weight of the first source pixel
  last: number // weight of the last source pixel (when end − start > 1)
}

// Source pixels covering each output pixel, with the fractional coverage of the two edge pixels.
function spans(srcLen: number, dstLen: number): Span[] {
  const ratio = srcLen / dstLen
  const out: Span[] = []
  for (let j = 0; j < dstLen; j++) {
    const a = j * ratio
    const b = (j + 1) * ratio
    const start = Math.floor(a)
    const end = Math.min(srcLen, Math.ceil(b - 1e-9))
    const first = Math.min(b, start + 1) - a
    const last = end - start > 1 ? b - (end - 1) : first
    out.push({ start, end, first, last })
  }
  return out
}

/**
 * Area-averaging downscale (a box filter with exact fractional coverage), in plain JS. Deterministic and fast
 * enough for a 24 MP photo (~0.2 s): used for the engine's probes and SSIM references, and as the first step
 * of the Node resize. Each output pixel is the mean of the source area it covers, so no source pixel is
 * skipped (no aliasing) and the edges are never cropped. Upscaling is not supported: use `resize`.
 */
export function boxResize(image: RasterImage, width: number, height: number): RasterImage {
  const { width: sw, height: sh, data: src } = image
  if (width < 1 || height < 1) throw new RangeError(`cannot resize to ${width}x${height}`)
  if (width > sw || height > sh) throw new RangeError('boxResize only downscales')
  if (width === sw && height === sh) return { data: new Uint8ClampedArray(src), width, height }
  const xs = spans(sw, width)
  const ys = spans(sh, height)
  const row = new Float32Array(width * 4)
  const acc = new Float32Array(width * 4)
  const out = new Uint8ClampedArray(width * height * 4)
  const area = (sw / width) * (sh / height)
  for (let oy = 0; oy < height; oy++) {
    const ySpan = ys[oy] as Span
    acc.fill(0)
    for (let y = ySpan.start; y < ySpan.end; y++) {
      const wy = y === ySpan.start ? ySpan.first : y === ySpan.end - 1 ? ySpan.last : 1
      horizontal(src, y * sw * 4, xs, row)
      for (let k = 0; k < acc.length; k++) acc[k] = (acc[k] as number) + (row[k] as number) * wy
    }
    const base = oy * width * 4
    // Uint8ClampedArray rounds on store (half to even), so no + 0.5 here.
    for (let k = 0; k < acc.length; k++) out[base + k] = (acc[k] as number) / area
  }
  return { data: out, width, height }
}

// Sums one source row into `row` (4 channels per output pixel), weighted by horizontal coverage.
function horizontal(src: Uint8ClampedArray, offset: number, xs: Span[], row: Float32Array): void {
  for (let ox = 0; ox < xs.length; ox++) {
    const s = xs[ox] as Span
    let r = 0
    let g = 0
    let b = 0
    let a = 0
    for (let x = s.start; x < s.end; x++) {
      const w = x === s.start ? s.first : x === s.end - 1 ? s.last : 1
      const i = offset + x * 4
      r += (src[i] as number) * w
      g += (src[i + 1] as number) * w
      b += (src[i + 2] as number) * w
      a += (src[i + 3] as number) * w
    }
    const o = ox * 4
    row[o] = r
    row[o + 1] = g
    row[o + 2] = b
    row[o + 3] = a
  }
}

/** The size with the same aspect ratio and at most `maxPixels` pixels (never larger than the input). */
export function fitPixels(size: Size, maxPixels: number): Size {
  const pixels = size.width * size.height
  if (pixels <= maxPixels) return { width: size.width, height: size.height }
  const s = Math.sqrt(maxPixels / pixels)
  return scaledSize(size, s)
}

/** Rounds a scaled size to whole pixels, at least 1x1. */
export function scaledSize(size: Size, scale: number): Size {
  return {
    width: Math.max(1, Math.min(size.width, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(size.height, Math.round(size.height * scale))),
  }
}

/**
 * Averages each k x k block (k a whole number): the fast special case of boxResize, about twice as quick
 * because there are no fractional weights. Edge rows and columns that do not fill a block are dropped
 * (at most k − 1 pixels), which a later resize to an exact size absorbs.
 */
export function boxDownsampleBy(image: RasterImage, k: number): RasterImage {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`block size must be a whole number, got ${k}`)
  if (k === 1) return image
  const { width: sw, data: src } = image
  const width = Math.floor(sw / k)
  const height = Math.floor(image.height / k)
  const out = new Uint8ClampedArray(width * height * 4)
  const acc = new Uint32Array(width * 4)
  const n = k * k
  for (let oy = 0; oy < height; oy++) {
    acc.fill(0)
    for (let dy = 0; dy < k; dy++) {
      let i = (oy * k + dy) * sw * 4
      for (let ox = 0; ox < width; ox++) {
        const o = ox * 4
        let r = 0
        let g = 0
        let b = 0
        let a = 0
        for (let dx = 0; dx < k; dx++, i += 4) {
          r += src[i] as number
          g += src[i + 1] as number
          b += src[i + 2] as number
          a += src[i + 3] as number
        }
        acc[o] = (acc[o] as number) + r
        acc[o + 1] = (acc[o + 1] as number) + g
        acc[o + 2] = (acc[o + 2] as number) + b
        acc[o + 3] = (acc[o + 3] as number) + a
      }
      i += (sw - width * k) * 4
    }
    const base = oy * width * 4
    for (let j = 0; j < acc.length; j++) out[base + j] = (acc[j] as number) / n
  }
  return { data: out, width, height }
}

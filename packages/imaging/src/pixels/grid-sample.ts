import type { RasterImage } from '../types.ts'
import { lumaAt, type Taps, taps } from './luma.ts'
import { ssimLuma } from './ssim.ts'

/**
 * Square tiles of an image's luma at its own scale, spread evenly over it: what a smaller copy, shown back
 * at the image's size, is scored against (ssimOnGrid). The cost is set by the pixels sampled, not the
 * image's: a 24 MP photo is judged at its own grid for the price of a 0.5 MP one.
 */
export interface GridSample {
  width: number
  height: number
  tileWidth: number
  tileHeight: number
  /** Left and top edges of the tiles: tile k is at (xs[k % xs.length], ys[floor(k / xs.length)]). */
  xs: number[]
  ys: number[]
  tiles: Float32Array[]
}

/** About `maxPixels` of `image`'s luma in tiles of `tilePx` (the whole image if it is no larger). */
export function sampleGrid(image: RasterImage, maxPixels: number, tilePx = 32): GridSample {
  const { width, height, data } = image
  const tileWidth = Math.min(tilePx, width)
  const tileHeight = Math.min(tilePx, height)
  const cols = Math.floor(width / tileWidth)
  const rows = Math.floor(height / tileHeight)
  const wanted = Math.max(1, Math.floor(maxPixels / (tileWidth * tileHeight)))
  // As many across and down as the image's shape asks, so the tiles are spaced alike both ways.
  const nx = Math.max(1, Math.min(cols, Math.round(Math.sqrt((wanted * cols) / rows))))
  const ny = Math.max(1, Math.min(rows, Math.floor(wanted / nx)))
  const spread = (n: number, size: number, tile: number) =>
    Array.from({ length: n }, (_, i) =>
      Math.min(size - tile, Math.max(0, Math.floor(((i + 0.5) * size) / n - tile / 2))),
    )
  const xs = spread(nx, width, tileWidth)
  const ys = spread(ny, height, tileHeight)
  const tiles: Float32Array[] = []
  for (const y0 of ys) {
    for (const x0 of xs) {
      const tile = new Float32Array(tileWidth * tileHeight)
      for (let y = 0; y < tileHeight; y++) {
        for (let x = 0; x < tileWidth; x++) {
          tile[y * tileWidth + x] = lumaAt(data, ((y0 + y) * width + x0 + x) * 4)
        }
      }
      tiles.push(tile)
    }
  }
  return { width, height, tileWidth, tileHeight, xs, ys, tiles }
}

/**
 * Luma SSIM of `decoded` (no larger than the sampled image) shown at the image's size, enlarged as
 * resampleLuma does, against the sampled tiles, averaged over them: how a smaller output compares with the
 * original on the original's grid, where the detail a shrink loses shows, unlike at display size. Luma is
 * computed only under the tiles (a sixth of a candidate's pixels, typically), not for the whole decode.
 */
export function ssimOnGrid(sample: GridSample, decoded: RasterImage): number {
  if (decoded.width > sample.width || decoded.height > sample.height)
    throw new RangeError('ssimOnGrid scores outputs no larger than the sampled image')
  const { tileWidth, tileHeight } = sample
  const cols = twoTaps(taps(decoded.width, sample.width))
  const rows = twoTaps(taps(decoded.height, sample.height))
  const luma = new Float32Array(decoded.width * decoded.height)
  const shown = new Float32Array(tileWidth * tileHeight)
  let total = 0
  sample.tiles.forEach((tile, k) => {
    const x0 = sample.xs[k % sample.xs.length] as number
    const y0 = sample.ys[Math.floor(k / sample.xs.length)] as number
    lumaUnder(decoded, luma, {
      left: cols.lo[x0] as number,
      right: cols.hi[x0 + tileWidth - 1] as number,
      top: rows.lo[y0] as number,
      bottom: rows.hi[y0 + tileHeight - 1] as number,
    })
    for (let y = 0; y < tileHeight; y++) {
      const r = y0 + y
      const top = (rows.lo[r] as number) * decoded.width
      const bottom = (rows.hi[r] as number) * decoded.width
      const wy = rows.weight[r] as number
      for (let x = 0; x < tileWidth; x++) {
        const c = x0 + x
        const lo = cols.lo[c] as number
        const hi = cols.hi[c] as number
        const wx = cols.weight[c] as number
        const upper = (luma[top + lo] as number) * (1 - wx) + (luma[top + hi] as number) * wx
        const lower = (luma[bottom + lo] as number) * (1 - wx) + (luma[bottom + hi] as number) * wx
        shown[y * tileWidth + x] = upper * (1 - wy) + lower * wy
      }
    }
    total += ssimLuma(
      { data: tile, width: tileWidth, height: tileHeight },
      { data: shown, width: tileWidth, height: tileHeight },
    )
  })
  return total / sample.tiles.length
}

// resampleLuma's taps for an axis that grows or stays (one or two taps per output), as fixed pairs: the
// inner loop then runs without the general tap lists, about 40 % faster here.
function twoTaps(t: Taps) {
  const n = t.offsets.length - 1
  const lo = new Int32Array(n)
  const hi = new Int32Array(n)
  const weight = new Float32Array(n)
  for (let j = 0; j < n; j++) {
    const a = t.offsets[j] as number
    const two = (t.offsets[j + 1] as number) - a === 2
    lo[j] = t.index[a] as number
    hi[j] = t.index[two ? a + 1 : a] as number
    weight[j] = two ? (t.weight[a + 1] as number) : 0
  }
  return { lo, hi, weight }
}

// The luma of the pixels in the rectangle, inclusive, into `out` at their own positions.
function lumaUnder(
  image: RasterImage,
  out: Float32Array,
  rect: { left: number; right: number; top: number; bottom: number },
): void {
  const { data, width } = image
  for (let y = rect.top; y <= rect.bottom; y++) {
    for (let x = rect.left; x <= rect.right; x++) {
      out[y * width + x] = lumaAt(data, (y * width + x) * 4)
    }
  }
}

import type { RasterImage } from '../types.ts'
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
          const i = ((y0 + y) * width + x0 + x) * 4
          tile[y * tileWidth + x] =
            0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number)
        }
      }
      tiles.push(tile)
    }
  }
  return { width, height, tileWidth, tileHeight, xs, ys, tiles }
}

/**
 * Luma SSIM of `decoded` shown at the sampled image's size (bilinear, as resampleLuma enlarges), against
 * the sampled tiles, averaged over them: how a smaller output compares with the original at the original's
 * grid, where the detail a shrink loses shows, unlike at display size. Luma is computed only under the
 * tiles (a sixth of a candidate's pixels, typically), not for the whole decode.
 */
export function ssimOnGrid(sample: GridSample, decoded: RasterImage): number {
  const { tileWidth, tileHeight } = sample
  const colTaps = bilinearTaps(decoded.width, sample.width)
  const rowTaps = bilinearTaps(decoded.height, sample.height)
  const luma = new Float32Array(decoded.width * decoded.height)
  const shown = new Float32Array(tileWidth * tileHeight)
  let total = 0
  sample.tiles.forEach((tile, k) => {
    const x0 = sample.xs[k % sample.xs.length] as number
    const y0 = sample.ys[Math.floor(k / sample.xs.length)] as number
    lumaUnder(decoded, luma, {
      left: colTaps.lo[x0] as number,
      right: colTaps.hi[x0 + tileWidth - 1] as number,
      top: rowTaps.lo[y0] as number,
      bottom: rowTaps.hi[y0 + tileHeight - 1] as number,
    })
    for (let y = 0; y < tileHeight; y++) {
      const r = y0 + y
      const top = (rowTaps.lo[r] as number) * decoded.width
      const bottom = (rowTaps.hi[r] as number) * decoded.width
      const wy = rowTaps.weight[r] as number
      for (let x = 0; x < tileWidth; x++) {
        const c = x0 + x
        const lo = colTaps.lo[c] as number
        const hi = colTaps.hi[c] as number
        const wx = colTaps.weight[c] as number
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

// Rec. 601 luma (as toLuma) of the pixels in the rectangle, inclusive, into `out` at their own positions.
function lumaUnder(
  image: RasterImage,
  out: Float32Array,
  rect: { left: number; right: number; top: number; bottom: number },
): void {
  const { data, width } = image
  for (let y = rect.top; y <= rect.bottom; y++) {
    for (let x = rect.left; x <= rect.right; x++) {
      const p = y * width + x
      const i = p * 4
      out[p] = 0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number)
    }
  }
}

// For each of `dst` output positions, the two source positions and the weight of the second (pixel
// centres aligned, edges clamped): the same taps resampleLuma uses when it enlarges.
function bilinearTaps(src: number, dst: number) {
  const lo = new Int32Array(dst)
  const hi = new Int32Array(dst)
  const weight = new Float32Array(dst)
  const ratio = src / dst
  for (let j = 0; j < dst; j++) {
    const c = Math.min(src - 1, Math.max(0, (j + 0.5) * ratio - 0.5))
    const x0 = Math.floor(c)
    lo[j] = x0
    hi[j] = Math.min(src - 1, x0 + 1)
    weight[j] = c - x0
  }
  return { lo, hi, weight }
}

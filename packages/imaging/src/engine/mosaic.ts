import type { CompressTuning } from '../options.ts'
import type { RasterImage, Size } from '../types.ts'

/** What probes encode in place of a large raster. */
export interface Mosaic {
  image: RasterImage
  /** Mosaic pixels / raster pixels: 1 when the raster itself is probed. */
  fraction: number
  /** True when the mosaic is the raster: probe sizes are then the real sizes. */
  exact: boolean
}

// JPEG's 4:2:0 macroblock is 16 px: tiles cut on this grid contain exactly the blocks the full encode codes.
const MCU = 16

// Mosaics already cut, by raster and layout: the browser's decoder judges a copy by its mosaic (see
// copyShowsOriginalOutOfReach) before the engine lands the same copy, and a table choice (keep-table.ts)
// probes the mosaic its lander cut. Held weakly: they go with their raster, whose pixels must not change
// once it has been handed to the engine.
const cut = new WeakMap<RasterImage, Map<string, Mosaic>>()

/**
 * Tiles cut on a regular grid at the raster's own scale and packed side by side. Unlike a downscaled proxy
 * (which has more detail per pixel, so its bytes per pixel differ), every 8x8 block of the mosaic is a block
 * of the real image, so the mosaic's size at any quality is the real size times `fraction`, up to sampling
 * error and the DC/Huffman differences at tile seams; ratios between nearby settings are closer still.
 */
export function buildMosaic(image: RasterImage, tuning: CompressTuning): Mosaic {
  const layout = mosaicLayout(image, tuning)
  if (!layout) return { image, fraction: 1, exact: true }
  const key = `${layout.tile}/${layout.stride}/${layout.cols}x${layout.rows}`
  let byLayout = cut.get(image)
  if (!byLayout) {
    byLayout = new Map()
    cut.set(image, byLayout)
  }
  let mosaic = byLayout.get(key)
  if (!mosaic) {
    mosaic = cutMosaic(image, layout)
    byLayout.set(key, mosaic)
  }
  return mosaic
}

function cutMosaic(image: RasterImage, layout: MosaicLayout): Mosaic {
  const { width: w } = image
  const { tile, cols, rows } = layout
  const mw = cols * tile
  const out = new Uint8ClampedArray(mw * rows * tile * 4)
  const src = image.data
  for (const { sx, sy, dx, dy } of mosaicTiles(layout)) {
    for (let y = 0; y < tile; y++) {
      const from = ((sy + y) * w + sx) * 4
      out.set(src.subarray(from, from + tile * 4), ((dy + y) * mw + dx) * 4)
    }
  }
  return { image: { data: out, width: mw, height: rows * tile }, fraction: layout.fraction, exact: false }
}

/** Where a mosaic's tiles come from: a grid of `tile`-pixel squares `stride` apart from (ox, oy). */
export interface MosaicLayout {
  tile: number
  stride: number
  cols: number
  rows: number
  ox: number
  oy: number
  /** Mosaic pixels / image pixels. */
  fraction: number
}

/**
 * Where smoothing's effect is measured (SizeModel's smoothingSample): tiles of `smoothingSampleTilePx`, about
 * `exactProbePixels` of them, or the image itself when it is that small. Smoothing filters each pixel with
 * its neighbours, and the probe mosaic's 16 px seams would dominate it.
 */
export function buildSmoothingSample(image: RasterImage, tuning: CompressTuning): Mosaic {
  return buildMosaic(image, {
    ...tuning,
    mosaicTilePx: tuning.smoothingSampleTilePx,
    mosaicPixels: tuning.exactProbePixels,
  })
}

/**
 * The tile grid for an image of this size, or null when the image is small enough to be probed whole.
 * Shared by buildMosaic and the browser decoder, which draws the same tiles straight from a bitmap.
 */
export function mosaicLayout(size: Size, tuning: CompressTuning): MosaicLayout | null {
  const { width: w, height: h } = size
  const tile = Math.max(MCU, Math.round(tuning.mosaicTilePx / MCU) * MCU)
  if (w * h <= tuning.exactProbePixels || w < tile || h < tile) return null
  const wanted = Math.max(1, tuning.mosaicPixels / (tile * tile))
  let stride = Math.max(tile, Math.round(Math.sqrt((w * h) / wanted) / MCU) * MCU)
  let cols = Math.floor((w - tile) / stride) + 1
  let rows = Math.floor((h - tile) / stride) + 1
  // Long thin images: one axis may hold fewer tiles than the square-grid guess; tighten the stride instead.
  while (cols * rows < wanted / 2 && stride > tile) {
    stride -= MCU
    cols = Math.floor((w - tile) / stride) + 1
    rows = Math.floor((h - tile) / stride) + 1
  }
  if (cols * rows * tile * tile >= w * h * 0.8) return null
  // Centre the grid, keeping offsets on the macroblock grid.
  const ox = Math.floor((w - tile - (cols - 1) * stride) / 2 / MCU) * MCU
  const oy = Math.floor((h - tile - (rows - 1) * stride) / 2 / MCU) * MCU
  return { tile, stride, cols, rows, ox, oy, fraction: (cols * rows * tile * tile) / (w * h) }
}

/** Each tile's source corner (sx, sy) in the image and its corner (dx, dy) in the mosaic. */
export function* mosaicTiles(
  layout: MosaicLayout,
): Generator<{ sx: number; sy: number; dx: number; dy: number }> {
  const { tile, stride, cols, rows, ox, oy } = layout
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      yield { sx: ox + c * stride, sy: oy + r * stride, dx: c * tile, dy: r * tile }
  }
}

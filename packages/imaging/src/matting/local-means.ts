import type { ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'

/**
 * The mean colour of the pixels `weight` selects around each pixel: within the first radius that holds at
 * least `minShare` of selected pixels, the next radius where it does not. Where no radius holds any, the
 * mean of every selected pixel in the image. So a pixel on the edge gets the colour of the wall (or the
 * hair) right beside it where there is some, and of the wall further away where there is not.
 * Only the pixels `wanted` marks are computed (the rest stay 0): the wider windows run only while some
 * wanted pixel still lacks a mean. The windows are summed on a half-resolution grid (2x2 cells; windows
 * of several pixels lose nothing to it), which makes this a quarter of the work.
 */
export function localMeans(
  image: ColourPlanes,
  weight: Float32Array,
  radii: readonly number[],
  minShare: number,
  wanted: Uint8Array,
): ColourPlanes {
  const { width, height } = image
  const n = width * height
  const out = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const
  const channels = [image.r, image.g, image.b] as const
  // The half-resolution grid: per cell, the selected pixels' count and colour sums.
  const hw = Math.ceil(width / 2)
  const hh = Math.ceil(height / 2)
  const cellWeight = new Float32Array(hw * hh)
  const cellSums = [new Float32Array(hw * hh), new Float32Array(hw * hh), new Float32Array(hw * hh)] as const
  const global = [0, 0, 0]
  let total = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const w = weight[i] as number
      if (w === 0) continue
      const cell = (y >> 1) * hw + (x >> 1)
      cellWeight[cell] = (cellWeight[cell] as number) + w
      total += w
      for (let c = 0; c < 3; c++) {
        const v = w * ((channels[c] as Float32Array)[i] as number)
        const sums = cellSums[c] as Float32Array
        sums[cell] = (sums[cell] as number) + v
        global[c] = (global[c] as number) + v
      }
    }
  }
  const cellOf = new Int32Array(n)
  const pending: number[] = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      cellOf[i] = (y >> 1) * hw + (x >> 1)
      if (wanted[i]) pending.push(i)
    }
  }
  let left = pending
  for (const r of radii) {
    if (left.length === 0) break
    const cellRadius = Math.max(1, Math.round(r / 2))
    // Means over cells; the share of selected pixels is the mean count over a cell's 4 pixels.
    const share = boxMean(cellWeight, hw, hh, cellRadius)
    const means = cellSums.map((s) => boxMean(s, hw, hh, cellRadius))
    const still: number[] = []
    for (const i of left) {
      const cell = cellOf[i] as number
      const s = share[cell] as number
      if (s / 4 < minShare) {
        still.push(i)
        continue
      }
      for (let c = 0; c < 3; c++)
        (out[c] as Float32Array)[i] = ((means[c] as Float32Array)[cell] as number) / s
    }
    left = still
  }
  for (const i of left) {
    for (let c = 0; c < 3; c++) (out[c] as Float32Array)[i] = total > 0 ? (global[c] as number) / total : 0.5
  }
  return { width, height, r: out[0], g: out[1], b: out[2] }
}

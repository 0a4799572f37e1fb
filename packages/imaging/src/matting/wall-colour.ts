import type { ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'

/** Levels per channel of the colour models (16³ bins). */
const LEVELS = 16
const BINS = LEVELS * LEVELS * LEVELS

export interface WallColourOptions {
  /** The wall's model is learnt only this far (px) from the mask's 0.5 contour, where it is rarely wrong. */
  margin: number
  /** The person's model, only this far (px) inside it: a pocket of wall the mask kept is rarely this deep. */
  personMargin: number
  /** The side (px) of the cells the models are counted in; a pixel is judged on the 3x3 cells around it. */
  cell: number
  /** A colour is the wall's when at least this many times as common (as a share) on the wall as on the person. */
  ratio: number
  /** ... and it holds at least this share of the wall near the pixel. */
  minShare: number
  /**
   * The person's model is smoothed this many levels each way (the wall's by one): a colour within a few
   * levels of one the person shows near the pixel (white hair by grey hair, a highlight on skin) may be the
   * person's, so only colours far from all of them are given to the wall.
   */
  personSpread: number
  /** Colours whose brightest channel is under this (0..1) are never called wall: dark is one noisy colour. */
  minBrightness: number
}

/**
 * Where the mask kept wall: pixels `candidate` marks (the refinement's band) whose colour is the nearby
 * wall's, not the nearby person's. Two colour models,
 * learnt where the mask is sure (at least `margin` from its contour on either side): histograms of 16
 * levels per channel, smoothed by one level each way, counted per cell and pooled over the 3x3 cells around
 * the pixel; the wall's also over the whole frame. A colour counts as wall when it holds at least `minShare`
 * of the wall near the pixel or of the frame's, and is at least `ratio` times as common there as on the person
 * near the pixel. A colour both carry (dark hair by a dark wall, a
 * white collar by a white wall) decides nothing, so it is left to the mask and the filter; nor does a dark one
 * (under `minBrightness`: black hair and a dark door are one noisy colour in a phone's photo). Returns 1 where
 * the pixel's colour says wall.
 *
 * Why: the guided filter learns its line from colour to alpha from the pixels the mask is sure of. Where the
 * model keeps a pocket of wall beside a shoulder or an ear with confidence (m near 1), the filter learns the
 * wall's colour as person and keeps it. The wall's colour model, learnt from clear wall further out, tells it.
 */
export function wallColoured(
  planes: ColourPlanes,
  mask: Float32Array,
  candidate: Uint8Array,
  options: WallColourOptions,
): Uint8Array {
  const { width, height } = planes
  const n = width * height
  const out = new Uint8Array(n)
  const hard = new Float32Array(n)
  for (let i = 0; i < n; i++) hard[i] = (mask[i] as number) >= 0.5 ? 1 : 0
  const around = boxMean(hard, width, height, Math.max(1, Math.round(options.margin)))
  const inside = boxMean(hard, width, height, Math.max(1, Math.round(options.personMargin)))
  const bin = new Uint16Array(n)
  const q = (v: number) => Math.min(LEVELS - 1, Math.max(0, Math.floor(v * LEVELS)))
  for (let i = 0; i < n; i++)
    bin[i] =
      (q(planes.r[i] as number) * LEVELS + q(planes.g[i] as number)) * LEVELS + q(planes.b[i] as number)

  const cell = Math.max(4, Math.round(options.cell))
  const cw = Math.ceil(width / cell)
  const ch = Math.ceil(height / cell)
  // Which cells hold a pixel to judge: only those and their neighbours need models.
  const judged = new Uint8Array(cw * ch)
  let any = false
  for (let i = 0; i < n; i++) {
    if (!candidate[i]) continue
    const x = i % width
    const y = (i - x) / width
    judged[Math.floor(y / cell) * cw + Math.floor(x / cell)] = 1
    any = true
  }
  if (!any) return out
  const needed = new Uint8Array(cw * ch)
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      if (!judged[cy * cw + cx]) continue
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx
          const y = cy + dy
          if (x >= 0 && y >= 0 && x < cw && y < ch) needed[y * cw + x] = 1
        }
    }
  // Raw counts per needed cell.
  const wallCounts = new Map<number, Float32Array>()
  const personCounts = new Map<number, Float32Array>()
  for (let c = 0; c < cw * ch; c++) {
    if (!needed[c]) continue
    wallCounts.set(c, new Float32Array(BINS))
    personCounts.set(c, new Float32Array(BINS))
  }
  // And the whole frame's wall: a colour the wall shows anywhere (a flag's red across the frame) is the wall's
  // beside the shoulder too, unless the person near the pixel carries it.
  const frameWall = new Float32Array(BINS)
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / cell) * cw
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const b = bin[i] as number
      // Box means are running sums: a window with none is 0 within rounding, not exactly.
      const sureWall = (around[i] as number) < 1e-6
      if (sureWall) frameWall[b] = (frameWall[b] as number) + 1
      const c = row + Math.floor(x / cell)
      if (!needed[c]) continue
      const counts = sureWall
        ? wallCounts.get(c)
        : (inside[i] as number) > 1 - 1e-6
          ? personCounts.get(c)
          : undefined
      if (counts) counts[b] = (counts[b] as number) + 1
    }
  }
  const scratch = new Float32Array(BINS)
  if (smoothShares(frameWall, scratch) === 0) return out
  // Per judged cell: pooled over its 3x3 cells, smoothed, as shares; then its candidates decided.
  const pooledWall = new Float32Array(BINS)
  const pooledPerson = new Float32Array(BINS)
  const pixelsOf = cellPixels(candidate, width, height, cell, cw, ch)
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      const c = cy * cw + cx
      if (!judged[c]) continue
      pooledWall.fill(0)
      pooledPerson.fill(0)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx
          const y = cy + dy
          if (x < 0 || y < 0 || x >= cw || y >= ch) continue
          const wc = wallCounts.get(y * cw + x) as Float32Array
          const pc = personCounts.get(y * cw + x) as Float32Array
          for (let b = 0; b < BINS; b++) {
            pooledWall[b] = (pooledWall[b] as number) + (wc[b] as number)
            pooledPerson[b] = (pooledPerson[b] as number) + (pc[b] as number)
          }
        }
      smoothShares(pooledWall, scratch)
      const personTotal = smoothShares(pooledPerson, scratch, options.personSpread)
      for (const i of pixelsOf[c] as number[]) {
        const bright = Math.max(planes.r[i] as number, planes.g[i] as number, planes.b[i] as number)
        if (bright < options.minBrightness) continue
        const b = bin[i] as number
        const w = Math.max(pooledWall[b] as number, frameWall[b] as number)
        const p = personTotal > 0 ? (pooledPerson[b] as number) : 0
        if (w >= options.minShare && w >= options.ratio * p && p < options.minShare) out[i] = 1
      }
    }
  return out
}

/** The candidate pixels of each cell. */
function cellPixels(
  candidate: Uint8Array,
  width: number,
  height: number,
  cell: number,
  cw: number,
  ch: number,
): number[][] {
  const lists: number[][] = Array.from({ length: cw * ch }, () => [])
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (candidate[i]) (lists[Math.floor(y / cell) * cw + Math.floor(x / cell)] as number[]).push(i)
    }
  return lists
}

/**
 * A 16³ histogram smoothed in place by [1, 2, 1] / 4 along each channel (one level each way; `passes` times),
 * then divided by its total, so each bin is a share of the pixels counted. Returns the total.
 */
function smoothShares(h: Float32Array, scratch: Float32Array, passes = 1): number {
  let total = 0
  for (let b = 0; b < BINS; b++) total += h[b] as number
  if (total === 0) return 0
  for (let pass = 0; pass < passes; pass++)
    for (const stride of [1, LEVELS, LEVELS * LEVELS]) {
      scratch.set(h)
      for (let b = 0; b < BINS; b++) {
        const level = Math.floor(b / stride) % LEVELS
        const lo = level > 0 ? (scratch[b - stride] as number) : 0
        const hi = level < LEVELS - 1 ? (scratch[b + stride] as number) : 0
        h[b] = 0.5 * (scratch[b] as number) + 0.25 * (lo + hi)
      }
    }
  const k = 1 / total
  for (let b = 0; b < BINS; b++) h[b] = (h[b] as number) * k
  return total
}

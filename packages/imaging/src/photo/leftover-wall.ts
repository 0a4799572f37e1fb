// What is left of the old wall once it is replaced (docs/background.md, "Leftover wall"). The colours of the
// old wall are learnt from the pixels the alpha surely calls wall, the person's from the pixels it surely
// keeps, each near where they are used; in the edge band of the export (soft alpha, and opaque pixels by
// it), the colour the export shows of the photo is read against both, and connected patches that read as
// old wall and stand out from the new colour are the leftovers. The same reading tells the background
// samples whether a kept pixel at the frame's side is hair (not counted) or wall the mask kept (counted).
import { COMPLIANCE, LEFTOVER_WALL } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import { boxMean } from '../matting/box-mean.ts'
import { maskPixel } from '../matting/refine-alpha.ts'
import type { Rgb } from '../pixels/colour.ts'
import type { RasterImage } from '../types.ts'
import type { LeftoverRegion, WallLeftover } from './compliance-types.ts'
import { leftoverPlace } from './head-places.ts'
import { LEFTOVER_TUNING } from './options.ts'
import { keptComponent, patchesOf } from './patches.ts'
import type { HeadInFrame } from './placement.ts'

export type { LeftoverRegion, WallLeftover }
export { leftoverPlace }

const LEVELS = 16
const SHIFT = 4
const BINS = LEVELS * LEVELS * LEVELS

export interface LeftoverScan {
  leftover: WallLeftover
  /** 1 where a pixel of the edge band reads as old wall and stands out (any patch size): for an outline. */
  flagged: Uint8Array
  /** Whether the patch of radius r around (x, y) shows the person, not the wall (PlacementFacts.replaced). */
  showsPerson: (x: number, y: number, r: number) => boolean
}

export interface LeftoverInput {
  /** The render before replacement: the photo's own pixels, old wall included. */
  original: RasterImage
  /** The composite the export saves. */
  composite: RasterImage
  alpha: AlphaMatte
  /** The new wall's colour. */
  colour: Rgb
  head: Pick<HeadInFrame, 'crown' | 'chin' | 'centre' | 'eyeMid'>
  /** The distance between the eyes in frame pixels: the unit of the size rule. */
  eyeDistancePx: number
}

/** The smallest leftover that fails, in frame pixels, for an eye distance (LEFTOVER_WALL). */
export const minLeftoverPx = (eyeDistancePx: number) =>
  Math.max(1, Math.round(LEFTOVER_WALL.minAreaEyeDistanceSq * eyeDistancePx * eyeDistancePx))

/** The smallest hard cut through the hair that fails, in frame pixels (LEFTOVER_WALL.minCutEyeDistanceSq). */
export const minCutAreaPx = (eyeDistancePx: number) =>
  Math.max(1, Math.round(LEFTOVER_WALL.minCutEyeDistanceSq * eyeDistancePx * eyeDistancePx))

const binOf = (r: number, g: number, b: number) =>
  ((r >> SHIFT) * LEVELS + (g >> SHIFT)) * LEVELS + (b >> SHIFT)

/** [1, 2, 1] / 4 along one axis of the LEVELS³ grid (stride 1, LEVELS or LEVELS²), in place. */
function smoothAxis(h: Float32Array, stride: number) {
  const out = new Float32Array(BINS)
  for (let i = 0; i < BINS; i++) {
    const k = Math.floor(i / stride) % LEVELS
    const lo = k > 0 ? (h[i - stride] as number) : 0
    const hi = k < LEVELS - 1 ? (h[i + stride] as number) : 0
    out[i] = 0.5 * (h[i] as number) + 0.25 * (lo + hi)
  }
  h.set(out)
}

/** Finds the old wall's patches left beside the person in the composite (see the file's head). */
export function scanLeftoverWall(input: LeftoverInput): LeftoverScan {
  const { original, composite, alpha, colour, head, eyeDistancePx } = input
  const { width, height } = alpha
  const n = width * height
  const a = alpha.data
  const src = original.data
  const out = composite.data
  const depth = Math.max(1, Math.round(LEFTOVER_TUNING.depth * maskPixel(width, height)))

  // Sure wall: alpha 0 with nothing kept within `depth`; sure person: opaque with nothing soft within it.
  const kept = new Float32Array(n)
  const notOpaque = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const v = a[i] as number
    kept[i] = v > 0 ? 1 : 0
    notOpaque[i] = v < 1 ? 1 : 0
  }
  const keptNear = boxMean(kept, width, height, depth)
  const softNear = boxMean(notOpaque, width, height, depth)
  const inside = Math.max(1, Math.round(LEFTOVER_TUNING.inside * maskPixel(width, height)))
  const edgeNear = boxMean(notOpaque, width, height, inside)

  // Colour histograms per cell, for the wall and the person.
  const cell = Math.max(
    1,
    Math.ceil(
      Math.max(
        eyeDistancePx * LEFTOVER_TUNING.cellEyeDistances,
        Math.max(width, height) / LEFTOVER_TUNING.maxCellsPerSide,
      ),
    ),
  )
  const cw = Math.ceil(width / cell)
  const ch = Math.ceil(height / cell)
  const wallHist = new Uint32Array(cw * ch * BINS)
  const personHist = new Uint32Array(cw * ch * BINS)
  for (let y = 0; y < height; y++) {
    const cy = Math.floor(y / cell)
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      const v = a[i] as number
      const sureWall = v === 0 && (keptNear[i] as number) < 1e-6
      const surePerson = v === 1 && (softNear[i] as number) < 1e-6
      if (!sureWall && !surePerson) continue
      const o = i * 4
      const bin = binOf(src[o] as number, src[o + 1] as number, src[o + 2] as number)
      const c = (cy * cw + Math.floor(x / cell)) * BINS + bin
      if (sureWall) wallHist[c] = (wallHist[c] as number) + 1
      else personHist[c] = (personHist[c] as number) + 1
    }
  }

  // The models near a cell: its 3x3 cells pooled, smoothed, as shares; made once per cell when first asked.
  const pooled = (hist: Uint32Array, cx: number, cy: number) => {
    const h = new Float32Array(BINS)
    let total = 0
    for (let y = Math.max(0, cy - 1); y <= Math.min(ch - 1, cy + 1); y++)
      for (let x = Math.max(0, cx - 1); x <= Math.min(cw - 1, cx + 1); x++) {
        const base = (y * cw + x) * BINS
        for (let k = 0; k < BINS; k++) {
          const c = hist[base + k] as number
          if (c === 0) continue
          h[k] = (h[k] as number) + c
          total += c
        }
      }
    if (total === 0) return null
    smoothAxis(h, 1)
    smoothAxis(h, LEVELS)
    smoothAxis(h, LEVELS * LEVELS)
    for (let k = 0; k < BINS; k++) h[k] = (h[k] as number) / total
    return h
  }
  const models = new Map<number, { wall: Float32Array; person: Float32Array | null } | null>()
  const modelAt = (x: number, y: number) => {
    const cx = Math.floor(x / cell)
    const cy = Math.floor(y / cell)
    const key = cy * cw + cx
    let m = models.get(key)
    if (m === undefined) {
      const wall = pooled(wallHist, cx, cy)
      m = wall ? { wall, person: pooled(personHist, cx, cy) } : null
      models.set(key, m)
    }
    return m
  }

  // The colour the export shows of the photo at a kept pixel: the composite with the new colour's share
  // taken out (the photo's own pixel where opaque).
  const [nr, ng, nb] = colour
  const shown = (i: number): [number, number, number] => {
    const v = a[i] as number
    const o = i * 4
    if (v >= 1) return [out[o] as number, out[o + 1] as number, out[o + 2] as number]
    const unmix = (c: number, bg: number) => Math.min(255, Math.max(0, Math.round((c - (1 - v) * bg) / v)))
    return [unmix(out[o] as number, nr), unmix(out[o + 1] as number, ng), unmix(out[o + 2] as number, nb)]
  }
  /**
   * The kept pixel's colour is the old wall's, not the person's (LEFTOVER_WALL.wallOverPerson); never a dark
   * one (LEFTOVER_TUNING.minBrightest).
   */
  const readsAsWall = (i: number): boolean => {
    const x = i % width
    const m = modelAt(x, (i - x) / width)
    if (!m) return false
    const [r, g, b] = shown(i)
    if (Math.max(r, g, b) < LEFTOVER_TUNING.minBrightest) return false
    const bin = binOf(r, g, b)
    const pw = m.wall[bin] as number
    if (pw < LEFTOVER_TUNING.minWallShare) return false
    const pp = m.person ? (m.person[bin] as number) : 0
    return pw >= LEFTOVER_WALL.wallOverPerson * pp
  }
  const tolerance = COMPLIANCE.channelTolerance
  const standsOut = (i: number) => {
    const o = i * 4
    return (
      Math.abs((out[o] as number) - nr) > tolerance ||
      Math.abs((out[o + 1] as number) - ng) > tolerance ||
      Math.abs((out[o + 2] as number) - nb) > tolerance
    )
  }

  // The edge band: soft alpha the photo shows through, and opaque pixels within `inside` of it.
  const flagged = new Uint8Array(n)
  let flaggedPx = 0
  for (let i = 0; i < n; i++) {
    const v = a[i] as number
    if (v < LEFTOVER_TUNING.minAlpha) continue
    if (v >= 1 && (edgeNear[i] as number) < 1e-6) continue
    if (!standsOut(i) || !readsAsWall(i)) continue
    flagged[i] = 1
    flaggedPx++
  }

  // Hair the replacement cut off, the search's mirror: pixels it took (alpha under minAlpha) hard by opaque
  // ones (within `inside`: no soft edge between) whose photo colour is the person's near them and not the
  // wall's, and stands out from the new colour. Where hair runs on past the outline, the export shows a
  // hard, straight cut through it.
  const opaque = new Float32Array(n)
  for (let i = 0; i < n; i++) opaque[i] = (a[i] as number) >= 1 ? 1 : 0
  const opaqueNear = boxMean(opaque, width, height, inside)
  const readsAsPerson = (i: number): boolean => {
    const x = i % width
    const m = modelAt(x, (i - x) / width)
    if (!m?.person) return false
    const o = i * 4
    const bin = binOf(src[o] as number, src[o + 1] as number, src[o + 2] as number)
    const pp = m.person[bin] as number
    if (pp < LEFTOVER_TUNING.minWallShare) return false
    return pp >= LEFTOVER_WALL.wallOverPerson * (m.wall[bin] as number)
  }
  const photoStandsOut = (i: number) => {
    const o = i * 4
    return (
      Math.abs((src[o] as number) - nr) > tolerance ||
      Math.abs((src[o + 1] as number) - ng) > tolerance ||
      Math.abs((src[o + 2] as number) - nb) > tolerance
    )
  }
  const cut = new Uint8Array(n)
  let cutPx = 0
  for (let i = 0; i < n; i++) {
    if ((a[i] as number) >= LEFTOVER_TUNING.minAlpha || (opaqueNear[i] as number) < 1e-6) continue
    if (!photoStandsOut(i) || !readsAsPerson(i)) continue
    cut[i] = 1
    cutPx++
  }

  const minAreaPx = minLeftoverPx(eyeDistancePx)
  const minCutPx = minCutAreaPx(eyeDistancePx)
  // A patch the old wall left touches the new wall: one walled in by the person's own colours (the red
  // inside an ear, with a red flag behind) is the person's.
  const gone = (i: number) => (a[i] as number) < LEFTOVER_TUNING.minAlpha
  const region =
    (kind: LeftoverRegion['kind']) =>
    (p: { centroid: Point; areaPx: number; box: LeftoverRegion['box'] }): LeftoverRegion => ({
      kind,
      place: leftoverPlace(head, p.centroid),
      areaPx: p.areaPx,
      box: p.box,
    })
  const regions = [
    ...patchesOf(flagged, width, height, gone)
      .filter((p) => p.areaPx >= minAreaPx && p.touchesWall)
      .map(region('colour')),
    ...patchesOf(cut, width, height, () => false)
      .filter((p) => p.areaPx >= minCutPx)
      .map(region('cut')),
  ].sort((p, q) => q.areaPx - p.areaPx)

  const person = keptComponent(a, width, height, head.eyeMid)
  const showsPerson = (x: number, y: number, r: number): boolean => {
    let keptPx = 0
    let wallPx = 0
    for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
      for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) {
        const i = yy * width + xx
        if (!person[i] || (a[i] as number) < LEFTOVER_TUNING.minAlpha) continue
        keptPx++
        if (readsAsWall(i)) wallPx++
      }
    return keptPx > 0 && 2 * wallPx < keptPx
  }

  return { leftover: { regions, minAreaPx, eyeDistancePx, flaggedPx, cutPx }, flagged, showsPerson }
}

// The subject's own body (docs/background.md, "The subject's bound"). The segmentation model keeps every
// person it sees, and a blurred crowd behind a shoulder joins the subject's hair: the colours cannot tell it
// from her, but the face can. The subject is the kept region joined to the face, and it is no wider than a
// multiple of the head (the crown-to-chin height): the head with its hair, then the neck widening into the
// shoulders. What is kept beyond that bound is the old background, unless the engine is told otherwise:
// - a kept piece not joined to the face at all, mostly beyond the bound, is given back to the wall
//   (giveBackDetached, before the composite): a stranger at the frame's side, a lamp;
// - kept pixels beyond the bound that are joined to the face (through the hair, a shoulder) cannot be told
//   from a wide hairstyle by the engine, so they fail 'Plain background' where they lie (keptBeyond).
import { SUBJECT_BOUND } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import { boxMean } from '../matting/box-mean.ts'
import type { RasterImage } from '../types.ts'
import type { LeftoverRegion } from './compliance-types.ts'
import { headCoordinates, leftoverPlace } from './head-places.ts'
import { SUBJECT_TUNING } from './options.ts'
import { keptComponent, patchesOf } from './patches.ts'
import type { HeadInFrame } from './placement.ts'

export type SubjectHead = Pick<HeadInFrame, 'crown' | 'chin' | 'centre' | 'eyeMid'>

/** The bound's shape (SUBJECT_TUNING.bound); a bench compares others. */
export type SubjectBound = { readonly [K in keyof typeof SUBJECT_TUNING.bound]: number }

/**
 * Whether a frame point lies within the subject's bound (SUBJECT_TUNING.bound): above the chin, within
 * `head` head heights of the face's axis and no higher than `above` over the crown; below it, widening by
 * `slope` per head height down to `shoulders`.
 */
export function withinSubject(head: SubjectHead, p: Point, b: SubjectBound = SUBJECT_TUNING.bound): boolean {
  const { across, along } = headCoordinates(head, p)
  if (along < -b.above) return false
  const half = along < 1 ? b.head : Math.min(b.shoulders, b.head + b.slope * (along - 1))
  return Math.abs(across) <= half
}

/** The smallest kept patch beyond the bound that fails, in frame pixels (SUBJECT_BOUND). */
export const minBeyondPx = (eyeDistancePx: number) =>
  Math.max(1, Math.round(SUBJECT_BOUND.minAreaEyeDistanceSq * eyeDistancePx * eyeDistancePx))

/** 1 where a frame pixel lies beyond the subject's bound. */
function beyondMap(width: number, height: number, head: SubjectHead, bound: SubjectBound): Uint8Array {
  const beyond = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (!withinSubject(head, { x: x + 0.5, y: y + 0.5 }, bound)) beyond[y * width + x] = 1
  return beyond
}

/**
 * The alpha with every kept piece that is not joined to the face and lies mostly beyond the subject's bound
 * given back to the wall (alpha 0). A piece within the bound (a hand, a lock of hair the mask split off)
 * stays. Returns the same matte when nothing is given back.
 */
export function giveBackDetached(
  alpha: AlphaMatte,
  head: SubjectHead,
  bound: SubjectBound = SUBJECT_TUNING.bound,
): AlphaMatte {
  const { width, height, data: a } = alpha
  const subject = keptComponent(a, width, height, head.eyeMid)
  const beyond = beyondMap(width, height, head, bound)
  // The other kept pieces, 4-connected through alpha above 0 as the subject is.
  const label = new Int32Array(a.length)
  const queue = new Int32Array(a.length)
  let out: Float32Array | null = null
  let next = 0
  for (let start = 0; start < a.length; start++) {
    if (subject[start] || label[start] || !((a[start] as number) > 0)) continue
    next++
    let head = 0
    let tail = 0
    queue[tail++] = start
    label[start] = next
    let outside = 0
    while (head < tail) {
      const i = queue[head++] as number
      if (beyond[i]) outside++
      const x = i % width
      const near = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]
      for (const j of near) {
        if (j < 0 || j >= a.length || label[j] || subject[j] || !((a[j] as number) > 0)) continue
        label[j] = next
        queue[tail++] = j
      }
    }
    if (outside * 2 <= tail) continue
    out ??= Float32Array.from(a)
    for (let k = 0; k < tail; k++) out[queue[k] as number] = 0
  }
  return out ? { width, height, data: out } : alpha
}

/**
 * The kept patches beyond the subject's bound (alpha at least SUBJECT_TUNING.minAlpha, 8-connected), at
 * least minBeyondPx large, with where they lie: each fails 'Plain background'.
 */
export function keptBeyond(
  alpha: AlphaMatte,
  head: SubjectHead,
  eyeDistancePx: number,
  bound: SubjectBound = SUBJECT_TUNING.bound,
): { regions: LeftoverRegion[]; beyondPx: number } {
  const { width, height, data: a } = alpha
  const beyond = beyondMap(width, height, head, bound)
  const flagged = new Uint8Array(a.length)
  let beyondPx = 0
  for (let i = 0; i < a.length; i++)
    if (beyond[i] && (a[i] as number) >= SUBJECT_TUNING.minAlpha) {
      flagged[i] = 1
      beyondPx++
    }
  const min = minBeyondPx(eyeDistancePx)
  const regions = patchesOf(flagged, width, height, () => false)
    .filter((p) => p.areaPx >= min)
    .map(
      (p): LeftoverRegion => ({
        kind: 'beyond',
        place: leftoverPlace(head, p.centroid),
        areaPx: p.areaPx,
        box: p.box,
      }),
    )
  return { regions, beyondPx }
}

/**
 * Kept pixels beside the jaw and the neck that are out of focus while the face is sharp: a crowd or a
 * passer-by far behind, which the model keeps as person and which joins the hair (SUBJECT_TUNING.beside).
 * The detail of a pixel is the mean absolute Laplacian of the render's luma around it (a window of
 * `detailRadius` head heights), against the median of the same inside the face; pixels under `blurShare` of
 * it, in the zone from `from` to `to` head heights down from the crown and at least `across` from the
 * face's axis, in patches of SUBJECT_BOUND.minBlurredEyeDistanceSq or more, fail where they lie. Hair and
 * skin beside the face are in its focus; a smooth shirt lies lower, under the zone.
 */
export function blurredBeside(
  render: RasterImage,
  alpha: AlphaMatte,
  head: SubjectHead,
  eyeDistancePx: number,
): { regions: LeftoverRegion[]; blurredPx: number; largestPx: number } {
  const { width, height, data: a } = alpha
  const n = width * height
  const h = Math.hypot(head.chin.x - head.crown.x, head.chin.y - head.crown.y)
  const { beside } = SUBJECT_TUNING
  const luma = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    const o = 4 * i
    luma[i] =
      0.299 * (render.data[o] as number) +
      0.587 * (render.data[o + 1] as number) +
      0.114 * (render.data[o + 2] as number)
  }
  const lap = new Float32Array(n)
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      lap[i] = Math.abs(
        4 * (luma[i] as number) -
          (luma[i - 1] as number) -
          (luma[i + 1] as number) -
          (luma[i - width] as number) -
          (luma[i + width] as number),
      )
    }
  const detail = boxMean(lap, width, height, Math.max(2, Math.round(beside.detailRadius * h)))
  const centreAlong = headCoordinates(head, head.centre).along
  const face: number[] = []
  const zone = new Uint8Array(n)
  // The face's mean colour: skin beside the jaw (a neck, a raised arm) is the subject's, however smooth.
  const skin = [0, 0, 0]
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const { along, across } = headCoordinates(head, { x: x + 0.5, y: y + 0.5 })
      const i = y * width + x
      const fu = across / beside.faceHalfWidth
      const fv = (along - centreAlong) / beside.faceHalfHeight
      if (fu * fu + fv * fv <= 1) {
        face.push(detail[i] as number)
        for (let c = 0; c < 3; c++) skin[c] = (skin[c] as number) + (render.data[4 * i + c] as number)
      } else if (along >= beside.from && along <= beside.to && Math.abs(across) >= beside.across) zone[i] = 1
    }
  if (face.length === 0) return { regions: [], blurredPx: 0, largestPx: 0 }
  const skinSum = (skin[0] as number) + (skin[1] as number) + (skin[2] as number)
  const skinR = (skin[0] as number) / skinSum
  const skinG = (skin[1] as number) / skinSum
  const skinLevel = skinSum / face.length
  const isSkin = (i: number) => {
    const r = render.data[4 * i] as number
    const g = render.data[4 * i + 1] as number
    const b = render.data[4 * i + 2] as number
    // Dark pixels show little detail in focus or not (black hair, a black shirt): not read.
    if (Math.max(r, g, b) < beside.minBrightest) return true
    const sum = r + g + b
    if (sum < beside.skinLevels[0] * skinLevel || sum > beside.skinLevels[1] * skinLevel) return false
    return Math.abs(r / sum - skinR) <= beside.skinChroma && Math.abs(g / sum - skinG) <= beside.skinChroma
  }
  face.sort((p, q) => p - q)
  const sharp = face[Math.floor(face.length / 2)] as number
  const flagged = new Uint8Array(n)
  let blurredPx = 0
  for (let i = 0; i < n; i++)
    if (
      zone[i] &&
      (a[i] as number) >= SUBJECT_TUNING.minAlpha &&
      (detail[i] as number) < beside.blurShare * sharp &&
      !isSkin(i)
    ) {
      flagged[i] = 1
      blurredPx++
    }
  const min = Math.max(1, Math.round(SUBJECT_BOUND.minBlurredEyeDistanceSq * eyeDistancePx * eyeDistancePx))
  const patches = patchesOf(flagged, width, height, () => false)
  const largestPx = Math.max(0, ...patches.map((p) => p.areaPx))
  const regions = patches
    .filter((p) => p.areaPx >= min)
    .map(
      (p): LeftoverRegion => ({
        kind: 'beyond',
        place: leftoverPlace(head, p.centroid),
        areaPx: p.areaPx,
        box: p.box,
      }),
    )
  return { regions, blurredPx, largestPx }
}

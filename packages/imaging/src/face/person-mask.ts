import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { type LevelRegion, levelledCrop, regionTransform, rgbPlanes } from './level-crop.ts'
import { openedTops } from './mask-opening.ts'
import type { FaceTuning } from './options.ts'
import type { PersonMask, PersonSegmentationModel, Point } from './types.ts'

/** The segmentation model's input side (MediaPipe Selfie Segmentation: 256x256 RGB, 0..1). */
export const PERSON_INPUT_SIDE = 256

/** The head as the landmarks alone predict it: what the mask's crop is sized from. */
export interface PredictedHead {
  eyeMid: Point
  roll: number
  /** Crown to chin, source px. */
  height: number
}

/** The square the mask covers (FACE_TUNING.person): head, hair well above it, shoulders. */
export function personRegion(head: PredictedHead, tuning: FaceTuning): LevelRegion {
  const { side, below } = tuning.person
  const t = (head.roll * Math.PI) / 180
  const shift = below * head.height
  return {
    centre: { x: head.eyeMid.x - Math.sin(t) * shift, y: head.eyeMid.y + Math.cos(t) * shift },
    size: side * head.height,
    roll: head.roll,
  }
}

/**
 * Runs the segmentation model on the head's region: the mask in the detection (FaceDetection.person).
 * Past the photo's edges the crop carries the edge pixels outwards: background above a head goes on as
 * background, hair that the top edge cuts goes on as hair and the mask runs on past the edge, which is how
 * crownFromMask sees a cut crown. (Measured on the portraits against a grey fill: grey flagged crowns a few
 * pixels under the edge as cut and misread tightly cropped heads; docs/photo-pipeline.md.)
 */
export async function segmentPerson(
  image: RasterImage,
  head: PredictedHead,
  model: PersonSegmentationModel,
  tuning: FaceTuning,
  signal?: AbortSignalLike,
): Promise<PersonMask> {
  return segmentRegion(image, personRegion(head, tuning), model, signal)
}

/**
 * The square the crown's second mask covers: `zoom` head heights wide, its top `zoomAbove` head heights over
 * the first mask's crown, centred across on that crown (a bun, a tilted head), levelled like the first.
 */
export function crownZoomRegion(head: PredictedHead, crown: MaskCrown, tuning: FaceTuning): LevelRegion {
  const { zoom, zoomAbove } = tuning.person
  const t = (head.roll * Math.PI) / 180
  // The region's centre, as a distance above the eyes along the face's axis.
  const up = crown.distance - (zoom / 2 - zoomAbove) * head.height
  return {
    centre: {
      x: head.eyeMid.x + Math.sin(t) * up + Math.cos(t) * crown.across,
      y: head.eyeMid.y - Math.cos(t) * up + Math.sin(t) * crown.across,
    },
    size: zoom * head.height,
    roll: head.roll,
  }
}

/** The segmentation model on one levelled region of the photo, the edge pixels carried past the photo's edges. */
export async function segmentRegion(
  image: RasterImage,
  region: LevelRegion,
  model: PersonSegmentationModel,
  signal?: AbortSignalLike,
): Promise<PersonMask> {
  const side = PERSON_INPUT_SIDE
  const input = rgbPlanes(levelledCrop(image, region, side, false, 'edge'))
  throwIfAborted(signal)
  const probabilities = await model.run(input)
  if (probabilities.length !== side * side) throw new Error('person mask output has the wrong size')
  const data = new Uint8Array(side * side)
  for (let i = 0; i < data.length; i++) data[i] = Math.round((probabilities[i] as number) * 255)
  return { region, side, data }
}

/** The crown as the mask shows it: its distance above the eyes along the face's axis, source px. */
export interface MaskCrown {
  distance: number
  /** Where the top lies across the face: its offset from the eyes' midpoint along the levelled x axis, source px. */
  across: number
  /** The hair reaches the photo's top edge: the crown is at least there, and may be higher. */
  cut: boolean
}

/**
 * The crown from the person mask: the top of the person's region that holds the eyes, in the mask's levelled rows: the connected part of
 * the mask's confident core (`core`) at or above the eye line and within `halfWidth` head heights of the
 * midline (so a raised hand beside the head, the shoulders, someone behind or a pale pillar half taken for
 * the person cannot join it), opened by a disc `crownOpening` head heights across (mask-opening.ts: no
 * strand or spike narrower than it is the top of the head), its highest point within `crownHalfWidth` of
 * the midline; where the opening took nothing off that column, carried up to where the probability falls
 * under `threshold` (hair's soft edge), to a fraction of a pixel.
 * Cut when that top lies within `cutPixels` mask pixels of the photo's top edge, or past it. Null when the
 * eyes are not on the mask (the model did not see this person), so the caller keeps its other estimate.
 */
export function crownFromMask(
  mask: PersonMask,
  eyeMid: Point,
  headHeight: number,
  tuning: FaceTuning,
): MaskCrown | null {
  const { side, region, data } = mask
  const { threshold, core, halfWidth, crownHalfWidth, crownOpening, cutPixels, cutThreshold } = tuning.person
  const level = Math.round(threshold * 255)
  const coreLevel = Math.round(core * 255)
  const toSource = regionTransform(region, side, false)
  // Source → mask: the inverse of a rotation scaled by k.
  const k = region.size / side
  const det = toSource.a * toSource.e - toSource.b * toSource.d
  const dx = eyeMid.x - toSource.c
  const dy = eyeMid.y - toSource.f
  const eu = (toSource.e * dx - toSource.b * dy) / det
  const ev = (-toSource.d * dx + toSource.a * dy) / det
  const eyeRow = Math.min(side - 1, Math.floor(ev))
  const columns = (w: number): [number, number] => [
    Math.max(0, Math.floor(eu - (w * headHeight) / k)),
    Math.min(side - 1, Math.ceil(eu + (w * headHeight) / k)),
  ]
  const [minCol, maxCol] = columns(halfWidth)
  const seed = findSeed(data, side, Math.floor(eu), eyeRow, coreLevel)
  if (seed < 0 || eyeRow < 0) return null
  // Flood fill (4-connected) over the core, rows 0..eyeRow, columns minCol..maxCol.
  const inside = new Uint8Array(side * side)
  const stack = [seed]
  inside[seed] = 1
  while (stack.length) {
    const i = stack.pop() as number
    const r = Math.floor(i / side)
    const c = i - r * side
    const next = [
      r > 0 ? i - side : -1,
      r < eyeRow ? i + side : -1,
      c > minCol ? i - 1 : -1,
      c < maxCol ? i + 1 : -1,
    ]
    for (const j of next) {
      if (j >= 0 && !inside[j] && (data[j] as number) >= coreLevel) {
        inside[j] = 1
        stack.push(j)
      }
    }
  }
  const [fromCol, toCol] = columns(crownHalfWidth)
  // Each column's top (the crossing, in mask rows) and where that lies in the photo.
  // `reachY`: where the column's hair still reaches at the lower `cutThreshold`, in the photo's rows.
  const tops: { crossing: number; coreTop: number; edgeY: number; reachY: number }[] = []
  const rowY = (c: number, row: number) => toSource.d * (c + 0.5) + toSource.e * row + toSource.f
  const cutLevel = Math.round(cutThreshold * 255)
  for (let c = fromCol; c <= toCol; c++) {
    let r = 0
    while (r <= eyeRow && !inside[r * side + c]) r++
    if (r > eyeRow) {
      tops.push({
        crossing: Number.POSITIVE_INFINITY,
        coreTop: Number.POSITIVE_INFINITY,
        edgeY: Number.POSITIVE_INFINITY,
        reachY: Number.POSITIVE_INFINITY,
      })
      continue
    }
    const coreTop = r
    let reach = r
    while (reach > 0 && (data[(reach - 1) * side + c] as number) >= cutLevel) reach--
    while (r > 0 && (data[(r - 1) * side + c] as number) >= level) r--
    const here = data[r * side + c] as number
    const above = r > 0 ? (data[(r - 1) * side + c] as number) : here
    const crossing = here > above ? r + 0.5 - (here - level) / (here - above) : r
    tops.push({ crossing, coreTop, edgeY: rowY(c, crossing), reachY: rowY(c, reach) })
  }
  // Cut is read column by column: hair that meets the photo's edge anywhere over the crown, however narrow.
  // The mask grows unsure over a bun or hair the edge cuts (0.5-0.75 where it meets the edge), so the cut is
  // read at the lower threshold; over a head with room above it the mask is near 0 at the edge.
  const cut = tops.some((t) => Math.min(t.edgeY, t.reachY) <= cutPixels * k)
  // The crown: the opened region's highest point. A column the opening left whole (its top within a pixel
  // of the core's own) keeps its soft edge, the crossing; one it trimmed (a spike) stands at the trim.
  const opened = openedTops(inside, side, eyeRow, minCol, maxCol, (crownOpening * headHeight) / k / 2)
  const heights: number[] = []
  for (let c = fromCol; c <= toCol; c++) {
    const trimmed = opened[c - minCol] as number
    const column = tops[c - fromCol]
    const usable = column && Number.isFinite(trimmed)
    heights.push(
      usable ? (trimmed <= column.coreTop + 1.5 ? column.crossing : trimmed) : Number.POSITIVE_INFINITY,
    )
  }
  const top = Math.min(...heights)
  if (!Number.isFinite(top)) return null
  // Across, the crown is the middle of the columns within half a mask pixel of the top (a flat top, a bun).
  let sum = 0
  let n = 0
  heights.forEach((h, i) => {
    if (h <= top + 0.5) {
      sum += fromCol + i + 0.5
      n++
    }
  })
  return { distance: Math.max(0, (ev - top) * k), across: (sum / n - eu) * k, cut }
}

/** The mask index nearest to (col, row) that is the person, within a few pixels; -1 when none is. */
function findSeed(data: Uint8Array, side: number, col: number, row: number, level: number): number {
  for (let radius = 0; radius <= 3; radius++) {
    for (let r = row - radius; r <= row + radius; r++) {
      for (let c = col - radius; c <= col + radius; c++) {
        if (r < 0 || c < 0 || r >= side || c >= side) continue
        if ((data[r * side + c] as number) >= level) return r * side + c
      }
    }
  }
  return -1
}

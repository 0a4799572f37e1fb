import { EDITOR } from '@vps/specs'
import type { HeadGeometry } from '../face/head.ts'
import type { FaceDetection, Point } from '../face/types.ts'
import type { Affine } from '../geometry/affine.ts'
import { clampScale, coverScale } from '../geometry/fit.ts'
import type { Size } from '../types.ts'
import { coveringPlacement } from './cover-placement.ts'
import { type PhotoFrame, targetCoverage } from './frame.ts'
import { PLACEMENT_TUNING } from './options.ts'

/**
 * Where the photo sits in the frame: the spec's "image placement" (x, y, scale, rotation), defined so that it
 * does not depend on the frame's pixel size. The same placement drawn on the 300 px editor canvas and on the
 * 600x800 export shows the same picture, so the page stores one placement for both.
 *
 * - `x`, `y`: where the image's centre sits, as an offset from the frame's centre, in fractions of the
 *   frame's width and height (x = 0.1 on a 300 px canvas = 30 px right). Dragging by (dx, dy) CSS px on a
 *   canvas shown w x h px wide adds dx / w and dy / h (panPlacement).
 * - `scale`: the editor's zoom: 1 = the image just covers the frame (cover-fit, what Reset shows), clamped
 *   to 0.1-3 (the 10-300 % slider).
 * - `rotation`: degrees, clockwise on screen, about the image's centre.
 */
export interface Placement {
  x: number
  y: number
  scale: number
  rotation: number
}

/** Reset: cover-fit, centred, not rotated. */
export const NEUTRAL_PLACEMENT: Placement = Object.freeze({ x: 0, y: 0, scale: 1, rotation: 0 })

/**
 * With no face: fit then enlarge by EDITOR.noFaceCoverFactor, centred (docs/photo-pipeline.md, "Placement").
 * Scale 1.2 covers the frame.
 */
export function defaultPlacement(): Placement {
  return { x: 0, y: 0, scale: EDITOR.noFaceCoverFactor, rotation: 0 }
}

/**
 * The forward map of a placement, source px → frame px, for a frame of `frame` pixels:
 *   frame = C + s · R(rotation) · (source − image centre),  C = frame centre + (x·W, y·H),
 * with s = coverScale · scale frame pixels per source pixel. As a canvas matrix:
 * `ctx.setTransform(m.a, m.b, m.c, m.d, m.e, m.f); ctx.drawImage(image, 0, 0)` draws exactly what
 * renderPlacement renders (canvas order: x' = a·x + c·y + e, y' = b·x + d·y + f).
 */
export function placementMatrix(
  image: Size,
  placement: Placement,
  frame: Size,
): { a: number; b: number; c: number; d: number; e: number; f: number; pixelsPerSourcePixel: number } {
  const s = coverScale(image, frame) * placement.scale
  const t = (placement.rotation * Math.PI) / 180
  const cos = Math.cos(t) * s
  const sin = Math.sin(t) * s
  const cx = frame.width / 2 + placement.x * frame.width
  const cy = frame.height / 2 + placement.y * frame.height
  const ix = image.width / 2
  const iy = image.height / 2
  return {
    a: cos,
    b: sin,
    c: -sin,
    d: cos,
    e: cx - cos * ix + sin * iy,
    f: cy - sin * ix - cos * iy,
    pixelsPerSourcePixel: s,
  }
}

/** Maps a source point into frame pixels. */
export function toFrame(image: Size, placement: Placement, frame: Size, p: Point): Point {
  const m = placementMatrix(image, placement, frame)
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f }
}

/** The inverse of toFrame: a frame point back into source pixels (where the page keeps touch-up strokes). */
export function toSource(image: Size, placement: Placement, frame: Size, p: Point): Point {
  const m = placementMatrix(image, placement, frame)
  const det = m.a * m.d - m.b * m.c
  const x = p.x - m.e
  const y = p.y - m.f
  return { x: (m.d * x - m.c * y) / det, y: (-m.b * x + m.a * y) / det }
}

/** The inverse map, frame → source, in sampleAffine's form (what renderPlacement samples with). */
export function frameToSource(image: Size, placement: Placement, frame: Size): Affine {
  const m = placementMatrix(image, placement, frame)
  const det = m.a * m.d - m.b * m.c
  const a = m.d / det
  const b = -m.c / det
  const d = -m.b / det
  const e = m.a / det
  return { a, b, c: -(a * m.e + b * m.f), d, e, f: -(d * m.e + e * m.f) }
}

/**
 * The head as it lands in the frame: what the face check and the oval guide need. Crown, centre and height
 * are to the crown the document's band means (PhotoFrame.crown): the top of the hair, or the estimated
 * natural crown, with the hair's own top beside it.
 */
export interface HeadInFrame {
  crown: Point
  chin: Point
  centre: Point
  /** Head height (crown to chin, along the face) as a percentage of the frame's height. */
  heightPercent: number
  /** The head centre as fractions of the frame's width and height (0.5, 0.4 after auto placement). */
  centreFraction: Point
  /** The roll the head keeps in the frame, degrees: its roll in the source plus the placement's rotation. */
  roll: number
  /** The source's top edge cuts the head (HeadGeometry.crownCut): its height is not known. */
  crownCut: boolean
  /** The eyes' midpoint, and its height above the frame's bottom edge in percent of the frame's height. */
  eyeMid: Point
  eyeLinePercent: number
  /** From the frame's top edge down to `crown`, percent of the frame's height (negative: above the frame). */
  topMarginPercent: number
  /** Where the band runs to the natural crown: the top of the hair and the head measured to it. */
  hair?: { crown: Point; heightPercent: number }
}

type CrownChoice = Partial<Pick<PhotoFrame, 'crown'>>

/** The head to the crown a band means: the hair's top, or the natural crown (estimated) where it says so. */
export function bandHead(head: HeadGeometry, frame: CrownChoice): HeadGeometry {
  if (frame.crown !== 'natural' || !head.naturalCrown) return head
  const crown = head.naturalCrown
  const height = Math.hypot(head.chin.x - crown.x, head.chin.y - crown.y)
  return {
    ...head,
    crown,
    height,
    centre: { x: (crown.x + head.chin.x) / 2, y: (crown.y + head.chin.y) / 2 },
  }
}

export function headInFrame(
  image: Size,
  placement: Placement,
  frame: Size & CrownChoice,
  head: HeadGeometry,
): HeadInFrame {
  const measured = bandHead(head, frame)
  const crown = toFrame(image, placement, frame, measured.crown)
  const chin = toFrame(image, placement, frame, head.chin)
  const centre = { x: (crown.x + chin.x) / 2, y: (crown.y + chin.y) / 2 }
  const eyeMid = toFrame(image, placement, frame, head.eyeMid)
  const percentOf = (top: Point) => (100 * Math.hypot(chin.x - top.x, chin.y - top.y)) / frame.height
  const hairCrown = toFrame(image, placement, frame, head.crown)
  return {
    crown,
    chin,
    centre,
    heightPercent: percentOf(crown),
    centreFraction: { x: centre.x / frame.width, y: centre.y / frame.height },
    roll: head.roll + placement.rotation,
    crownCut: head.crownCut,
    eyeMid,
    eyeLinePercent: (100 * (frame.height - eyeMid.y)) / frame.height,
    topMarginPercent: (100 * crown.y) / frame.height,
    ...(measured !== head ? { hair: { crown: hairCrown, heightPercent: percentOf(hairCrown) } } : {}),
  }
}

/** Auto placement turns a head level only up to PLACEMENT_TUNING.maxRollDegrees; past it, it leaves the photo as it is. */
export function levelsRoll(roll: number): boolean {
  return Math.abs(roll) <= PLACEMENT_TUNING.maxRollDegrees
}

export interface AutoPlacement {
  placement: Placement
  /** True when the zoom limit (0.1-3) kept the head from the target size. */
  clamped: boolean
  /**
   * True when the photo was enlarged past the target size so that it covers the frame (at most to the band's
   * middle half): the head then lands above the band's centre by design.
   */
  enlargedToCover: boolean
  /** The head height aimed at, percent of the frame height (the middle of the country's band). */
  targetPercent: number
  /** False when there was no usable face and this is the no-face default. */
  fromFace: boolean
}

/**
 * Auto-optimisation (docs/photo-pipeline.md, "Placement"): scale so the head (crown to chin) is the middle of
 * the country's band, rotate by −roll so the eyes are level, and move so the head's centre lands centred
 * horizontally and EDITOR.faceVerticalCentre (40 %) down; where the document states an eye line, so the eyes
 * land in the middle of it instead (docs/photo-documents.md). With no detected face (or no landmarks): the
 * no-face default.
 */
export function autoPlacement(
  image: Size,
  face: FaceDetection,
  head: HeadGeometry | null,
  frame: Pick<PhotoFrame, 'coverage'> & Partial<Pick<PhotoFrame, 'eyeLine' | 'topMargin' | 'crown'>> & Size,
): AutoPlacement {
  const targetPercent = targetCoverage(frame)
  if (!face.detected || !head || !(head.height > 0)) {
    return {
      placement: defaultPlacement(),
      clamped: false,
      enlargedToCover: false,
      targetPercent,
      fromFace: false,
    }
  }
  return placeHead(image, bandHead(head, frame), frame, targetPercent)
}

function placeHead(
  image: Size,
  head: HeadGeometry,
  frame: Pick<PhotoFrame, 'coverage'> & Partial<Pick<PhotoFrame, 'eyeLine' | 'topMargin'>> & Size,
  targetPercent: number,
): AutoPlacement {
  const roll = Math.abs(head.roll) >= PLACEMENT_TUNING.minRollDegrees && levelsRoll(head.roll) ? head.roll : 0
  const rotation = roll === 0 ? 0 : -roll
  const wanted = ((targetPercent / 100) * frame.height) / head.height / coverScale(image, frame)
  const scale = clampScale(wanted)
  // Solve for the offset that puts the head centre on the target point, with rotation and scale fixed.
  const unplaced = toFrame(image, { x: 0, y: 0, scale, rotation }, frame, head.centre)
  const target = { x: frame.width / 2, y: frame.height * EDITOR.faceVerticalCentre }
  const dy = verticalShift(image, head, frame, { x: 0, y: 0, scale, rotation }, target.y - unplaced.y)
  const aimed = {
    x: (target.x - unplaced.x) / frame.width,
    y: dy / frame.height,
    scale,
    rotation,
  }
  // Keep the photo over the whole frame: move it, and enlarge it no further than the band's middle half.
  const bandQuarter = (frame.coverage.max - frame.coverage.min) / 4
  const maxScale = scale * ((targetPercent + bandQuarter) / targetPercent)
  const placement = coveringPlacement(image, aimed, frame, maxScale) ?? aimed
  return {
    placement,
    clamped: Math.abs(scale - wanted) > 1e-9,
    enlargedToCover: placement.scale > scale + 1e-9,
    targetPercent,
    fromFace: true,
  }
}

/**
 * How far to move the head down: the eyes to the middle of the document's eye-line band where it states one,
 * else the crown to the middle of its top-margin band, else `centred` (the head centre to the usual point).
 */
function verticalShift(
  image: Size,
  head: HeadGeometry,
  frame: Partial<Pick<PhotoFrame, 'eyeLine' | 'topMargin'>> & Size,
  unmoved: Placement,
  centred: number,
): number {
  const middle = (band: { min: number; max: number }) => (band.min + band.max) / 200
  if (frame.eyeLine) {
    const eyes = toFrame(image, unmoved, frame, head.eyeMid)
    return frame.height * (1 - middle(frame.eyeLine)) - eyes.y
  }
  if (frame.topMargin)
    return frame.height * middle(frame.topMargin) - toFrame(image, unmoved, frame, head.crown).y
  return centred
}

/** Drag: moves by (dx, dy) screen px on a canvas displayed `view` px large. */
export function panPlacement(placement: Placement, dx: number, dy: number, view: Size): Placement {
  return { ...placement, x: placement.x + dx / view.width, y: placement.y + dy / view.height }
}

/** Zoom slider and ± buttons: sets the scale (clamped to 0.1-3), keeping the frame's centre where it is. */
export function zoomPlacement(placement: Placement, scale: number): Placement {
  const next = clampScale(scale)
  // Offsets scale with the image so the point under the frame centre stays put.
  const k = next / placement.scale
  return { ...placement, scale: next, x: placement.x * k, y: placement.y * k }
}

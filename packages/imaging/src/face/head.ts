import type { RasterImage } from '../types.ts'
import { findCrownEdge } from './crown-edge.ts'
import { CROWN_SEARCH, FACE_TUNING, HEAD_MODEL, type HeadModel } from './options.ts'
import { crownFromMask, type MaskCrown } from './person-mask.ts'
import { rollDegrees } from './roll.ts'
import type { FaceDetection, PersonMask, Point } from './types.ts'

/**
 * The head from crown to chin, in source pixels: what the spec's "face %" measures. The crown includes the
 * hair (see head-measurements.ts for why).
 */
export interface HeadGeometry {
  crown: Point
  chin: Point
  /** Crown to chin distance, px (along the face's own vertical axis). */
  height: number
  /** Midpoint of crown and chin: the point placement puts at the frame's face centre. */
  centre: Point
  /** Midpoint of the eyes. */
  eyeMid: Point
  /** Head roll in degrees (rollDegrees); 0 when there are no landmarks. */
  roll: number
  /**
   * Where the crown came from: the top of the person mask, the hair/background colour step, or the
   * landmarks' prediction alone.
   */
  crownFrom: 'mask' | 'edge' | 'landmarks' | 'box'
  /**
   * The photo's top edge cuts the head: it runs lower than any crown can be, or the hair reaches it with no
   * background above. The crown is then at least at the edge, and the head's true size is unknown.
   */
  crownCut: boolean
  /**
   * The natural crown, the top of the head as if there were no hair: estimated, never measured, at
   * HEAD_MODEL.naturalCrownEyeChin x the eye-to-chin distance above the eyes and never above `crown`
   * (docs/photo-documents.md, "Crown"). Absent where there are no landmarks: then `crown`.
   */
  naturalCrown?: Point
}

/** Unit vectors of the face's frame: `across` from the subject's right eye to the left, `down` from brow to chin. */
export function faceAxes(roll: number): { across: Point; down: Point } {
  const t = (roll * Math.PI) / 180
  return { across: { x: Math.cos(t), y: Math.sin(t) }, down: { x: -Math.sin(t), y: Math.cos(t) } }
}

const along = (p: Point, dir: Point, d: number): Point => ({ x: p.x + dir.x * d, y: p.y + dir.y * d })
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y

/**
 * Estimates crown and chin from a detection (HEAD_MODEL, fitted on hand measurements):
 * in the face's frame, with E = eye midpoint, e = eye-to-mouth distance, w = distance between the eyes,
 *   chin  = E + meshChinScale · (lowest chin outline point − E along down) · down   with the dense landmarks
 *           (face/mesh.ts),
 *   chin  = E + (chinMouth·e + chinEyes·w) · down                  with YuNet's five points alone
 *   crown = E − (crownMouth·e + crownEyes·w) · down, then moved to the top of the person mask when detection
 *           made one (person-mask.ts), else to the hair/background edge when the photo shows one near that
 *           prediction (crown-edge.ts); hair volume is what landmarks cannot predict.
 * Without landmarks (the fallback box) the head is the box scaled by `boxToHead` (measured 1.13-1.40).
 * Pass `image` to allow the crown edge search; without it, and without a mask, the crown is the landmark
 * prediction.
 */
export function estimateHead(
  face: FaceDetection,
  image?: RasterImage,
  model: HeadModel = HEAD_MODEL,
): HeadGeometry {
  const l = face.landmarks
  if (!l) return headFromBox(face, model)
  const eyeMid = { x: (l.rightEye.x + l.leftEye.x) / 2, y: (l.rightEye.y + l.leftEye.y) / 2 }
  const mouthMid = { x: (l.rightMouth.x + l.leftMouth.x) / 2, y: (l.rightMouth.y + l.leftMouth.y) / 2 }
  const roll = rollDegrees(l)
  const { across, down } = faceAxes(roll)
  const w = Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y)
  const e = Math.max(0, dot({ x: mouthMid.x - eyeMid.x, y: mouthMid.y - eyeMid.y }, down))
  // The mesh's chin when the dense pass ran (measured: within 3 % of the head, where five points miss by
  // up to 4 %); else the five-point model.
  const chinDistance = face.mesh
    ? lowestAlong(face.mesh.chinOutline, eyeMid, down) * model.meshChinScale
    : model.chinMouth * e + model.chinEyes * w
  // Above the eyes, the mesh's forehead top is the better ruler: the crown sat 1.7-2.5x its distance on the
  // measured portraits (the eye distance varies more with the face's width and turn).
  const forehead = face.mesh
    ? dot({ x: eyeMid.x - face.mesh.forehead.x, y: eyeMid.y - face.mesh.forehead.y }, down)
    : null
  const crownPrediction =
    forehead !== null ? model.crownForehead * forehead : model.crownMouth * e + model.crownEyes * w
  let crownDistance = crownPrediction
  let crownFrom: HeadGeometry['crownFrom'] = 'landmarks'
  // The person mask, when detection made one, sees the hair's outline where colour steps do not (a bun,
  // hair against a busy or blurred background); a mask top below the lowest plausible crown is a mask that
  // missed the hair, and the colour-step search takes over.
  const masked = face.person
    ? maskCrown(face.person, face.crownMask, eyeMid, crownPrediction + chinDistance)
    : null
  const maskFloor = forehead !== null ? model.minCrownForehead * forehead : 0
  if (masked && (masked.cut || masked.distance >= maskFloor)) {
    crownDistance = Math.max(masked.distance, maskFloor)
    crownFrom = 'mask'
  } else if (image) {
    const edge = findCrownEdge(image, {
      eyeMid,
      across,
      down,
      eyeDistance: w,
      predicted: crownPrediction,
      headHeight: crownPrediction + chinDistance,
      search: CROWN_SEARCH,
      ...(forehead !== null ? { minDistance: model.minCrownForehead * forehead } : {}),
    })
    if (edge !== null) {
      crownDistance = edge
      crownFrom = 'edge'
    }
  }
  // An edge found within cutMargin of the top edge may be a step inside hair that runs on past the photo's
  // edge (the step needs rows above it, so the true crown right at the edge cannot be found): cut too.
  const crownCut =
    masked && crownFrom === 'mask'
      ? masked.cut
      : crownFrom === 'edge'
        ? distanceToTop(eyeMid, down) - crownDistance < model.cutMargin * (crownPrediction + chinDistance)
        : isCrownCut(eyeMid, down, crownPrediction, forehead, model)
  // A cut head is at least as tall as the photo lets it be, and (with the mask, which stops at the edge) as
  // the landmarks predict a head to be.
  if (crownCut) {
    crownDistance = Math.max(crownDistance, distanceToTop(eyeMid, down))
    if (crownFrom === 'mask') crownDistance = Math.max(crownDistance, crownPrediction)
  }
  const crown = along(eyeMid, down, -crownDistance)
  const chin = along(eyeMid, down, chinDistance)
  const naturalDistance = Math.min(crownDistance, model.naturalCrownEyeChin * chinDistance)
  return {
    crown,
    chin,
    height: crownDistance + chinDistance,
    centre: { x: (crown.x + chin.x) / 2, y: (crown.y + chin.y) / 2 },
    eyeMid,
    roll,
    crownFrom,
    crownCut,
    naturalCrown: along(eyeMid, down, -naturalDistance),
  }
}

/**
 * The crown from the person mask, read again on the second, zoomed mask (FaceDetection.crownMask) when there
 * is one, unless the two lie more than FACE_TUNING.person.zoomGuard head heights apart (the zoomed model took
 * background for hair). A cut crown keeps the first reading (the zoomed mask is then not made).
 */
function maskCrown(
  person: PersonMask,
  zoomedMask: PersonMask | undefined,
  eyeMid: Point,
  headHeight: number,
): MaskCrown | null {
  const first = crownFromMask(person, eyeMid, headHeight, FACE_TUNING)
  if (!first || first.cut || !zoomedMask) return first
  const zoomed = crownFromMask(zoomedMask, eyeMid, headHeight, FACE_TUNING)
  if (!zoomed || Math.abs(zoomed.distance - first.distance) > FACE_TUNING.person.zoomGuard * headHeight) {
    return first
  }
  return { ...first, distance: zoomed.distance, across: zoomed.across }
}

/**
 * The lowest point of an outline along `down` (its distance below `origin`): an officer's chin on the
 * levelled export. On a face turned or tilted, that is not the mesh's chin point (152) but a point along the
 * jaw; the outline's points are a few percent of the head apart, so the lowest is refined by a parabola
 * through it and its neighbours (docs/photo-pipeline.md, "Chin").
 */
export function lowestAlong(outline: readonly Point[], origin: Point, down: Point): number {
  const depth = outline.map((p) => dot({ x: p.x - origin.x, y: p.y - origin.y }, down))
  let i = 0
  for (let j = 1; j < depth.length; j++) if ((depth[j] as number) > (depth[i] as number)) i = j
  const b = depth[i] as number
  if (i === 0 || i === depth.length - 1) return b
  const a = depth[i - 1] as number
  const c = depth[i + 1] as number
  const curve = a - 2 * b + c
  // The top of the parabola through the three, taken as evenly spaced; b itself when they are in a line.
  return curve < 0 ? b - (a - c) ** 2 / (8 * curve) : b
}

/** How far the photo's top edge lies above `p` along the face's upward axis (Infinity if it never meets it). */
function distanceToTop(p: Point, down: Point): number {
  return down.y > 0 ? p.y / down.y : Number.POSITIVE_INFINITY
}

/**
 * With no hair/background edge found: the crown is cut when the top edge runs below the highest plausible
 * crown (with the mesh, maxCrownForehead x the forehead top's height; without, the landmark prediction),
 * since a visible crown over background would have shown its edge there. (Hair the colour of the wall hides
 * its edge too; then the photo is refused as cut, never measured small.)
 */
function isCrownCut(
  eyeMid: Point,
  down: Point,
  prediction: number,
  forehead: number | null,
  model: HeadModel,
): boolean {
  const top = distanceToTop(eyeMid, down)
  return top < (forehead !== null ? model.maxCrownForehead * forehead : prediction)
}

function headFromBox(face: FaceDetection, model: HeadModel): HeadGeometry {
  const height = face.height * model.boxToHead
  const cx = face.x + face.width / 2
  const centreY = face.y + face.height / 2 - (height - face.height) / 2
  return {
    crown: { x: cx, y: centreY - height / 2 },
    chin: { x: cx, y: centreY + height / 2 },
    height,
    centre: { x: cx, y: centreY },
    eyeMid: { x: cx, y: face.y + face.height * 0.4 },
    roll: 0,
    crownFrom: 'box',
    crownCut: false,
  }
}

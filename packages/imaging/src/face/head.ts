import { CROWN_SEARCH, HEAD_MODEL, type HeadModel } from '../photo/options.ts'
import type { RasterImage } from '../types.ts'
import { findCrownEdge } from './crown-edge.ts'
import { rollDegrees } from './roll.ts'
import type { FaceDetection, Point } from './types.ts'

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
  /** Where the crown came from: found as the hair/background edge, or predicted from the landmarks alone. */
  crownFrom: 'edge' | 'landmarks' | 'box'
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
 *   chin  = E + (chinMouth·e + chinEyes·w) · down
 *   crown = E − (crownMouth·e + crownEyes·w) · down, then moved to the hair/background edge when the photo
 *           shows one near that prediction (crown-edge.ts); hair volume is what landmarks cannot predict.
 * Without landmarks (the fallback box) the head is the box scaled by `boxToHead` (measured 1.13-1.40).
 * Pass `image` to allow the crown edge search; without it the crown is the landmark prediction.
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
  const chinDistance = model.chinMouth * e + model.chinEyes * w
  const crownPrediction = model.crownMouth * e + model.crownEyes * w
  let crownDistance = crownPrediction
  let crownFrom: HeadGeometry['crownFrom'] = 'landmarks'
  if (image) {
    const edge = findCrownEdge(image, {
      eyeMid,
      across,
      down,
      eyeDistance: w,
      predicted: crownPrediction,
      headHeight: crownPrediction + chinDistance,
      search: CROWN_SEARCH,
    })
    if (edge !== null) {
      crownDistance = edge
      crownFrom = 'edge'
    }
  }
  const crown = along(eyeMid, down, -crownDistance)
  const chin = along(eyeMid, down, chinDistance)
  return {
    crown,
    chin,
    height: crownDistance + chinDistance,
    centre: { x: (crown.x + chin.x) / 2, y: (crown.y + chin.y) / 2 },
    eyeMid,
    roll,
    crownFrom,
  }
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
  }
}

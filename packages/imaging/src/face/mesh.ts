import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { type LevelRegion, levelledCrop, regionTransform, rgbPlanes } from './level-crop.ts'
import type { FaceTuning } from './options.ts'
import { rollDegrees } from './roll.ts'
import type { FaceMeshModel, Point } from './types.ts'

/** The face landmark model's input side (MediaPipe Face Mesh: 192x192 RGB, 0..1). */
export const MESH_INPUT_SIDE = 192
export const MESH_POINT_COUNT = 468

/**
 * Points of MediaPipe's canonical face mesh that the engine reads (docs/models.md): the eyelid ring of each
 * eye (named for the subject, so `rightEye` is on the image's left) and the face oval around the chin.
 */
export const MESH_INDEX = {
  rightEye: [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  leftEye: [362, 382, 381, 380, 374, 373, 390, 249, 263, 466, 388, 387, 386, 385, 384, 398],
  /**
   * The face oval around the chin, from the subject's right jaw (image left) to the left, through the chin
   * on the midline (152): its lowest point once levelled is the chin an officer measures on a tilted or
   * turned head. The list is symmetric: the k-th point's mirror image in the canonical mesh is the k-th
   * from the end, which is how the mirrored pass is mapped back.
   */
  chinOutline: [136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365],
  forehead: 10,
  /** The corners of each eye (outer, inner): the iris pass crops around them (face/iris.ts). */
  rightCorners: [33, 133],
  leftCorners: [263, 362],
  /** The lips' inner edge at the middle (upper, lower), and the mouth's corners: how far it is open, and
   * how far its corners stand above or below its middle (cornerLiftOf). */
  innerLips: [13, 14],
  mouthCorners: [61, 291],
} as const

/** Where the dense pass looks (a square around the face, levelled). */
export type MeshRegion = LevelRegion

/** What the dense pass measures, in source pixels. */
export interface MeshResult {
  /** Centres of the eyelid rings (the middle of the open eye: the iris when the gaze is straight). */
  rightEye: Point
  leftEye: Point
  /** The face oval around the chin (MESH_INDEX.chinOutline), from the image's left. */
  chinOutline: Point[]
  /** The mesh's top, on the midline at the top of the forehead (near the hairline, under any hair). */
  forehead: Point
  /** The corners of each eye, outer then inner (the subject's right eye is on the image's left). */
  corners: { right: EyeCorners; left: EyeCorners }
  /** The roll of the line through the eye centres (rollDegrees). */
  roll: number
  /** The model's face score, 0..1 (the lower of the two passes). */
  score: number
  /** How the head is turned, degrees (meshPose). */
  pose: HeadPose
  /** The gap between the lips at the middle over the mouth's width: 0 when closed. */
  mouthOpen: number
  /** The mouth's corners above (+) or below (−) the lips' middle, over the mouth's width (cornerLift). */
  cornerLift: number
}

/**
 * Head pose from the mesh's depth, degrees. `yaw`: turned sideways (positive: towards the image's right);
 * `pitch`: the mouth's line against the eyes' in depth, positive when the chin comes forward (the head tips
 * back), before any calibration (docs/photo-checks.md, "Pose").
 */
export interface HeadPose {
  yaw: number
  pitch: number
}

export interface EyeCorners {
  outer: Point
  inner: Point
}

interface Pass {
  points: Point[]
  /** The model's own (u, v, z) per point, in input pixels of the levelled crop: the pose is read here. */
  raw: Float32Array
  score: number
}

/**
 * Runs the face mesh model on `region`, levelled, as it is and mirrored, for `tuning.mesh.rounds` rounds;
 * each round's crop comes from the previous round's points (MediaPipe's tracking ROI: the points' box,
 * square, x cropScale) and its roll. The mirrored pass is mapped back with its sides swapped (its "right
 * eye" ring lands on the subject's left eye), and averaged with the direct pass: the model's small
 * left/right bias cancels, so a mirrored photo gets the mirrored answer.
 * Returns null when the model does not see a face (score under `minScore`) on the first round.
 */
export async function meshRefine(
  image: RasterImage,
  region: MeshRegion,
  model: FaceMeshModel,
  tuning: FaceTuning,
  signal?: AbortSignalLike,
): Promise<MeshResult | null> {
  const { rounds, cropScale, minScore } = tuning.mesh
  let result: MeshResult | null = null
  let current = region
  for (let round = 0; round < rounds; round++) {
    throwIfAborted(signal)
    const direct = await runPass(image, current, false, model)
    throwIfAborted(signal)
    const mirrored = await runPass(image, current, true, model)
    const score = Math.min(direct.score, mirrored.score)
    if (score < minScore) return result
    const ring = (pass: Pass, indices: readonly number[]) => mean(indices.map((i) => pass.points[i] as Point))
    const rightEye = mean([ring(direct, MESH_INDEX.rightEye), ring(mirrored, MESH_INDEX.leftEye)])
    const leftEye = mean([ring(direct, MESH_INDEX.leftEye), ring(mirrored, MESH_INDEX.rightEye)])
    const midline = (i: number) => mean([direct.points[i] as Point, mirrored.points[i] as Point])
    const outline = MESH_INDEX.chinOutline
    const chinOutline = outline.map((i, k) =>
      mean([direct.points[i] as Point, mirrored.points[outline[outline.length - 1 - k] as number] as Point]),
    )
    const forehead = midline(MESH_INDEX.forehead)
    // As for the rings: the mirrored pass's corners of one eye are the other eye's, mapped back.
    const corner = (own: readonly number[], other: readonly number[], k: 0 | 1) =>
      mean([direct.points[own[k] as number] as Point, mirrored.points[other[k] as number] as Point])
    const eyeCorners = (own: readonly number[], other: readonly number[]) => ({
      outer: corner(own, other, 0),
      inner: corner(own, other, 1),
    })
    const corners = {
      right: eyeCorners(MESH_INDEX.rightCorners, MESH_INDEX.leftCorners),
      left: eyeCorners(MESH_INDEX.leftCorners, MESH_INDEX.rightCorners),
    }
    const roll = rollDegrees({ rightEye, leftEye })
    const pose = meshPose(direct.raw, mirrored.raw)
    const mouthOpen = (mouthOpening(direct.raw) + mouthOpening(mirrored.raw)) / 2
    const cornerLift = (cornerLiftOf(direct.raw) + cornerLiftOf(mirrored.raw)) / 2
    result = {
      rightEye,
      leftEye,
      chinOutline,
      forehead,
      corners,
      roll,
      score,
      pose,
      mouthOpen,
      cornerLift,
    }
    current = { ...boundingSquare([...direct.points, ...mirrored.points], roll, cropScale), roll }
  }
  return result
}

async function runPass(
  image: RasterImage,
  region: MeshRegion,
  flip: boolean,
  model: FaceMeshModel,
): Promise<Pass> {
  const side = MESH_INPUT_SIDE
  const input = rgbPlanes(levelledCrop(image, region, side, flip, [0, 0, 0]))
  const { landmarks, score } = await model.run(input)
  const m = regionTransform(region, side, flip)
  const points: Point[] = []
  for (let i = 0; i < MESH_POINT_COUNT; i++) {
    const u = landmarks[3 * i] as number
    const v = landmarks[3 * i + 1] as number
    points.push({ x: m.a * u + m.b * v + m.c, y: m.d * u + m.e * v + m.f })
  }
  return { points, raw: landmarks, score }
}

const DEG = 180 / Math.PI

/** Point `i` of a pass's raw output: (u, v, z) in the crop's input pixels. */
const at = (raw: Float32Array, i: number) => ({
  u: raw[3 * i] as number,
  v: raw[3 * i + 1] as number,
  z: raw[3 * i + 2] as number,
})

/**
 * Yaw and pitch from the mesh's depth, in the levelled crop (so the roll is out already).
 * - Yaw: the mirrored pass sees the head turned the other way by as much, so the turn about the vertical
 *   axis that best carries the direct pass's points onto the mirrored pass's (same indices) is twice the
 *   yaw. It is fitted over all 468 points, as a head pose is fitted to a whole face model, so no one point's
 *   depth or a lopsided expression decides it; the fit also cancels the model's own left/right bias
 *   (docs/photo-checks.md, "Pose, eyes, mouth and gaze").
 * - Pitch: the line from the eyes' middle to the mouth's, depth over height; a mirror leaves it alone.
 */
export function meshPose(direct: Float32Array, mirrored: Float32Array): HeadPose {
  const pitchOf = (raw: Float32Array) => {
    const mid = (i: number, j: number) => {
      const [p, q] = [at(raw, i), at(raw, j)]
      return { v: (p.v + q.v) / 2, z: (p.z + q.z) / 2 }
    }
    const eyes = mid(MESH_INDEX.rightCorners[0], MESH_INDEX.leftCorners[0])
    const mouth = mid(MESH_INDEX.mouthCorners[0], MESH_INDEX.mouthCorners[1])
    return Math.atan2(eyes.z - mouth.z, mouth.v - eyes.v) * DEG
  }
  return {
    yaw: -turnAboutVertical(direct, mirrored) / 2,
    pitch: (pitchOf(direct) + pitchOf(mirrored)) / 2,
  }
}

/**
 * The rotation about the vertical axis, degrees, that best maps `from`'s points onto `to`'s in the
 * horizontal (u, z) plane, both centred: the least-squares (Procrustes) angle, atan2 of the summed cross
 * and dot products.
 */
function turnAboutVertical(from: Float32Array, to: Float32Array): number {
  const n = Math.min(from.length, to.length) / 3
  const centre = (raw: Float32Array, k: 0 | 2) => {
    let sum = 0
    for (let i = 0; i < n; i++) sum += raw[3 * i + k] as number
    return sum / n
  }
  const [fu, fz, tu, tz] = [centre(from, 0), centre(from, 2), centre(to, 0), centre(to, 2)]
  let cross = 0
  let dot = 0
  for (let i = 0; i < n; i++) {
    const a = (from[3 * i] as number) - fu
    const b = (from[3 * i + 2] as number) - fz
    const c = (to[3 * i] as number) - tu
    const d = (to[3 * i + 2] as number) - tz
    cross += a * d - b * c
    dot += a * c + b * d
  }
  return Math.atan2(cross, dot) * DEG
}

/** The mouth in a pass's levelled crop: the inner lips at the middle, the corners, and the corners' distance. */
function mouthOf(raw: Float32Array) {
  const [upper, lower] = MESH_INDEX.innerLips.map((i) => at(raw, i))
  const [a, b] = MESH_INDEX.mouthCorners.map((i) => at(raw, i))
  if (!upper || !lower || !a || !b) return null
  const width = Math.hypot(b.u - a.u, b.v - a.v)
  return width > 0 ? { upper, lower, a, b, width } : null
}

/** The inner lips' gap at the middle over the mouth corners' distance, in the crop. */
function mouthOpening(raw: Float32Array): number {
  const m = mouthOf(raw)
  return m ? Math.max(0, m.lower.v - m.upper.v) / m.width : 0
}

/**
 * How far the mouth's corners sit above the middle of the lips' line (positive: a smile) or below it
 * (negative: a pout or a downturned mouth), over the mouth's width, in the levelled crop.
 */
function cornerLiftOf(raw: Float32Array): number {
  const m = mouthOf(raw)
  return m ? ((m.upper.v + m.lower.v) / 2 - (m.a.v + m.b.v) / 2) / m.width : 0
}

function mean(points: Point[]): Point {
  let x = 0
  let y = 0
  for (const p of points) {
    x += p.x
    y += p.y
  }
  return { x: x / points.length, y: y / points.length }
}

/** The square, in the face's levelled frame, around the points' box, x `scale`: the next crop. */
function boundingSquare(points: Point[], roll: number, scale: number): { centre: Point; size: number } {
  const t = (roll * Math.PI) / 180
  const [cos, sin] = [Math.cos(t), Math.sin(t)]
  let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const p of points) {
    const u = p.x * cos + p.y * sin
    const v = -p.x * sin + p.y * cos
    minU = Math.min(minU, u)
    maxU = Math.max(maxU, u)
    minV = Math.min(minV, v)
    maxV = Math.max(maxV, v)
  }
  const [u, v] = [(minU + maxU) / 2, (minV + maxV) / 2]
  return {
    centre: { x: u * cos - v * sin, y: u * sin + v * cos },
    size: Math.max(maxU - minU, maxV - minV) * scale,
  }
}

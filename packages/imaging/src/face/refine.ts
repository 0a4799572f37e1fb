import { throwIfAborted } from '../errors.ts'
import { type Affine, sampleAffine } from '../geometry/affine.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { detectFaces } from './detect-pass.ts'
import type { FaceTuning } from './options.ts'
import { rollDegrees } from './roll.ts'
import type { FaceCandidate, FaceModel, Point } from './types.ts'

/**
 * Re-detects the face on a crop around it, levelled by the roll estimated so far. Two reasons:
 * - a whole-photo pass at 320 px leaves a head-and-shoulders face only 60-130 px tall, where YuNet's
 *   landmarks are coarse; the crop gives it the face at ~200 px whatever the photo's size;
 * - YuNet was trained on mostly upright faces: on a rolled head its eye landmarks regress towards level
 *   (measured on a 25° roll: 9° at 320 px, 18° at 640 px; on a 15° roll: 1.6° at 320 px). Each levelled
 *   crop shrinks the remaining roll, so the rounds converge.
 * Each round also detects on the mirrored crop and averages the two (test-time flip): YuNet's landmarks
 * carry a per-face left/right bias of a few degrees that flips with the image, so the mean cancels it
 * (measured: the roll error on hand-checked eyes fell from up to 6° to about 1-3°).
 */
export async function refineTilted(
  image: RasterImage,
  model: FaceModel,
  face: FaceCandidate,
  tuning: FaceTuning,
  signal: AbortSignalLike | undefined,
): Promise<FaceCandidate> {
  const { maxRounds, doneDegrees, gain, cropScale, inputSide: size } = tuning.refine
  let best = face
  let angle = rollDegrees(face.landmarks)
  let previous: { angle: number; residual: number } | null = null
  for (let round = 0; round < maxRounds; round++) {
    throwIfAborted(signal)
    const toSource = cropTransform(best, angle, size, cropScale)
    const crop = sampleAffine(image, size, size, toSource, [0, 0, 0])
    const direct = nearestCentre(await detectFaces(crop, model, { longSide: size, signal, tuning }), size / 2)
    const mirrored = nearestCentre(
      await detectFaces(mirror(crop), model, { longSide: size, signal, tuning }),
      size / 2,
    )
    const centred = average(direct, mirrored && unmirror(mirrored, size))
    if (!centred) break
    best = mapBack(centred, toSource, Math.max(best.score, centred.score))
    // The roll left in the levelled crop; YuNet reports only part of it (slope ~0.8), hence the gain, and
    // from the second round on the secant through the last two rounds.
    const residual = rollDegrees(centred.landmarks)
    if (Math.abs(residual) < doneDegrees) break
    let next = angle + gain * residual
    if (previous && angle !== previous.angle) {
      const slope = (residual - previous.residual) / (angle - previous.angle)
      if (slope < -0.3 && slope > -2) next = angle - residual / slope
    }
    previous = { angle, residual }
    angle = next
  }
  return best
}

/** Output (crop) → source: a square of `cropScale` x the box's larger side around its centre, levelled by `roll`. */
function cropTransform(face: FaceCandidate, roll: number, size: number, cropScale: number): Affine {
  const k = (Math.max(face.width, face.height) * cropScale) / size
  const t = (roll * Math.PI) / 180
  const cos = Math.cos(t) * k
  const sin = Math.sin(t) * k
  const cx = face.x + face.width / 2
  const cy = face.y + face.height / 2
  const h = size / 2
  return { a: cos, b: -sin, c: cx - cos * h + sin * h, d: sin, e: cos, f: cy - sin * h - cos * h }
}

function mirror(image: RasterImage): RasterImage {
  const { width, height, data } = image
  const out = new Uint8ClampedArray(data.length)
  const src = new Uint32Array(data.buffer, data.byteOffset, width * height)
  const dst = new Uint32Array(out.buffer)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) dst[row + x] = src[row + width - 1 - x] as number
  }
  return { data: out, width, height }
}

// Back from the mirrored crop: flip x, and swap left and right (the subject's right eye is now on the right).
function unmirror(face: FaceCandidate, size: number): FaceCandidate {
  const p = (q: Point): Point => ({ x: size - q.x, y: q.y })
  const l = face.landmarks
  return {
    ...face,
    x: size - face.x - face.width,
    landmarks: {
      rightEye: p(l.leftEye),
      leftEye: p(l.rightEye),
      noseTip: p(l.noseTip),
      rightMouth: p(l.leftMouth),
      leftMouth: p(l.rightMouth),
    },
  }
}

function average(a: FaceCandidate | undefined, b: FaceCandidate | undefined): FaceCandidate | undefined {
  if (!a || !b) return a ?? b
  const m = (p: Point, q: Point): Point => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 })
  const la = a.landmarks
  const lb = b.landmarks
  return {
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
    width: (a.width + b.width) / 2,
    height: (a.height + b.height) / 2,
    score: Math.max(a.score, b.score),
    landmarks: {
      rightEye: m(la.rightEye, lb.rightEye),
      leftEye: m(la.leftEye, lb.leftEye),
      noseTip: m(la.noseTip, lb.noseTip),
      rightMouth: m(la.rightMouth, lb.rightMouth),
      leftMouth: m(la.leftMouth, lb.leftMouth),
    },
  }
}

function nearestCentre(faces: FaceCandidate[], centre: number): FaceCandidate | undefined {
  let best: FaceCandidate | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const f of faces) {
    const d = Math.hypot(f.x + f.width / 2 - centre, f.y + f.height / 2 - centre)
    if (d < bestDistance) {
      best = f
      bestDistance = d
    }
  }
  return best
}

// The box stays face-aligned: its centre is mapped back and its sides are scaled, not re-fitted upright.
function mapBack(face: FaceCandidate, m: Affine, score: number): FaceCandidate {
  const p = (q: Point): Point => ({ x: m.a * q.x + m.b * q.y + m.c, y: m.d * q.x + m.e * q.y + m.f })
  const k = Math.hypot(m.a, m.d)
  const centre = p({ x: face.x + face.width / 2, y: face.y + face.height / 2 })
  const l = face.landmarks
  return {
    x: centre.x - (face.width * k) / 2,
    y: centre.y - (face.height * k) / 2,
    width: face.width * k,
    height: face.height * k,
    score,
    landmarks: {
      rightEye: p(l.rightEye),
      leftEye: p(l.leftEye),
      noseTip: p(l.noseTip),
      rightMouth: p(l.rightMouth),
      leftMouth: p(l.leftMouth),
    },
  }
}

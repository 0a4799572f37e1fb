import { isAbortError, raceAbort, throwIfAborted } from '../errors.ts'
import { resolveFaceTuning } from '../photo/options.ts'
import type { RasterImage } from '../types.ts'
import { detectFaces, largestFace } from './detect-pass.ts'
import { fallbackFace } from './fallback.ts'
import { refineTilted } from './refine.ts'
import type { DetectFaceOptions, FaceCandidate, FaceDetection } from './types.ts'

/**
 * The spec's face detection: YuNet near 320 px on the long side, again near 640 px when nothing scores
 * ≥ 0.8 (small faces in large frames), then the largest face scoring ≥ 0.8, re-detected on a level crop
 * when it is tilted (see refine.ts), in source pixels with its five landmarks. Never throws for a missing
 * or failing model: it falls back silently to the heuristic box (`detected: false`, confidence 0.5), as
 * the spec asks. It does reject with an AbortError when `signal` fires.
 */
export async function detectFace(
  image: RasterImage,
  options: DetectFaceOptions = {},
): Promise<FaceDetection> {
  const { signal } = options
  const tuning = resolveFaceTuning(options.tuning)
  throwIfAborted(signal)
  try {
    const model = await raceAbort(Promise.resolve(options.model ?? null), signal)
    if (!model) return fallbackFace(image, tuning)
    for (const longSide of [tuning.firstLongSide, tuning.retryLongSide]) {
      const faces = await detectFaces(image, model, { longSide, signal, tuning })
      const face = largestFace(faces)
      if (face) {
        const others = faces
          .filter((f) => f !== face)
          .map(({ x, y, width, height, score }) => ({ x, y, width, height, score }))
        return { ...toDetection(await refineTilted(image, model, face, tuning, signal)), others }
      }
    }
    return fallbackFace(image, tuning)
  } catch (error) {
    if (isAbortError(error)) throw error
    return fallbackFace(image, tuning)
  }
}

function toDetection(face: FaceCandidate): FaceDetection {
  return {
    detected: true,
    x: face.x,
    y: face.y,
    width: face.width,
    height: face.height,
    confidence: face.score,
    landmarks: face.landmarks,
  }
}

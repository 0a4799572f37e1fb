// Quality measures of the photo's face (docs/photo-checks.md): computed once per photo after detection, on the
// source, in the worker.
import type { HeadGeometry } from '../../face/head.ts'
import type { FaceDetection } from '../../face/types.ts'
import type { RasterImage } from '../../types.ts'
import { faceCrop } from './face-crop.ts'
import {
  blockiness,
  entropyBits,
  halvesBalance,
  histogram,
  lumaOf,
  meanLuminance,
  shareBetween,
  sharpness,
} from './measures.ts'

export interface QualityMeasures {
  /** Mean luminance of the face, 0..1. */
  luminance: number
  /** Shares of the face's pixels crushed to black (luminance 0-25) and blown to white (247-255). */
  dark: number
  bright: number
  /** Entropy of the face's luminance, bits (8 = every level equally used). */
  dynamicRange: number
  /** The darker half of the face's mean luminance over the brighter half's, 0..1: 1 = lit alike. */
  lightingBalance: number
  /** Fine edges against contrast across the eyes (measures.ts). */
  sharpness: number
  /** JPEG block steps against other steps around the face; about 1 with none. */
  blockiness: number
  /** Distance between the eyes in the source photo, px. */
  interEyePx: number
}

/** The measures of a detected face; null without landmarks (the heuristic box: nothing to measure). */
export function measureQuality(
  image: RasterImage,
  face: FaceDetection,
  head: HeadGeometry | null,
): QualityMeasures | null {
  const l = face.landmarks
  if (!face.detected || !l || !head) return null
  const crop = faceCrop(image, head, l)
  const luma = lumaOf(crop.image)
  const skin = histogram(luma, crop.face)
  // The face's box in the source, axis-aligned (JPEG's grid is the source's): half a head either side of
  // its centre.
  const half = head.height / 2
  return {
    luminance: meanLuminance(skin),
    dark: shareBetween(skin, 0, 25),
    bright: shareBetween(skin, 247, 255),
    dynamicRange: entropyBits(skin),
    lightingBalance: halvesBalance(luma, crop.halves.right, crop.halves.left),
    sharpness: sharpness(luma, crop.eyeBand),
    blockiness: blockiness(image, {
      x0: head.centre.x - half,
      x1: head.centre.x + half,
      y0: head.centre.y - half,
      y1: head.centre.y + half,
    }),
    interEyePx: Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y),
  }
}

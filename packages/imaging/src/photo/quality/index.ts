// Quality measures of the photo's face (docs/photo-checks.md): computed once per photo after detection, on the
// source, in the worker.
import type { HeadGeometry } from '../../face/head.ts'
import type { FaceDetection } from '../../face/types.ts'
import type { RasterImage } from '../../types.ts'
import { measureBackground } from './background.ts'
import { cheekBalance } from './cheeks.ts'
import { detailHeadPx } from './detail.ts'
import { eyeVisibility } from './eyes-visible.ts'
import { faceCrop } from './face-crop.ts'
import { foreheadSkin } from './forehead.ts'
import { bridgeEdges } from './glasses.ts'
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
  /**
   * The darkest mirrored pair of cheek and jaw patches, darker over brighter (cheeks.ts): a hard shadow on one
   * cheek moves it where the halves' means barely move.
   */
  cheekBalance: number
  /** Fine edges against contrast across the eyes (measures.ts). */
  sharpness: number
  /** JPEG block steps against other steps around the face; about 1 with none. */
  blockiness: number
  /** Distance between the eyes in the source photo, px. */
  interEyePx: number
  /**
   * The head's real detail, crown to chin, in source px (detail.ts): its own pixels in a photo at its own
   * resolution, fewer in one enlarged before it reached us.
   */
  detailPx: number
  /** Head turned sideways and chin up or down, degrees (face/mesh.ts meshPose); null without the mesh. */
  yaw: number | null
  pitch: number | null
  /**
   * The eye's white beside its iris over the skin's brightness, the less visible eye (eyes-visible.ts): under
   * about 0.2 behind dark lenses, a bar or hair; null without the iris pass.
   */
  eyesVisible: number | null
  /** The smaller eye's lid gap over its iris diameter; null without the iris pass. */
  eyesOpen: number | null
  /** The lips' gap over the mouth's width; null without the mesh. */
  mouthOpen: number | null
  /** The mouth's corners above (+) or below (−) the lips' middle, over its width; null without the mesh. */
  cornerLift: number | null
  /** Where the eyes look, degrees from the camera (gazeDegrees); null without the mesh and iris passes. */
  gaze: number | null
  /** Horizontal edges over the nose between the eyes, over the face's contrast: a glasses frame's bridge. */
  glasses: number
  /** The share of the upper forehead that matches the cheeks' skin (forehead.ts); null off the crop. */
  forehead: number | null
  /** The wall beside and above the head (background.ts); null without the person mask or wall to read. */
  backgroundSpread: number | null
  backgroundShadow: number | null
}

/**
 * An average eye: the eyeball's radius is about 0.4 of the eye's corner-to-corner width (12 mm against 30),
 * so an iris moved by a fraction f of that width has turned by asin(f / 0.4).
 */
const EYEBALL_RADIUS_PER_EYE_WIDTH = 0.4

/**
 * The gaze's angle from the camera: the head's yaw plus the eyes' own turn, read from where the irises sit
 * between the corners (both eyes averaged). A head turned one way with the eyes turned back looks at the
 * camera; the signs were checked on portraits that do (docs/photo-checks.md, "Gaze").
 */
export function gazeDegrees(yaw: number, irisOffset: number): number {
  const turn = Math.max(-1, Math.min(1, irisOffset / EYEBALL_RADIUS_PER_EYE_WIDTH))
  return yaw + (Math.asin(turn) * 180) / Math.PI
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
    cheekBalance: cheekBalance(luma, crop),
    sharpness: sharpness(luma, crop.eyeBand),
    glasses: bridgeEdges(luma, crop, skin),
    forehead: foreheadSkin(crop),
    blockiness: blockiness(image, {
      x0: head.centre.x - half,
      x1: head.centre.x + half,
      y0: head.centre.y - half,
      y1: head.centre.y + half,
    }),
    interEyePx: Math.hypot(l.leftEye.x - l.rightEye.x, l.leftEye.y - l.rightEye.y),
    detailPx: detailHeadPx(image, head),
    eyesVisible: eyesVisibleOf(image, face, meanLuminance(skin) * 255),
    ...faceShape(face),
    ...wallOf(image, head, face),
  }
}

function wallOf(image: RasterImage, head: HeadGeometry, face: FaceDetection) {
  const wall = measureBackground(image, head, face.person)
  return { backgroundSpread: wall?.spread ?? null, backgroundShadow: wall?.shadow ?? null }
}

/** The less visible eye's contrast, from the iris pass's points. */
function eyesVisibleOf(image: RasterImage, { eyes }: FaceDetection, skinLuma: number): number | null {
  if (!eyes) return null
  return Math.min(eyeVisibility(image, eyes.right, skinLuma), eyeVisibility(image, eyes.left, skinLuma))
}

/** The smaller eye's lid gap at the middle over its iris's diameter (the eyesOpen check's measure). */
export function eyesOpenOf(eyes: NonNullable<FaceDetection['eyes']>): number {
  const open = (e: NonNullable<FaceDetection['eyes']>['right']) =>
    Math.hypot(e.upperLid.x - e.lowerLid.x, e.upperLid.y - e.lowerLid.y) / (2 * e.irisRadius)
  return Math.min(open(eyes.right), open(eyes.left))
}

/** The pose, eyes and mouth, from the dense passes where they ran. */
function faceShape({ mesh, eyes }: FaceDetection) {
  return {
    yaw: mesh ? mesh.pose.yaw : null,
    pitch: mesh ? mesh.pose.pitch : null,
    eyesOpen: eyes ? eyesOpenOf(eyes) : null,
    mouthOpen: mesh ? mesh.mouthOpen : null,
    cornerLift: mesh ? mesh.cornerLift : null,
    gaze: mesh && eyes ? gazeDegrees(mesh.pose.yaw, (eyes.right.gaze + eyes.left.gaze) / 2) : null,
  }
}

// One camera frame's reading (docs/camera.md, "Fast enough for a phone"): YuNet on a small copy of the whole
// frame every frame (where the face is, its size and roll), and on some frames the face mesh and iris passes
// on a crop around the head taken from the full-resolution frame, whose measures are the verdict's own
// (photo/quality: pose, eyes, mouth, glasses, light). Pure over rasters: the worker hands in the pixels.

import { now } from '../engine/timing.ts'
import { meshOfDetection } from '../face/detect.ts'
import { detectFaces, largestFace } from '../face/detect-pass.ts'
import { estimateHead, type HeadGeometry } from '../face/head.ts'
import { irisRefine } from '../face/iris.ts'
import { meshRefine } from '../face/mesh.ts'
import { FACE_TUNING, type FaceTuning } from '../face/options.ts'
import { rollDegrees } from '../face/roll.ts'
import type {
  FaceCandidate,
  FaceDetection,
  FaceLandmarks,
  FaceMeshModel,
  FaceModel,
  IrisModel,
  Point,
} from '../face/types.ts'
import { faceCrop } from '../photo/quality/face-crop.ts'
import { bridgeEdges } from '../photo/quality/glasses.ts'
import { eyesOpenOf } from '../photo/quality/index.ts'
import { halvesBalance, histogram, lumaOf, meanLuminance, sharpness } from '../photo/quality/measures.ts'
import type { RasterImage } from '../types.ts'
import type { LiveReading } from './reading.ts'
import { wallSpread } from './wall-spread.ts'

export interface LiveModels {
  face: FaceModel
  /** Without the mesh (it failed to load), the face's own measures stay unread. */
  mesh: FaceMeshModel | null
  iris: IrisModel | null
}

export interface LiveInput {
  /** The whole frame, small (CAMERA.analysisLongSide on its long side). */
  frame: RasterImage
  /** Camera px per `frame` px. */
  scale: number
  /**
   * A square of the full-resolution frame around where the head was on the last frame (camera px: its top
   * left and side), sampled to `image`. Absent before a face was found.
   */
  crop: { image: RasterImage; x: number; y: number; size: number } | null
  /** Run the mesh lane on this frame. */
  mesh: boolean
  /** Read the wall (the document refuses a replaced one). */
  wall: boolean
  /**
   * Read the sharpness on a frame the mesh does not run on: only while the frames are kept for the best of
   * them (every condition holding); otherwise nothing reads it.
   */
  sharpness?: boolean
}

/** The mesh as the coaching runs it: one round (the page's frames follow the face, as MediaPipe's ROI does). */
const LIVE_TUNING: FaceTuning = { ...FACE_TUNING, mesh: { ...FACE_TUNING.mesh, rounds: 1 } }

export async function measureLive(input: LiveInput, models: LiveModels): Promise<LiveReading> {
  const start = now()
  const faces = await detectFaces(input.frame, models.face, {
    longSide: Math.max(input.frame.width, input.frame.height),
  })
  const detected = now()
  const found = largestFace(faces)
  const empty: LiveReading = {
    faces: faces.length,
    head: null,
    roll: null,
    yaw: null,
    pitch: null,
    eyesOpen: null,
    mouthOpen: null,
    glasses: null,
    luminance: null,
    lightingBalance: null,
    wallSpread: null,
    sharpness: null,
    meshed: false,
    ms: { detect: detected - start, mesh: 0, total: detected - start },
  }
  if (!found) return empty
  const face = scaleFace(found, input.scale)
  const head = estimateHead(face)
  const reading: LiveReading = {
    ...empty,
    head: { centre: head.centre, height: head.height, roll: head.roll },
    wallSpread: input.wall ? wallSpread(input.frame, scaleHead(head, 1 / input.scale)) : null,
  }
  if (input.crop) {
    const onCrop = cropView(face, input.crop)
    const meshStart = now()
    const measured = input.mesh ? await meshLane(input.crop.image, onCrop, models) : null
    if (measured) {
      Object.assign(reading, measured, { meshed: true })
      reading.ms.mesh = now() - meshStart
    } else if (input.sharpness) {
      reading.sharpness = eyeSharpness(input.crop.image, onCrop)
    }
  }
  reading.ms.total = now() - start
  return reading
}

/** The mesh and iris passes on the crop, then the verdict's own quality measures of that face. */
async function meshLane(
  image: RasterImage,
  face: FaceDetection & { landmarks: FaceLandmarks },
  models: LiveModels,
): Promise<Partial<LiveReading> | null> {
  if (!models.mesh) return null
  const region = {
    centre: { x: face.x + face.width / 2, y: face.y + face.height / 2 },
    size: Math.max(face.width, face.height) * LIVE_TUNING.mesh.cropScale,
    roll: rollDegrees(face.landmarks),
  }
  const mesh = await meshRefine(image, region, models.mesh, LIVE_TUNING).catch(() => null)
  if (!mesh) return null
  const eyes = models.iris
    ? await irisRefine(image, mesh.corners, mesh.roll, models.iris, LIVE_TUNING, undefined, {
        once: true,
      }).catch(() => null)
    : null
  const meshed: FaceDetection = {
    ...face,
    landmarks: {
      ...face.landmarks,
      rightEye: eyes?.right.iris ?? mesh.rightEye,
      leftEye: eyes?.left.iris ?? mesh.leftEye,
    },
    mesh: meshOfDetection(mesh),
    ...(eyes ? { eyes } : {}),
  }
  // The verdict's own measures (photo/quality), only those the coaching reads: the rest (JPEG blocks, detail,
  // the forehead, the wall's mask) cost time a frame does not have and say nothing a person can fix live.
  const crop = faceCrop(image, estimateHead(meshed), meshed.landmarks as FaceLandmarks)
  const luma = lumaOf(crop.image)
  const skin = histogram(luma, crop.face)
  return {
    // The mesh's eye line: YuNet's eye points on a small frame barely follow a tilt (reading.ts).
    roll: mesh.roll,
    yaw: mesh.pose.yaw,
    pitch: mesh.pose.pitch,
    eyesOpen: eyes ? eyesOpenOf(eyes) : null,
    mouthOpen: mesh.mouthOpen,
    glasses: bridgeEdges(luma, crop, skin),
    luminance: meanLuminance(skin),
    lightingBalance: halvesBalance(luma, crop.halves.right, crop.halves.left),
    sharpness: sharpness(luma, crop.eyeBand),
  }
}

/** The verdict's sharpness on a frame the mesh did not run on, from YuNet's five points. */
function eyeSharpness(image: RasterImage, face: FaceDetection & { landmarks: FaceLandmarks }): number {
  const crop = faceCrop(image, estimateHead(face), face.landmarks)
  return sharpness(lumaOf(crop.image), crop.eyeBand)
}

function scalePoint(p: Point, k: number, dx = 0, dy = 0): Point {
  return { x: (p.x - dx) * k, y: (p.y - dy) * k }
}

function scaleLandmarks(l: FaceLandmarks, k: number, dx = 0, dy = 0): FaceLandmarks {
  return {
    rightEye: scalePoint(l.rightEye, k, dx, dy),
    leftEye: scalePoint(l.leftEye, k, dx, dy),
    noseTip: scalePoint(l.noseTip, k, dx, dy),
    rightMouth: scalePoint(l.rightMouth, k, dx, dy),
    leftMouth: scalePoint(l.leftMouth, k, dx, dy),
  }
}

/** A detection of the small frame in camera px. */
function scaleFace(f: FaceCandidate, k: number): FaceDetection & { landmarks: FaceLandmarks } {
  return {
    detected: true,
    x: f.x * k,
    y: f.y * k,
    width: f.width * k,
    height: f.height * k,
    confidence: f.score,
    landmarks: scaleLandmarks(f.landmarks, k),
  }
}

/** A detection in camera px, seen in the crop's px. */
function cropView(
  face: FaceDetection & { landmarks: FaceLandmarks },
  crop: NonNullable<LiveInput['crop']>,
): FaceDetection & { landmarks: FaceLandmarks } {
  const k = crop.image.width / crop.size
  return {
    ...face,
    x: (face.x - crop.x) * k,
    y: (face.y - crop.y) * k,
    width: face.width * k,
    height: face.height * k,
    landmarks: scaleLandmarks(face.landmarks, k, crop.x, crop.y),
  }
}

function scaleHead(head: HeadGeometry, k: number): HeadGeometry {
  return {
    ...head,
    crown: scalePoint(head.crown, k),
    chin: scalePoint(head.chin, k),
    centre: scalePoint(head.centre, k),
    eyeMid: scalePoint(head.eyeMid, k),
    height: head.height * k,
  }
}

import { isAbortError, raceAbort, throwIfAborted } from '../errors.ts'
import type { RasterImage } from '../types.ts'
import { detectFaces, largestFace } from './detect-pass.ts'
import { facesCutByEdge } from './edge-faces.ts'
import { fallbackFace } from './fallback.ts'
import { estimateHead } from './head.ts'
import { irisRefine } from './iris.ts'
import { type MeshResult, meshRefine } from './mesh.ts'
import { type FaceTuning, resolveFaceTuning } from './options.ts'
import { crownFromMask, crownZoomRegion, segmentPerson, segmentRegion } from './person-mask.ts'
import { refineTilted } from './refine.ts'
import { rollDegrees } from './roll.ts'
import type {
  DetectFaceOptions,
  FaceCandidate,
  FaceDetection,
  FaceMeshModel,
  IrisModel,
  PersonSegmentationModel,
} from './types.ts'

/**
 * The spec's face detection: YuNet near 320 px on the long side, again near 640 px when nothing scores
 * ≥ 0.8 (small faces in large frames), then the largest face scoring ≥ 0.8, re-detected on a level crop
 * when it is tilted (see refine.ts), in source pixels with its five landmarks, and the other faces, those the
 * photo's edge cuts too (edge-faces.ts); then, when the dense landmark
 * model is given, its eye centres and chin (mesh.ts: YuNet's eye points miss the eye line by up to 6°, and
 * five points cannot place the chin); then, when the person segmentation model is given, the person's mask
 * around the head (person-mask.ts: the top of the hair). Never throws for a missing
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
    if (!model) return { ...fallbackFace(image, tuning), unavailable: true }
    for (const longSide of [tuning.firstLongSide, tuning.retryLongSide]) {
      const faces = await detectFaces(image, model, { longSide, signal, tuning })
      const face = largestFace(faces)
      if (face) {
        const others = faces
          .filter((f) => f !== face)
          .map(({ x, y, width, height, score }) => ({ x, y, width, height, score }))
        others.push(...(await facesCutByEdge(image, model, [face, ...others], tuning, signal)))
        const refined = await refineTilted(image, model, face, tuning, signal)
        const meshed = await withMesh(image, { ...toDetection(refined), others }, options, tuning, signal)
        return withPersonMask(image, meshed, options.segmenter, tuning, signal)
      }
    }
    return fallbackFace(image, tuning)
  } catch (error) {
    if (isAbortError(error)) throw error
    return { ...fallbackFace(image, tuning), unavailable: true }
  }
}

// The dense pass is a refinement: a model that cannot load or run leaves YuNet's points, as before; the
// iris pass refines the mesh's eyes the same way.
async function withMesh(
  image: RasterImage,
  face: FaceDetection,
  { mesh: meshModel, iris: irisModel }: Pick<DetectFaceOptions, 'mesh' | 'iris'>,
  tuning: FaceTuning,
  signal: DetectFaceOptions['signal'],
): Promise<FaceDetection> {
  const landmarks = face.landmarks
  if (!meshModel || !landmarks) return face
  try {
    const model: FaceMeshModel = await raceAbort(Promise.resolve(meshModel), signal)
    const region = {
      centre: { x: face.x + face.width / 2, y: face.y + face.height / 2 },
      size: Math.max(face.width, face.height) * tuning.mesh.cropScale,
      roll: rollDegrees(landmarks),
    }
    const mesh = await meshRefine(image, region, model, tuning, signal)
    if (!mesh) return face
    const meshed = {
      ...face,
      landmarks: { ...landmarks, rightEye: mesh.rightEye, leftEye: mesh.leftEye },
      mesh: meshOfDetection(mesh),
    }
    return withIris(image, meshed, mesh, irisModel, tuning, signal)
  } catch (error) {
    if (isAbortError(error)) throw error
    return face
  }
}

// The pupils are the eye line an officer draws; the lid rings' centres drift from them on a turned head.
async function withIris(
  image: RasterImage,
  face: FaceDetection & { landmarks: NonNullable<FaceDetection['landmarks']> },
  mesh: NonNullable<Awaited<ReturnType<typeof meshRefine>>>,
  irisModel: DetectFaceOptions['iris'],
  tuning: FaceTuning,
  signal: DetectFaceOptions['signal'],
): Promise<FaceDetection> {
  if (!irisModel) return face
  try {
    const model: IrisModel = await raceAbort(Promise.resolve(irisModel), signal)
    const eyes = await irisRefine(image, mesh.corners, mesh.roll, model, tuning, signal)
    if (!eyes) return face
    return {
      ...face,
      landmarks: { ...face.landmarks, rightEye: eyes.right.iris, leftEye: eyes.left.iris },
      eyes,
    }
  } catch (error) {
    if (isAbortError(error)) throw error
    return face
  }
}

// The mask only moves the crown; a model that cannot load or run leaves the colour-step search to find it.
// A crown the first mask found, not cut, is read again on a second mask zoomed on it (crownMask).
async function withPersonMask(
  image: RasterImage,
  face: FaceDetection,
  segmenter: DetectFaceOptions['segmenter'],
  tuning: FaceTuning,
  signal: DetectFaceOptions['signal'],
): Promise<FaceDetection> {
  if (!segmenter || !face.landmarks) return face
  try {
    const model: PersonSegmentationModel = await raceAbort(Promise.resolve(segmenter), signal)
    const predicted = estimateHead(face)
    const person = await segmentPerson(image, predicted, model, tuning, signal)
    const crown = crownFromMask(person, predicted.eyeMid, predicted.height, tuning)
    if (!crown || crown.cut) return { ...face, person }
    const crownMask = await segmentRegion(image, crownZoomRegion(predicted, crown, tuning), model, signal)
    return { ...face, person, crownMask }
  } catch (error) {
    if (isAbortError(error)) throw error
    return face
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

/** What a face detection keeps of a mesh pass (FaceDetection's `mesh`): the photo and the camera read the same. */
export function meshOfDetection(mesh: MeshResult): NonNullable<FaceDetection['mesh']> {
  return {
    chinOutline: mesh.chinOutline,
    forehead: mesh.forehead,
    score: mesh.score,
    pose: mesh.pose,
    mouthOpen: mesh.mouthOpen,
    cornerLift: mesh.cornerLift,
  }
}

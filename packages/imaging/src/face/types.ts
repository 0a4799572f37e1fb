import type { AbortSignalLike } from '../types.ts'
import type { EyeDetail } from './iris.ts'
import type { HeadPose } from './mesh.ts'
import type { FaceTuning } from './options.ts'

export interface Point {
  x: number
  y: number
}

/**
 * YuNet's five landmarks, named for the subject: `rightEye` is the subject's right eye, which is on the
 * image's left in an unmirrored photo.
 */
export interface FaceLandmarks {
  rightEye: Point
  leftEye: Point
  noseTip: Point
  rightMouth: Point
  leftMouth: Point
}

/**
 * The face detection result (docs/photo-pipeline.md, "Face detection") plus the landmarks, in source-image
 * pixels (x, y = top-left of the box). `detected: false` is the heuristic fallback box (confidence 0.5): the
 * page treats it as "no face" but can still draw it.
 */
export interface FaceDetection {
  detected: boolean
  x: number
  y: number
  width: number
  height: number
  confidence: number
  /** Absent on the fallback box: a guess has no eyes to level. */
  landmarks?: FaceLandmarks
  /**
   * Set on the fallback box when no model could run (none given, or it failed to load or run): the photo
   * was not searched, so "no face" is not known. Absent when the model ran, whatever it found.
   */
  unavailable?: true
  /**
   * The other faces found in the same pass (source pixels, best score first), so the page can say it used
   * the largest and check none shows in the export. Empty or absent when there is one face or none.
   */
  others?: FaceBox[]
  /**
   * From the dense landmark pass (face/mesh.ts), when it ran and saw the face: the outline of the chin, the
   * top of the forehead (source pixels) and the model's score. The eyes in `landmarks` are then the mesh's eye centres too.
   */
  mesh?: {
    /** The face oval around the chin, jaw to jaw (mesh.ts, MESH_INDEX.chinOutline). */
    chinOutline: Point[]
    forehead: Point
    score: number
    pose: HeadPose
    mouthOpen: number
    cornerLift: number
  }
  /**
   * From the iris pass (face/iris.ts), when it ran: each eye's iris and lids. The eyes in `landmarks` are
   * then the iris centres (the pupils: the eye line an officer draws).
   */
  eyes?: { right: EyeDetail; left: EyeDetail }
  /** From the person segmentation pass (face/person-mask.ts), when it ran: where the person is around the head. */
  person?: PersonMask
  /**
   * A second person mask zoomed on the crown the first one showed (face/person-mask.ts, crownZoomRegion),
   * when that crown was not cut: the top of the hair at twice the resolution.
   */
  crownMask?: PersonMask
}

/**
 * The person mask around the head: `side` x `side` foreground probabilities (0..255, row-major) over a
 * square region of the source, levelled by the face's roll (face/level-crop.ts), so its rows run along the
 * face's own axis.
 */
export interface PersonMask {
  region: { centre: Point; size: number; roll: number }
  side: number
  data: Uint8Array
}

/** A face's box only: where another person's face is. */
export interface FaceBox {
  x: number
  y: number
  width: number
  height: number
  score: number
}

/** One decoded candidate before the final choice (also what `detectFaces` returns, for diagnostics). */
export interface FaceCandidate {
  x: number
  y: number
  width: number
  height: number
  score: number
  landmarks: FaceLandmarks
}

/** YuNet's 12 output tensors by name (cls_8 … kps_32), as flat float arrays. */
export type YuNetOutputs = Record<string, Float32Array>

/**
 * A loaded face model, with the ONNX runtime hidden behind it so this folder compiles without ORT, DOM or
 * Node types. The adapters (node/face.ts, browser/face.ts) build one from onnxruntime-web; tests can fake it.
 */
export interface FaceModel {
  /** Frees the model's session (ORT's WebAssembly memory); absent where nothing needs freeing. */
  release?(): Promise<void>
  /**
   * Runs the model once on a blank input, unless a real run has been asked for: the first run pays one-time
   * costs (memory, kernels) that the page's warm-up can pay instead (docs/photo-pipeline.md, "Warm before
   * the file"). Absent where nothing is gained.
   */
  prime?(): Promise<void>
  /** Runs YuNet on BGR float32 planes of shape [1, 3, height, width] (height and width multiples of 32). */
  run(input: Float32Array, width: number, height: number): Promise<YuNetOutputs>
}

/** A loaded face landmark model (MediaPipe Face Mesh), the ORT runtime hidden as for FaceModel. */
export interface FaceMeshModel {
  /** Frees the model's session (ORT's WebAssembly memory); absent where nothing needs freeing. */
  release?(): Promise<void>
  /**
   * Runs the model once on a blank input, unless a real run has been asked for: the first run pays one-time
   * costs (memory, kernels) that the page's warm-up can pay instead (docs/photo-pipeline.md, "Warm before
   * the file"). Absent where nothing is gained.
   */
  prime?(): Promise<void>
  /**
   * Runs the model on RGB float32 planes [1, 3, 192, 192] scaled 0..1: 468 points (x, y, z) in input
   * pixels, and the face score 0..1.
   */
  run(input: Float32Array): Promise<{ landmarks: Float32Array; score: number }>
}

/** A loaded iris landmark model (MediaPipe Iris), the ORT runtime hidden as for FaceModel. */
export interface IrisModel {
  /** Frees the model's session (ORT's WebAssembly memory); absent where nothing needs freeing. */
  release?(): Promise<void>
  /**
   * Runs the model once on a blank input, unless a real run has been asked for: the first run pays one-time
   * costs (memory, kernels) that the page's warm-up can pay instead (docs/photo-pipeline.md, "Warm before
   * the file"). Absent where nothing is gained.
   */
  prime?(): Promise<void>
  /** Runs the model on RGB float32 planes [1, 3, 64, 64] scaled 0..1: 76 points (x, y, z) in input pixels. */
  run(input: Float32Array): Promise<Float32Array>
}

/** A loaded person segmentation model (MediaPipe Selfie Segmentation), the ORT runtime hidden as for FaceModel. */
export interface PersonSegmentationModel {
  /** Frees the model's session (ORT's WebAssembly memory); absent where nothing needs freeing. */
  release?(): Promise<void>
  /**
   * Runs the model once on a blank input, unless a real run has been asked for: the first run pays one-time
   * costs (memory, kernels) that the page's warm-up can pay instead (docs/photo-pipeline.md, "Warm before
   * the file"). Absent where nothing is gained.
   */
  prime?(): Promise<void>
  /** Runs the model on RGB float32 planes [1, 3, 256, 256] scaled 0..1: the person's probability per pixel. */
  run(input: Float32Array): Promise<Float32Array>
}

export interface DetectFaceOptions {
  /** The model, or a promise of it (a load that rejects gives the fallback box, silently). */
  model?: FaceModel | Promise<FaceModel> | null
  /**
   * The dense landmark model, or a promise of it: refines the eyes (roll) and finds the chin. Without it,
   * or when it fails to load or run, YuNet's five points are used alone.
   */
  mesh?: FaceMeshModel | Promise<FaceMeshModel> | null
  /**
   * The iris landmark model, or a promise of it: after the mesh, the eyes become the iris centres. Without
   * it, or when it fails, the mesh's eyelid rings stand for the eyes.
   */
  iris?: IrisModel | Promise<IrisModel> | null
  /**
   * The person segmentation model, or a promise of it: finds the top of the hair (face/person-mask.ts).
   * Without it, or when it fails, the crown comes from the colour-step search (crown-edge.ts).
   */
  segmenter?: PersonSegmentationModel | Promise<PersonSegmentationModel> | null
  signal?: AbortSignalLike
  /** Overrides for FACE_TUNING (tests and diagnostics). */
  tuning?: Partial<FaceTuning>
}

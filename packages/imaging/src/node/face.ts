// Node loading of the face model: bytes read from disk (nothing fetches in Node), one ORT session per process.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as ort from 'onnxruntime-web'
import { detectFace as detectFaceWith } from '../face/detect.ts'
import {
  createFaceMeshModel,
  createIrisLandmarkModel,
  createPersonSegmentationModel,
  createYuNetModel,
  sharedLoad,
} from '../face/runtime.ts'
import type {
  DetectFaceOptions,
  FaceDetection,
  FaceMeshModel,
  FaceModel,
  IrisModel,
  PersonSegmentationModel,
} from '../face/types.ts'
import type { RasterImage } from '../types.ts'

export const YUNET_MODEL_FILE = 'face_detection_yunet_s_dynamic.onnx'
export const FACE_MESH_MODEL_FILE = 'face_landmark.onnx'
export const PERSON_MODEL_FILE = 'selfie_segmentation.onnx'
export const IRIS_MODEL_FILE = 'iris_landmark.onnx'

const HERE = path.dirname(fileURLToPath(import.meta.url))
// Built, this code is in the package's dist/ and the build put the checked models in models/ beside it
// (docs/imaging-package.md). Run from source in this repository, it is src/node/ and they are the committed
// ones at the repository's root.
const PACKAGED_MODELS = path.resolve(HERE, '../models')
const REPOSITORY_MODELS = path.resolve(HERE, '../../../../models')

/**
 * Folders searched for the model, in order: MODELS_DIR when set, then the models the package ships (built)
 * or the repository's committed ones (from source).
 */
export function modelSearchDirs(env: Record<string, string | undefined> = process.env): string[] {
  const own = existsSync(path.join(PACKAGED_MODELS, YUNET_MODEL_FILE)) ? PACKAGED_MODELS : REPOSITORY_MODELS
  return env.MODELS_DIR ? [env.MODELS_DIR, own] : [own]
}

/** The path of a model file, or null when none of the folders has it. */
export function findModelFile(
  name: string,
  env: Record<string, string | undefined> = process.env,
): string | null {
  for (const dir of modelSearchDirs(env)) {
    const file = path.join(dir, name)
    if (existsSync(file)) return file
  }
  return null
}

/** The path of the YuNet model file, or null when none of the folders has it. */
export function findYuNetModel(env: Record<string, string | undefined> = process.env): string | null {
  return findModelFile(YUNET_MODEL_FILE, env)
}

// One session per model file and process, read from the first folder that has it.
function sharedSession<T>(name: string, create: (bytes: Uint8Array) => Promise<T>): () => Promise<T> {
  return sharedLoad(async () => {
    const file = findModelFile(name)
    if (!file) throw new Error(`${name} not found in ${modelSearchDirs().join(', ')}`)
    return create(new Uint8Array(await readFile(file)))
  })
}

/** A new YuNet session from bytes (not cached: tests use it to hand in any bytes, garbage included). */
export function createFaceModel(modelBytes: Uint8Array): Promise<FaceModel> {
  return createYuNetModel(ort, modelBytes)
}

/** The process-wide YuNet session, created lazily on first use from the file findYuNetModel locates. */
export const getFaceModel: () => Promise<FaceModel> = sharedSession(YUNET_MODEL_FILE, createFaceModel)

/** A new face mesh session from bytes (not cached, like createFaceModel). */
export function createMeshModel(modelBytes: Uint8Array): Promise<FaceMeshModel> {
  return createFaceMeshModel(ort, modelBytes)
}

/** The process-wide face mesh session (face/mesh.ts), created lazily on first use. */
export const getFaceMeshModel: () => Promise<FaceMeshModel> = sharedSession(
  FACE_MESH_MODEL_FILE,
  createMeshModel,
)

/** A new iris landmark session from bytes (not cached, like createFaceModel). */
export function createIrisModel(modelBytes: Uint8Array): Promise<IrisModel> {
  return createIrisLandmarkModel(ort, modelBytes)
}

/** The process-wide iris landmark session (face/iris.ts), created lazily on first use. */
export const getIrisModel: () => Promise<IrisModel> = sharedSession(IRIS_MODEL_FILE, createIrisModel)

/** A new person segmentation session from bytes (not cached, like createFaceModel). */
export function createSegmentationModel(modelBytes: Uint8Array): Promise<PersonSegmentationModel> {
  return createPersonSegmentationModel(ort, modelBytes)
}

/** The process-wide person segmentation session (face/person-mask.ts), created lazily on first use. */
export const getSegmentationModel: () => Promise<PersonSegmentationModel> = sharedSession(
  PERSON_MODEL_FILE,
  createSegmentationModel,
)

export interface NodeDetectFaceOptions extends DetectFaceOptions {
  /** Model bytes to build a session from instead of the shared one. */
  modelBytes?: Uint8Array
}

/**
 * detectFace with Node defaults: the given model, else a session from `modelBytes`, else the shared one;
 * the shared face mesh unless `mesh` is given (null: YuNet's points alone), the shared iris model unless
 * `iris` is given (null: the mesh's eyelid rings for the eyes), and the shared person
 * segmentation unless `segmenter` is given (null: the crown from colour steps alone). Like the pure function, it
 * falls back to the heuristic box when the model cannot load or run.
 */
export function detectFace(image: RasterImage, options: NodeDetectFaceOptions = {}): Promise<FaceDetection> {
  const { modelBytes, ...rest } = options
  const model = rest.model ?? (modelBytes ? createFaceModel(modelBytes) : getFaceModel())
  const mesh = rest.mesh === undefined ? getFaceMeshModel() : rest.mesh
  const iris = rest.iris === undefined ? getIrisModel() : rest.iris
  const segmenter = rest.segmenter === undefined ? getSegmentationModel() : rest.segmenter
  return detectFaceWith(image, { ...rest, model, mesh, iris, segmenter })
}

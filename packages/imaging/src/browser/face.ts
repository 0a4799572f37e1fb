// Browser loading of the face model: the bytes fetched once from /models/, one ORT session per worker.
// Import this from the imaging worker (never the page's main thread: the session and its WASM are heavy).

import ortWasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url'
import * as ort from 'onnxruntime-web/wasm'
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
import { fetchEngineFile } from './download-progress.ts'

/** Where the web app serves the model (its build emits the committed models/ files there: docs/models.md). */
export const YUNET_MODEL_URL = '/models/face_detection_yunet_s_dynamic.onnx'
export const FACE_MESH_MODEL_URL = '/models/face_landmark.onnx'
export const PERSON_MODEL_URL = '/models/selfie_segmentation.onnx'
export const IRIS_MODEL_URL = '/models/iris_landmark.onnx'

// ONNX Runtime's WASM (14 MB, 2.4 MB over the wire), fetched here rather than by the runtime so its bytes
// count in the page's download progress; handed to the runtime before its first session.
const loadRuntime = sharedLoad(async () => {
  ort.env.wasm.wasmBinary = await fetchEngineFile(ortWasmUrl)
})

// One session per model and worker, fetched once (sharedLoad retries after a failed load); meanwhile
// detectFace falls back to the heuristic box (no YuNet) or to YuNet's points (no mesh).
function sharedSession<T>(url: string, create: (bytes: Uint8Array) => Promise<T>): () => Promise<T> {
  return sharedLoad(async () => {
    const [bytes] = await Promise.all([fetchEngineFile(url), loadRuntime()])
    return create(bytes)
  })
}

export const getFaceModel: () => Promise<FaceModel> = sharedSession(YUNET_MODEL_URL, (bytes) =>
  createYuNetModel(ort, bytes),
)
export const getFaceMeshModel: () => Promise<FaceMeshModel> = sharedSession(FACE_MESH_MODEL_URL, (bytes) =>
  createFaceMeshModel(ort, bytes),
)
export const getIrisModel: () => Promise<IrisModel> = sharedSession(IRIS_MODEL_URL, (bytes) =>
  createIrisLandmarkModel(ort, bytes),
)
export const getSegmentationModel: () => Promise<PersonSegmentationModel> = sharedSession(
  PERSON_MODEL_URL,
  (bytes) => createPersonSegmentationModel(ort, bytes),
)

/** Starts loading the models early (e.g. when the page opens), so the first detection does not wait. */
export function preloadFaceModel(): void {
  getFaceModel().catch(() => {})
  getFaceMeshModel().catch(() => {})
  getIrisModel().catch(() => {})
  getSegmentationModel().catch(() => {})
}

/** detectFace with this worker's shared sessions; falls back as the pure function does. */
export function detectFace(image: RasterImage, options: DetectFaceOptions = {}): Promise<FaceDetection> {
  return detectFaceWith(image, {
    ...options,
    model: options.model ?? getFaceModel(),
    mesh: options.mesh === undefined ? getFaceMeshModel() : options.mesh,
    iris: options.iris === undefined ? getIrisModel() : options.iris,
    segmenter: options.segmenter === undefined ? getSegmentationModel() : options.segmenter,
  })
}

// Browser loading of the face model: the bytes fetched once from /models/, one ORT session per worker.
// Import this from the imaging worker (never the page's main thread: the session and its WASM are heavy).
import * as ort from 'onnxruntime-web/wasm'
import { detectFace as detectFaceWith } from '../face/detect.ts'
import { createYuNetModel } from '../face/runtime.ts'
import type { DetectFaceOptions, FaceDetection, FaceModel } from '../face/types.ts'
import type { RasterImage } from '../types.ts'

/** Where the web app serves the model (its build emits the committed models/ files there: docs/models.md). */
export const YUNET_MODEL_URL = '/models/face_detection_yunet_s_dynamic.onnx'

let shared: Promise<FaceModel> | null = null

/**
 * This worker's YuNet session, created on first use. A failed load is forgotten so the next photo tries
 * again (a flaky network should not disable detection for the whole visit); meanwhile detectFace falls
 * back to the heuristic box.
 */
export function getFaceModel(url: string = YUNET_MODEL_URL): Promise<FaceModel> {
  if (!shared) {
    shared = (async () => {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
      return createYuNetModel(ort, new Uint8Array(await response.arrayBuffer()))
    })()
    shared.catch(() => {
      shared = null
    })
  }
  return shared
}

/** Starts loading the model early (e.g. when the page opens), so the first detection does not wait for it. */
export function preloadFaceModel(): void {
  getFaceModel().catch(() => {})
}

/** detectFace with this worker's shared session; falls back to the heuristic box if the model cannot load or run. */
export function detectFace(image: RasterImage, options: DetectFaceOptions = {}): Promise<FaceDetection> {
  return detectFaceWith(image, { ...options, model: options.model ?? getFaceModel() })
}

// Node loading of the face model: bytes read from disk (nothing fetches in Node), one ORT session per process.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as ort from 'onnxruntime-web'
import { detectFace as detectFaceWith } from '../face/detect.ts'
import { createYuNetModel } from '../face/runtime.ts'
import type { DetectFaceOptions, FaceDetection, FaceModel } from '../face/types.ts'
import type { RasterImage } from '../types.ts'

export const YUNET_MODEL_FILE = 'face_detection_yunet_s_dynamic.onnx'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** Folders searched for the model, in order: MODELS_DIR when set, then the repository's models/ (committed). */
export function modelSearchDirs(env: Record<string, string | undefined> = process.env): string[] {
  const committed = path.join(REPO_ROOT, 'models')
  return env.MODELS_DIR ? [env.MODELS_DIR, committed] : [committed]
}

/** The path of the YuNet model file, or null when none of the folders has it. */
export function findYuNetModel(env: Record<string, string | undefined> = process.env): string | null {
  for (const dir of modelSearchDirs(env)) {
    const file = path.join(dir, YUNET_MODEL_FILE)
    if (existsSync(file)) return file
  }
  return null
}

/** A new YuNet session from bytes (not cached: tests use it to hand in any bytes, garbage included). */
export function createFaceModel(modelBytes: Uint8Array): Promise<FaceModel> {
  return createYuNetModel(ort, modelBytes)
}

let shared: Promise<FaceModel> | null = null

/** The process-wide YuNet session, created lazily on first use from the file findYuNetModel locates. */
export function getFaceModel(): Promise<FaceModel> {
  if (!shared) {
    shared = (async () => {
      const file = findYuNetModel()
      if (!file) throw new Error(`${YUNET_MODEL_FILE} not found in ${modelSearchDirs().join(', ')}`)
      return createFaceModel(new Uint8Array(await readFile(file)))
    })()
    // A failed load is not kept, so a later call can try again.
    shared.catch(() => {
      shared = null
    })
  }
  return shared
}

export interface NodeDetectFaceOptions extends DetectFaceOptions {
  /** Model bytes to build a session from instead of the shared one. */
  modelBytes?: Uint8Array
}

/**
 * detectFace with Node defaults: the given model, else a session from `modelBytes`, else the shared one.
 * Like the pure function, it falls back to the heuristic box when the model cannot load or run.
 */
export function detectFace(image: RasterImage, options: NodeDetectFaceOptions = {}): Promise<FaceDetection> {
  const { modelBytes, ...rest } = options
  const model = rest.model ?? (modelBytes ? createFaceModel(modelBytes) : getFaceModel())
  return detectFaceWith(image, { ...rest, model })
}

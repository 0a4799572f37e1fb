import { IRIS_INPUT_SIDE, IRIS_POINT_COUNT } from './iris.ts'
import { MESH_INPUT_SIDE, MESH_POINT_COUNT } from './mesh.ts'
import { PERSON_INPUT_SIDE } from './person-mask.ts'
import type { FaceMeshModel, FaceModel, IrisModel, PersonSegmentationModel, YuNetOutputs } from './types.ts'
import { YUNET_OUTPUT_NAMES } from './yunet-decode.ts'

// The slice of onnxruntime-web this engine uses, declared structurally: the adapters pass the real module
// (`import * as ort from 'onnxruntime-web'` in Node, 'onnxruntime-web/wasm' in a browser worker), and this
// folder compiles without ORT's types, which pull in DOM and WebGPU declarations.

export interface OrtTensorLike {
  readonly data: unknown
  readonly dims: readonly number[]
}

export interface OrtSessionLike {
  readonly inputNames: readonly string[]
  run(feeds: Record<string, OrtTensorLike>): Promise<Record<string, OrtTensorLike>>
  /** Frees the session's WebAssembly memory, which garbage collection does not. */
  release(): Promise<void>
}

export interface OrtSessionOptionsLike {
  executionProviders?: string[]
  graphOptimizationLevel?: 'disabled' | 'basic' | 'extended' | 'all'
  logSeverityLevel?: 0 | 1 | 2 | 3 | 4
}

export interface OrtLike {
  env: { wasm: { numThreads?: number | undefined } }
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensorLike
  InferenceSession: { create(model: Uint8Array, options?: OrtSessionOptionsLike): Promise<OrtSessionLike> }
}

/**
 * Session options for YuNet (and the face mesh and person segmentation models): the WASM backend on one thread (more needs cross-origin isolation in the browser
 * and was slower than one on a 2-core box), full graph optimisation, and warnings silenced (ORT logs one per
 * initializer that is also a graph input, which YuNet's export has).
 */
export const YUNET_SESSION_OPTIONS: OrtSessionOptionsLike = {
  executionProviders: ['wasm'],
  graphOptimizationLevel: 'all',
  logSeverityLevel: 3,
}

/** Creates the ORT session for YuNet from the model's bytes and wraps it as a FaceModel. */
export async function createYuNetModel(ort: OrtLike, modelBytes: Uint8Array): Promise<FaceModel> {
  ort.env.wasm.numThreads = 1
  const session = await ort.InferenceSession.create(modelBytes, YUNET_SESSION_OPTIONS)
  const inputName = session.inputNames[0] ?? 'input'
  return {
    release: () => session.release(),
    async run(input, width, height) {
      const feeds = { [inputName]: new ort.Tensor('float32', input, [1, 3, height, width]) }
      const results = await session.run(feeds)
      const outputs: YuNetOutputs = {}
      for (const name of YUNET_OUTPUT_NAMES) {
        const data = results[name]?.data
        if (!(data instanceof Float32Array)) throw new Error(`YuNet output ${name} is missing`)
        outputs[name] = data
      }
      return outputs
    },
  }
}

/** The face mesh model's outputs (docs/models.md): 468 x (x, y, z) in input pixels, and the face flag's logit. */
export const MESH_OUTPUT_NAMES = { landmarks: 'conv2d_21', score: 'conv2d_31' } as const

/**
 * An ORT session (YuNet's options) for one of the converted MediaPipe models, which take one RGB image
 * [1, 3, side, side]: runs it and returns the named outputs.
 */
async function squareImageSession(ort: OrtLike, modelBytes: Uint8Array, side: number) {
  ort.env.wasm.numThreads = 1
  const session = await ort.InferenceSession.create(modelBytes, YUNET_SESSION_OPTIONS)
  const inputName = session.inputNames[0] ?? 'input_1'
  return {
    run: (input: Float32Array) =>
      session.run({ [inputName]: new ort.Tensor('float32', input, [1, 3, side, side]) }),
    release: () => session.release(),
  }
}

/** Creates the ORT session for the face mesh model from its bytes (same options as YuNet's). */
export async function createFaceMeshModel(ort: OrtLike, modelBytes: Uint8Array): Promise<FaceMeshModel> {
  const { run, release } = await squareImageSession(ort, modelBytes, MESH_INPUT_SIDE)
  return {
    release,
    async run(input) {
      const results = await run(input)
      const landmarks = results[MESH_OUTPUT_NAMES.landmarks]?.data
      const flag = results[MESH_OUTPUT_NAMES.score]?.data
      if (!(landmarks instanceof Float32Array) || landmarks.length !== 3 * MESH_POINT_COUNT) {
        throw new Error('face mesh output is missing')
      }
      if (!(flag instanceof Float32Array)) throw new Error('face mesh score is missing')
      return { landmarks, score: 1 / (1 + Math.exp(-(flag[0] as number))) }
    },
  }
}

/** The iris model's output (docs/models.md): 76 x (x, y, z) in input pixels, eyelids and brow then iris. */
export const IRIS_OUTPUT_NAME = 'eye_and_iris'

/** Creates the ORT session for the iris landmark model from its bytes (same options as YuNet's). */
export async function createIrisLandmarkModel(ort: OrtLike, modelBytes: Uint8Array): Promise<IrisModel> {
  const { run, release } = await squareImageSession(ort, modelBytes, IRIS_INPUT_SIDE)
  return {
    release,
    async run(input) {
      const points = (await run(input))[IRIS_OUTPUT_NAME]?.data
      if (!(points instanceof Float32Array) || points.length !== 3 * IRIS_POINT_COUNT) {
        throw new Error('iris output is missing')
      }
      return points
    },
  }
}

/** The person segmentation model's output (docs/models.md): the person's probability per pixel, 256 x 256. */
export const PERSON_OUTPUT_NAME = 'activation_10'

/** Creates the ORT session for the person segmentation model from its bytes (same options as YuNet's). */
export async function createPersonSegmentationModel(
  ort: OrtLike,
  modelBytes: Uint8Array,
): Promise<PersonSegmentationModel> {
  const { run, release } = await squareImageSession(ort, modelBytes, PERSON_INPUT_SIDE)
  return {
    release,
    async run(input) {
      const results = await run(input)
      const mask = results[PERSON_OUTPUT_NAME]?.data
      if (!(mask instanceof Float32Array) || mask.length !== PERSON_INPUT_SIDE * PERSON_INPUT_SIDE) {
        throw new Error('person mask output is missing')
      }
      return mask
    },
  }
}

/**
 * One lazily created value (a model session) shared by every caller; a failed load is forgotten, so the next
 * call tries again (a flaky network or a missing file must not disable detection for good).
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | null = null
  return () => {
    if (!shared) {
      shared = load()
      shared.catch(() => {
        shared = null
      })
    }
    return shared
  }
}

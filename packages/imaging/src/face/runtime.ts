import { IRIS_INPUT_SIDE, IRIS_POINT_COUNT } from './iris.ts'
import { MESH_INPUT_SIDE, MESH_POINT_COUNT } from './mesh.ts'
import { FACE_TUNING } from './options.ts'
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

/**
 * One session's runs, one at a time in the order asked, so a warm-up's priming run and a photo's never
 * overlap. `prime` runs a blank input only while no real run has been asked for: after that there is
 * nothing left to save, and a photo never waits behind a priming run it did not need.
 */
export function serialRuns<F, R>(run: (feeds: F) => Promise<R>, blank: () => F) {
  let tail: Promise<unknown> = Promise.resolve()
  let asked = false
  const enqueue = (feeds: F): Promise<R> => {
    const result = tail.then(() => run(feeds))
    tail = result.catch(() => {})
    return result
  }
  return {
    run(feeds: F): Promise<R> {
      asked = true
      return enqueue(feeds)
    },
    async prime(): Promise<void> {
      if (asked) return
      asked = true
      // A failed priming run costs nothing: the photo's own run loads what it needs.
      await enqueue(blank()).catch(() => {})
    },
  }
}

/**
 * YuNet's priming input: a 3:4 portrait at the first pass's long side, padded as letterbox pads it (256 x 320
 * today), the shape most phone photos give the first pass.
 */
function yunetPrimeShape(): { width: number; height: number } {
  const { firstLongSide, inputMultiple } = FACE_TUNING
  const up = (n: number) => Math.ceil(n / inputMultiple) * inputMultiple
  return { width: up((firstLongSide * 3) / 4), height: up(firstLongSide) }
}

/** Creates the ORT session for YuNet from the model's bytes and wraps it as a FaceModel. */
export async function createYuNetModel(ort: OrtLike, modelBytes: Uint8Array): Promise<FaceModel> {
  ort.env.wasm.numThreads = 1
  const session = await ort.InferenceSession.create(modelBytes, YUNET_SESSION_OPTIONS)
  const inputName = session.inputNames[0] ?? 'input'
  const feedsOf = (input: Float32Array, width: number, height: number) => ({
    [inputName]: new ort.Tensor('float32', input, [1, 3, height, width]),
  })
  const runs = serialRuns(
    (feeds: Record<string, OrtTensorLike>) => session.run(feeds),
    () => {
      const { width, height } = yunetPrimeShape()
      return feedsOf(new Float32Array(3 * width * height), width, height)
    },
  )
  return {
    release: () => session.release(),
    prime: runs.prime,
    async run(input, width, height) {
      const results = await runs.run(feedsOf(input, width, height))
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
  const runs = serialRuns<Float32Array, Record<string, OrtTensorLike>>(
    (input) => session.run({ [inputName]: new ort.Tensor('float32', input, [1, 3, side, side]) }),
    () => new Float32Array(3 * side * side),
  )
  return { run: runs.run, prime: runs.prime, release: () => session.release() }
}

/** Creates the ORT session for the face mesh model from its bytes (same options as YuNet's). */
export async function createFaceMeshModel(ort: OrtLike, modelBytes: Uint8Array): Promise<FaceMeshModel> {
  const { run, prime, release } = await squareImageSession(ort, modelBytes, MESH_INPUT_SIDE)
  return {
    release,
    prime,
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
  const { run, prime, release } = await squareImageSession(ort, modelBytes, IRIS_INPUT_SIDE)
  return {
    release,
    prime,
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
  const { run, prime, release } = await squareImageSession(ort, modelBytes, PERSON_INPUT_SIDE)
  return {
    release,
    prime,
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

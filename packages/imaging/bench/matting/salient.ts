// A second, independent person mask for making the bench's foregrounds: U^2-Net-p (salient object, 320x320,
// Apache-2.0), read from MODELS_DIR (it is not committed). Used only to say where the person's inside
// surely is; the edges the bench scores never come from it.
import { readFile } from 'node:fs/promises'
import * as ort from 'onnxruntime-web'
import { findModelFile, modelSearchDirs } from '../../src/node/face.ts'
import type { RasterImage } from '../../src/types.ts'
import { type Plane, resample } from './planes.ts'

const SIDE = 320
const MEAN = [0.485, 0.456, 0.406]
const STD = [0.229, 0.224, 0.225]

let session: Promise<ort.InferenceSession> | undefined

function load(): Promise<ort.InferenceSession> {
  session ??= (async () => {
    const file = findModelFile('u2netp.onnx')
    if (!file) throw new Error(`u2netp.onnx not found in ${modelSearchDirs().join(', ')} (set MODELS_DIR)`)
    ort.env.wasm.numThreads = 1
    return ort.InferenceSession.create(new Uint8Array(await readFile(file)), {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
      logSeverityLevel: 3,
    })
  })()
  return session
}

/** The salient-object probability (0..1) at the image's size: stretched to 320x320, upsampled bilinearly. */
export async function salientMask(image: RasterImage): Promise<Plane> {
  const { width, height } = image
  const rgb = new Float32Array(width * height * 3)
  for (let i = 0; i < width * height; i++)
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = image.data[i * 4 + c] as number
  const small = resample(rgb, width, height, 3, SIDE, SIDE)
  const input = new Float32Array(3 * SIDE * SIDE)
  for (let i = 0; i < SIDE * SIDE; i++) {
    for (let c = 0; c < 3; c++)
      input[c * SIDE * SIDE + i] =
        ((small[i * 3 + c] as number) / 255 - (MEAN[c] as number)) / (STD[c] as number)
  }
  const s = await load()
  const feeds = { [s.inputNames[0] as string]: new ort.Tensor('float32', input, [1, 3, SIDE, SIDE]) }
  const out = await s.run(feeds)
  const d = out[s.outputNames[0] as string]?.data as Float32Array
  let lo = Infinity
  let hi = -Infinity
  for (const v of d) {
    lo = Math.min(lo, v)
    hi = Math.max(hi, v)
  }
  const norm = new Float32Array(SIDE * SIDE)
  for (let i = 0; i < norm.length; i++) norm[i] = ((d[i] as number) - lo) / Math.max(1e-6, hi - lo)
  return { width, height, data: resample(norm, SIDE, SIDE, 1, width, height) }
}

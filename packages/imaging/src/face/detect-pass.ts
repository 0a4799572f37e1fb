import { raceAbort, throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { letterbox } from './letterbox.ts'
import { type FaceTuning, resolveFaceTuning } from './options.ts'
import type { FaceCandidate, FaceModel } from './types.ts'
import { decodeYuNet, nms, unscale } from './yunet-decode.ts'

/**
 * All faces YuNet finds at one input size (long side `longSide`), scoring at least `scoreThreshold`, after
 * NMS, in source pixels, best score first. Throws if the model fails (detectFace turns that into the fallback).
 */
export async function detectFaces(
  image: RasterImage,
  model: FaceModel,
  options: {
    longSide: number
    scoreThreshold?: number
    signal?: AbortSignalLike
    tuning?: Partial<FaceTuning>
  },
): Promise<FaceCandidate[]> {
  const tuning = resolveFaceTuning(options.tuning)
  throwIfAborted(options.signal)
  const input = letterbox(image, options.longSide, tuning.inputMultiple)
  const outputs = await raceAbort(model.run(input.data, input.width, input.height), options.signal)
  const raw = decodeYuNet(outputs, input.width, input.height, options.scoreThreshold ?? tuning.minScore)
  return nms(raw, tuning.nmsIou, tuning.topK).map((f) => unscale(f, input.scaleX, input.scaleY))
}

/** The passport choice among candidates: the largest face (a bystander or a poster face is smaller). */
export function largestFace(faces: FaceCandidate[]): FaceCandidate | undefined {
  let best: FaceCandidate | undefined
  for (const f of faces) if (!best || f.width * f.height > best.width * best.height) best = f
  return best
}

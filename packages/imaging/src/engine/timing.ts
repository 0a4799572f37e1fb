// The report's clock (docs/compress-engine.md, "Stages", Report): each phase's wall time and the count of
// size predictions, gathered by wrapping what the search calls.
import { MOZJPEG_DEFAULT_QUANT_TABLE } from '../options.ts'
import type { EngineCodecs } from '../types.ts'
import { estimatorFor } from './estimate.ts'
import { ESTIMATED_QUANT_TABLES } from './quant-tables.ts'
import type { CompressTimings } from './report.ts'
import type { EstimateSizes } from './size-model.ts'

// performance.now where the runtime has it (browsers, workers, Node), else Date.now: the pure compile has no
// DOM types, and the report's timings want sub-millisecond sums of many short encodes.
const clock = globalThis as unknown as { performance?: { now(): number } }
export const now = () => clock.performance?.now() ?? Date.now()

// Adds each call's wall time to one of the report's timings.
export function timed<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  timings: CompressTimings,
  key: 'probeMs' | 'encodeMs' | 'resizeMs' | 'scoreMs',
): (...args: A) => Promise<R> {
  return async (...args) => {
    const start = now()
    try {
      return await fn(...args)
    } finally {
      timings[key] += now() - start
    }
  }
}

// Predictions from the mosaics' estimators (one per mosaic and subsampling: see estimatorFor), counted and
// timed for the report.
export function sizeEstimates(counters: { estimates: number }, timings: CompressTimings): EstimateSizes {
  return (image, settings) => {
    const start = now()
    const sizes = settings.map((s) => {
      if (s.smoothing || !ESTIMATED_QUANT_TABLES.includes(s.quantTable ?? MOZJPEG_DEFAULT_QUANT_TABLE))
        return undefined
      counters.estimates++
      return estimatorFor(image, s.subsampling).bytes(s)
    })
    timings.estimateMs += now() - start
    return sizes
  }
}

// Decodes are only made to score candidates, so they count as scoring.
export function timedCodecs(codecs: EngineCodecs, timings: CompressTimings): EngineCodecs {
  return {
    encode: timed(codecs.encode, timings, 'encodeMs'),
    decode: timed(codecs.decode, timings, 'scoreMs'),
    resize: timed(codecs.resize, timings, 'resizeMs'),
  }
}

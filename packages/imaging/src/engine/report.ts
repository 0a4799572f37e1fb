import { bytesToKb, type KbUnit } from '@vps/specs'
import { MOZJPEG_DEFAULT_QUANT_TABLE } from '../options.ts'
import type { RasterImage, Size, Subsampling } from '../types.ts'
import type { Candidate } from './candidates.ts'
import type { Encoded } from './lander.ts'

/**
 * - 'in-window': target − 2 KB ≤ size ≤ target.
 * - 'above-reachable': even quality 100 at the original size is below the window; the best-quality file is
 *   returned (smaller than the target).
 * - 'under-window': reachable, but no setting tried landed inside; the closest file under the target is
 *   returned. Should be rare; the benchmark counts it.
 * - 'below-reachable': nothing fits under the target even at the smallest allowed size; the smallest file
 *   is returned and it is OVER the target.
 */
export type CompressStatus = 'in-window' | 'above-reachable' | 'under-window' | 'below-reachable'

/** What the search started from: every decoded pixel, or a copy made from them (decode-plan.ts `startingPicture`). */
export type DecodeRead = 'full' | 'copy'

export interface CompressReport {
  targetKB: number
  /** Bytes in the target's KB: 1024, or 1000 when the visitor's form counts so. */
  unit: KbUnit
  status: CompressStatus
  /** Output dimensions. */
  width: number
  height: number
  originalWidth: number
  originalHeight: number
  dimensionsChanged: boolean
  /** Output width / original width. */
  scale: number
  bytes: number
  /** bytes / 1024, rounded as the page shows it. */
  kb: number
  /** mozjpeg quality (1-100) for luma, and for chroma when it differs (never on a grey picture: no colour). */
  quality: number
  chromaQuality?: number
  /** The picture is neutral grey (isGreyRaster): its chroma planes are flat, so a chroma quality means nothing. */
  grey?: true
  /** mozjpeg's smoothing, when the fine search used it (0 otherwise: omitted). */
  smoothing?: number
  subsampling: Subsampling
  /** mozjpeg's quantisation table set: the engine's own (COMPRESS_TUNING.quantTable), or another one taken
   * to fill a gap in the sizes. */
  quantTable: number
  /** Every encode made: probes plus full-size encodes. */
  encodes: number
  probeEncodes: number
  fullEncodes: number
  /** Sizes predicted from DCT coefficients instead of encoded. */
  estimates: number
  ms: number
  /**
   * Where the milliseconds went (wall time, so work spread over workers counts once): size predictions,
   * probe batches, full encodes, resizes and candidate scoring (decodes). `decodeMs` is the file's decode, when the
   * engine decoded it (the browser adapter does; Node callers decode before).
   */
  timings: CompressTimings
  /**
   * How the browser read the file, when the engine decoded it: every pixel, a copy drawn from them, or a JPEG
   * decoded at n/8 of its size (see decodeImageFile).
   */
  decodedAs?: DecodeRead
  /**
   * The search ran out of its time budget (searchBudgetMs; the page's pageSearchBudgetMs) and returned the largest file
   * under the target it had found; the status says where that file landed.
   */
  stoppedEarly?: boolean
  /** When the size was chosen by comparison: each candidate's size and display-size luma SSIM. */
  candidates: Array<{ width: number; height: number; quality: number; bytes: number; ssim: number }>
}

export interface CompressTimings {
  decodeMs?: number
  estimateMs: number
  probeMs: number
  encodeMs: number
  resizeMs: number
  scoreMs: number
}

export function finishReport(input: {
  targetKB: number
  unit: KbUnit
  /** The size of the picture the engine worked from (the image itself, or the file it was decoded from). */
  original: Size
  output: RasterImage
  result: Encoded
  status: CompressStatus
  counters: { fullEncodes: number; probeEncodes: number; estimates: number }
  timings: CompressTimings
  ms: number
  candidates: Candidate[]
  stoppedEarly: boolean
  grey: boolean
}): CompressReport {
  const { original, output, result, counters } = input
  const { quality, chromaQuality, subsampling, smoothing, quantTable } = result.settings
  return {
    targetKB: input.targetKB,
    unit: input.unit,
    status: input.status,
    width: output.width,
    height: output.height,
    originalWidth: original.width,
    originalHeight: original.height,
    dimensionsChanged: output.width !== original.width || output.height !== original.height,
    scale: output.width / original.width,
    bytes: result.bytes.length,
    kb: bytesToKb(result.bytes.length),
    quality,
    ...(chromaQuality !== quality && !input.grey ? { chromaQuality } : {}),
    ...(input.grey ? { grey: true as const } : {}),
    ...(smoothing ? { smoothing } : {}),
    subsampling,
    quantTable: quantTable ?? MOZJPEG_DEFAULT_QUANT_TABLE,
    encodes: counters.fullEncodes + counters.probeEncodes,
    probeEncodes: counters.probeEncodes,
    fullEncodes: counters.fullEncodes,
    estimates: counters.estimates,
    ms: input.ms,
    timings: roundTimings(input.timings),
    ...(input.stoppedEarly ? { stoppedEarly: true } : {}),
    candidates: input.candidates
      .filter((c) => c.first)
      .map((c) => ({
        width: c.size.width,
        height: c.size.height,
        quality: c.first?.settings.quality ?? 0,
        bytes: c.first?.bytes.length ?? 0,
        ssim: Math.round(c.ssim * 10000) / 10000,
      })),
  }
}

function roundTimings(t: CompressTimings): CompressTimings {
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    ...(t.decodeMs !== undefined ? { decodeMs: round(t.decodeMs) } : {}),
    estimateMs: round(t.estimateMs),
    probeMs: round(t.probeMs),
    encodeMs: round(t.encodeMs),
    resizeMs: round(t.resizeMs),
    scoreMs: round(t.scoreMs),
  }
}

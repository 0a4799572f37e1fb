import { bytesToKb } from '@vps/specs'
import type { RasterImage, Subsampling } from '../types.ts'
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

export interface CompressReport {
  targetKB: number
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
  /** mozjpeg quality (1-100) for luma, and for chroma when it differs. */
  quality: number
  chromaQuality?: number
  /** mozjpeg's smoothing, when the fine search used it (0 otherwise: omitted). */
  smoothing?: number
  subsampling: Subsampling
  /** mozjpeg's quantisation table set, when not its default (3): used to fill a gap in the sizes. */
  quantTable?: number
  /** Every encode made: probes plus full-size encodes. */
  encodes: number
  probeEncodes: number
  fullEncodes: number
  ms: number
  /** When the size was chosen by comparison: each candidate's size and display-size luma SSIM. */
  candidates: Array<{ width: number; height: number; quality: number; bytes: number; ssim: number }>
}

export function finishReport(input: {
  targetKB: number
  image: RasterImage
  output: RasterImage
  result: Encoded
  status: CompressStatus
  counters: { fullEncodes: number; probeEncodes: number }
  ms: number
  candidates: Candidate[]
}): CompressReport {
  const { image, output, result, counters } = input
  const { quality, chromaQuality, subsampling, smoothing, quantTable } = result.settings
  return {
    targetKB: input.targetKB,
    status: input.status,
    width: output.width,
    height: output.height,
    originalWidth: image.width,
    originalHeight: image.height,
    dimensionsChanged: output.width !== image.width || output.height !== image.height,
    scale: output.width / image.width,
    bytes: result.bytes.length,
    kb: bytesToKb(result.bytes.length),
    quality,
    ...(chromaQuality !== quality ? { chromaQuality } : {}),
    ...(smoothing ? { smoothing } : {}),
    subsampling,
    ...(quantTable !== undefined ? { quantTable } : {}),
    encodes: counters.fullEncodes + counters.probeEncodes,
    probeEncodes: counters.probeEncodes,
    fullEncodes: counters.fullEncodes,
    ms: input.ms,
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

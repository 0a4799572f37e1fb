// The 'encode-ladder' file-size rule (the Vietnam page's, docs/product-rules.md): the JPEG is encoded from
// quality 0.9 down in steps of 0.1 to 0.1, stopping at the first that is at or under the document's maximum.
import { COMPLIANCE, COMPRESSION } from '@vps/specs'
import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage } from '../types.ts'
import { EXPORT_TUNING } from './options.ts'

/** The first quality of the ladder (0-1, the spec's scale) that fits, and the file's size; null: none fits. */
export type FileFit = { kb: number; quality: number } | null

export async function encodeLadderFit(
  rendered: RasterImage,
  maxKb: number,
  encode: EncodeJpeg,
  signal?: AbortSignalLike,
): Promise<FileFit> {
  const { start, step, min } = COMPLIANCE.encodeLadder
  // Integer steps avoid 0.9 - 0.1 - 0.1 … drifting past 0.1 in floating point.
  for (let q = Math.round(start * 100); q >= Math.round(min * 100) - 1e-9; q -= Math.round(step * 100)) {
    throwIfAborted(signal)
    const bytes = await encode(rendered, {
      quality: q,
      chromaQuality: q,
      subsampling: EXPORT_TUNING.subsampling,
    })
    const kb = bytes.length / COMPRESSION.bytesPerKb
    if (kb <= maxKb) return { kb, quality: q / 100 }
  }
  return null
}

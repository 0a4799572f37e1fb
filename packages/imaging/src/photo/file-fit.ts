// What the checks know of the file before it is saved (docs/photo-pipeline.md, "Export"): the file the download
// will write (planFile), and under the 'encode-ladder' rule (the Vietnam page's) whether a JPEG encoded from
// quality 0.9 down in steps of 0.1 to 0.1 gets at or under the document's cap. Both encode the same render,
// so they share one cache of encodes.
import { COMPLIANCE, fileSizeBytes } from '@vps/specs'
import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, EncodeJpeg, RasterImage } from '../types.ts'
import { setJfifDpi } from './jfif.ts'
import { EXPORT_TUNING } from './options.ts'

/** The first quality of the ladder (0-1, the spec's scale) that fits, and the file's size; null: none fits. */
export type FileFit = { bytes: number; quality: number } | null

/** A render's JPEG at a mozjpeg quality (1-100), with the document's dpi in its header: each quality once. */
export type EncodeAt = (quality: number) => Promise<Uint8Array>

export function encodeAtQualities(
  rendered: RasterImage,
  dpi: number,
  encode: EncodeJpeg,
  signal?: AbortSignalLike,
): { encodeAt: EncodeAt; count: () => number } {
  const cache = new Map<number, Promise<Uint8Array>>()
  const encodeAt = (quality: number) => {
    let made = cache.get(quality)
    if (!made) {
      throwIfAborted(signal)
      made = encode(rendered, {
        quality,
        chromaQuality: quality,
        subsampling: EXPORT_TUNING.subsampling,
      }).then((jpeg) => setJfifDpi(jpeg, dpi))
      cache.set(quality, made)
    }
    return made
  }
  return { encodeAt, count: () => cache.size }
}

/** The ladder's first quality whose file is at or under `maxKb` read as a cap (maxKb x 1,000 bytes). */
export async function encodeLadderFit(maxKb: number, encodeAt: EncodeAt): Promise<FileFit> {
  const maxBytes = fileSizeBytes({ min: null, max: maxKb }).max
  const { start, step, min } = COMPLIANCE.encodeLadder
  // Integer steps avoid 0.9 - 0.1 - 0.1 … drifting past 0.1 in floating point.
  for (let q = Math.round(start * 100); q >= Math.round(min * 100) - 1e-9; q -= Math.round(step * 100)) {
    const bytes = (await encodeAt(q)).length
    if (bytes <= maxBytes) return { bytes, quality: q / 100 }
  }
  return null
}

// The browser adapter: the only place where ImageData, canvases and createImageBitmap may appear.
//
// For the /compress-to-{N}kb pages:
//   if (canOfferUnchanged(firstBytes, file.size, N)) → offer the JPEG unchanged (a PNG or WebP is compressed);
//   else const { bytes, report } = await compressFileToTarget(file, N, { signal, onProgress })
//   → report.status 'in-window' (green card), 'above-reachable' (the image cannot reach N KB at its own
//     size and top quality: best file returned, smaller than N), 'under-window' (rare: closest under N).
//   Errors: ImageDecodeError → toast 'Error loading image' - 'Please try a different image file.';
//   ImageTooLargeError → its message; AbortError → the user cancelled (no toast); anything else →
//   'Compression failed'.
// Vite: the pool starts `new Worker(new URL('./imaging.worker.ts', import.meta.url), { type: 'module' })` and
// the codecs import their .wasm with `?url`; keep @jsquash/* out of optimizeDeps (docs/stack.md, "Vite and
// WebAssembly").
import type { KbUnit } from '@vps/specs'
import type { CompressProgress } from '../engine/compress.ts'
import { createImagingPool, type ImagingPool, type PoolCompressOptions } from './pool.ts'
import type { FileCompressResult } from './worker-api.ts'

export * from '../index.ts'
export { CanvasUnavailableError } from './canvas.ts'
export { type DecodedImage, type DecodeImageOptions, decodeImageFile } from './decode.ts'
export {
  createImagingPool,
  defaultPoolSize,
  type ImagingPool,
  type ImagingPoolOptions,
  type PoolCompressOptions,
} from './pool.ts'
export { isLargePicture, PICTURE_HEAD_BYTES } from './pool-support.ts'
export type { FileCompressResult, ImagingWorkerApi, WorkerCompressOptions } from './worker-api.ts'

let sharedPool: ImagingPool | undefined

/** The pool compressFileToTarget uses unless given one: created on first use, its workers reaped when idle. */
export function getSharedImagingPool(): ImagingPool {
  sharedPool ??= createImagingPool()
  return sharedPool
}

export interface CompressFileOptions {
  /** Cancels: the worker is terminated and the promise rejects at once with an Error named 'AbortError'. */
  signal?: AbortSignal
  /** Aborting it asks for the best file so far (PoolCompressOptions.settle). */
  settle?: AbortSignal
  /** Rough progress for the spinner: `fraction` 0-1 and a phase name. */
  onProgress?: (progress: CompressProgress) => void
  /** Defaults to the shared pool. */
  pool?: ImagingPool
  /** Pixel guard; default 50 MP (ImageTooLargeError past it). */
  maxPixels?: number
  /** Bytes in the target's KB: 1024 (default) or 1000, for a form that counts so. */
  unit?: KbUnit
}

/**
 * Compresses an image file to a JPEG of at most `targetKB` KB (1 KB = 1024 bytes), at least `targetKB − 2`
 * KB when reachable: decoded in a worker (EXIF orientation applied, transparency onto white), sized and
 * encoded there, probes spread over the pool. Resolves with the JPEG bytes (`new Blob([bytes], { type:
 * 'image/jpeg' })` for the download), the report (status, dimensions and whether they changed, quality,
 * encodes, ms) and the decoded original's size.
 *
 * Check `canOfferUnchanged(firstBytes, file.size, targetKB)` first: a JPEG already small enough is better
 * offered unchanged than re-encoded.
 *
 * @throws ImageDecodeError for corrupt, truncated or non-image files; ImageTooLargeError past `maxPixels`;
 *   an Error named 'AbortError' when `signal` aborts.
 */
export function compressFileToTarget(
  file: Blob,
  targetKB: number,
  options: CompressFileOptions = {},
): Promise<FileCompressResult> {
  const { pool = getSharedImagingPool(), ...rest } = options
  const poolOptions: PoolCompressOptions = {
    ...(rest.signal ? { signal: rest.signal } : {}),
    ...(rest.onProgress ? { onProgress: rest.onProgress } : {}),
    ...(rest.settle ? { settle: rest.settle } : {}),
    ...(rest.maxPixels ? { maxPixels: rest.maxPixels } : {}),
    ...(rest.unit ? { unit: rest.unit } : {}),
  }
  return pool.compressFile(file, targetKB, poolOptions)
}

import { readImageDimensions } from '../formats/dimensions.ts'
import { COMPRESS_TUNING } from '../options.ts'
import { decodeImageFile } from './decode.ts'
import type { ImagingWorkerApi } from './worker-api.ts'

export function defaultWorker(): Worker {
  // Vite recognises this exact form and bundles the worker as its own module chunk.
  return new Worker(new URL('./imaging.worker.ts', import.meta.url), { type: 'module' })
}

export async function defaultMainThreadApi(): Promise<ImagingWorkerApi> {
  // Imported only when needed, so the page does not load the codecs' glue unless workers fail.
  const [{ createWorkerApi }, { browserCodecs, initBrowserCodecs }] = await Promise.all([
    import('./worker-api.ts'),
    import('./codecs.ts'),
  ])
  return createWorkerApi({
    codecs: async () => {
      await initBrowserCodecs({ warm: true })
      return browserCodecs
    },
    decode: decodeImageFile,
  })
}

/**
 * As many workers as the device has cores, up to 8 (issue #53: a batch runs one file per worker). One file's
 * probes are spread over at most PROBE_HELPERS of them; past 4 its batches are too small to share.
 */
export function defaultPoolSize(): number {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2
  return Math.max(1, Math.min(cores, MAX_POOL_WORKERS))
}

/** More than 8 workers would hold 8 copies of the codecs' memory for little gain on any phone or laptop. */
export const MAX_POOL_WORKERS = 8

/** Workers started beside a single job for its probes and aside encodes (more only when jobs need them). */
export const PROBE_HELPERS = 4

/**
 * A worker that has decoded a picture of this many pixels or more is retired once free (pool.ts): where the
 * engine starts to call a picture large (it may search it from a copy).
 */
export const RETIRE_AFTER_PIXELS = COMPRESS_TUNING.reducedDecodeAbovePixels

/** Enough of a file to find its pixel size in: a JPEG's frame header comes after its EXIF and profile. */
export const PICTURE_HEAD_BYTES = 256 * 1024

/**
 * Whether a file's picture has RETIRE_AFTER_PIXELS or more, from its first PICTURE_HEAD_BYTES: a batch runs
 * such files one at a time (the page's batch, docs/benchmarks.md). A file whose size cannot be read there
 * (HEIC, a header further in) counts as large.
 */
export function isLargePicture(head: Uint8Array): boolean {
  const size = readImageDimensions(head)
  return !size || size.width * size.height >= RETIRE_AFTER_PIXELS
}

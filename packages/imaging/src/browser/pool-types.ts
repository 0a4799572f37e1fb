import type { KbUnit } from '@vps/specs'
import type { CompressProgress } from '../engine/compress.ts'
import type { CompressTuning } from '../options.ts'
import type { JpegSettings, RasterImage } from '../types.ts'
import type { FileCompressResult, ImagingWorkerApi } from './worker-api.ts'

export interface PoolCompressOptions {
  /** Aborting terminates the worker doing the job and rejects at once with an Error named 'AbortError'. */
  signal?: AbortSignal
  /**
   * Aborting this one asks the job to finish now with the largest file at or under the target it has made
   * (as soon as it has one): the page's 'Use the best so far' (CompressOptions.settle).
   */
  settle?: AbortSignal
  /** Rough progress, 0-1 (see CompressProgress). */
  onProgress?: (progress: CompressProgress) => void
  /** Pixel guard; default 50 MP. */
  maxPixels?: number
  /** Bytes in the target's KB: 1024 (default) or 1000. */
  unit?: KbUnit
  tuning?: Partial<CompressTuning>
}

export interface ImagingPoolOptions {
  /** Default: navigator.hardwareConcurrency, at most 8 (defaultPoolSize). */
  maxWorkers?: number
  /** Workers idle this long are terminated (they hold the codecs and up to hundreds of MB). Default 30 s. */
  idleTimeoutMs?: number
  /**
   * A worker that has taken this many calls (jobs, probe batches, encodes) is replaced once it is free, since
   * its WebAssembly memory only grows. Default 60 (20 to 60 compressions).
   */
  retireAfterCalls?: number
  /**
   * A worker whose job read a picture of this many pixels or more is replaced once it is free. Default:
   * RETIRE_AFTER_PIXELS (6 MP).
   */
  retireAfterPixels?: number
  /** A worker that has not loaded its codecs by then counts as failed. Default 15 s. */
  startTimeoutMs?: number
  /** Default: the package's module worker. Tests hand in fakes. */
  createWorker?: () => Worker
  /** The API to run on the page when workers cannot start. Default: the same functions, imported lazily. */
  createMainThreadApi?: () => Promise<ImagingWorkerApi>
}

export interface ImagingPool {
  readonly maxWorkers: number
  /** Workers alive now. */
  readonly size: number
  /** True once a worker failed to start: jobs then run on the page (slower, and the page is busy meanwhile). */
  readonly onMainThread: boolean
  /** Decodes the file in a worker and compresses it; probes run in parallel across the pool. */
  compressFile(file: Blob, targetKB: number, options?: PoolCompressOptions): Promise<FileCompressResult>
  /** The same for pixels already decoded. The raster's buffer is transferred: the caller can no longer use it. */
  compressImage(
    image: RasterImage,
    targetKB: number,
    options?: PoolCompressOptions,
  ): Promise<FileCompressResult>
  /** Byte sizes of one raster encoded at each setting, spread over the workers. */
  probe(image: RasterImage, settings: JpegSettings[]): Promise<number[]>
  /** Terminates every worker. The pool must not be used afterwards. */
  dispose(): void
}

import * as Comlink from 'comlink'
import { type CompressProgress, compressToTarget } from '../engine/compress.ts'
import type { CompressReport } from '../engine/report.ts'
import type { CompressTuning } from '../options.ts'
import type { AbortSignalLike, EngineCodecs, JpegSettings, ProbeSizes, RasterImage, Size } from '../types.ts'
import type { DecodedImage } from './decode.ts'

export interface WorkerCompressOptions {
  maxPixels?: number
  tuning?: Partial<CompressTuning>
  /** Only when the API runs on the page itself (an AbortSignal cannot cross to a worker; the pool terminates it). */
  signal?: AbortSignalLike
}

export interface FileCompressResult {
  /** The JPEG file's bytes. */
  bytes: Uint8Array
  report: CompressReport
  /** The decoded image's size (the file's displayed size, unless `reducedDecode`). */
  original: Size
  /** The device could not hold the full image and it was decoded smaller (see DecodedImage.reduced). */
  reducedDecode: boolean
}

export interface WorkerApiDeps {
  /** The codecs, initialised (called before each job; must be cheap after the first time). */
  codecs: () => Promise<EngineCodecs>
  decode: (file: Blob, options: { maxPixels?: number }) => Promise<DecodedImage>
}

/**
 * The functions a worker exposes, built over whichever codecs and decoder the thread has. The module worker
 * wraps browser codecs with Comlink; the pool's main-thread fallback calls the same object directly; tests
 * build it over fakes. `probe` and `onProgress` arrive as Comlink proxies from the page.
 */
export function createWorkerApi(deps: WorkerApiDeps) {
  async function compressImage(
    image: RasterImage,
    targetKB: number,
    options: WorkerCompressOptions = {},
    probe?: ProbeSizes,
    onProgress?: (progress: CompressProgress) => void,
  ): Promise<{ bytes: Uint8Array; report: CompressReport }> {
    const codecs = await deps.codecs()
    try {
      return await compressToTarget(image, targetKB, {
        codecs,
        ...(probe ? { probe } : {}),
        ...(onProgress ? { onProgress } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
        ...(options.tuning ? { tuning: options.tuning } : {}),
      })
    } finally {
      release(probe)
      release(onProgress)
    }
  }

  return {
    /** Compiles and instantiates the codecs now, so the first job does not wait for them. */
    async warmUp(): Promise<void> {
      await deps.codecs()
    },

    /** Encodes one raster at each setting and returns the byte sizes (probes, spread over workers). */
    async probe(image: RasterImage, settings: JpegSettings[]): Promise<number[]> {
      const codecs = await deps.codecs()
      const sizes: number[] = []
      for (const s of settings) sizes.push((await codecs.encode(image, s)).length)
      return sizes
    },

    /** compressToTarget on a raster sent (transferred) to this thread. */
    async compressToTarget(
      image: RasterImage,
      targetKB: number,
      options?: WorkerCompressOptions,
      probe?: ProbeSizes,
      onProgress?: (progress: CompressProgress) => void,
    ): Promise<FileCompressResult> {
      const result = await compressImage(image, targetKB, options, probe, onProgress)
      const out = { ...result, original: { width: image.width, height: image.height }, reducedDecode: false }
      return Comlink.transfer(out, [out.bytes.buffer as ArrayBuffer])
    },

    /** Decodes the file in this thread (the page never holds the pixels) and compresses it. */
    async compressFile(
      file: Blob,
      targetKB: number,
      options: WorkerCompressOptions = {},
      probe?: ProbeSizes,
      onProgress?: (progress: CompressProgress) => void,
    ): Promise<FileCompressResult> {
      let decoded: DecodedImage
      try {
        decoded = await deps.decode(file, options.maxPixels ? { maxPixels: options.maxPixels } : {})
      } catch (error) {
        release(probe)
        release(onProgress)
        throw error
      }
      const result = await compressImage(decoded.image, targetKB, options, probe, onProgress)
      const out = { ...result, original: decoded.original, reducedDecode: decoded.reduced }
      return Comlink.transfer(out, [out.bytes.buffer as ArrayBuffer])
    },
  }
}

export type ImagingWorkerApi = ReturnType<typeof createWorkerApi>

// A Comlink proxy holds a MessagePort open until released; plain functions (main-thread fallback) have none.
function release(fn: unknown): void {
  const releaser = (fn as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy]
  if (typeof releaser === 'function') releaser.call(fn)
}

import type { KbUnit } from '@vps/specs'
import * as Comlink from 'comlink'
import { type CompressProgress, compressToTarget } from '../engine/compress.ts'
import { copyPlan, startingPicture } from '../engine/decode-plan.ts'
import type { CompressReport, DecodeRead } from '../engine/report.ts'
import type { CompressTuning } from '../options.ts'
import type {
  AbortSignalLike,
  EncodeJpeg,
  EngineCodecs,
  JpegSettings,
  ProbeSizes,
  RasterImage,
  Size,
} from '../types.ts'
import type { DecodedImage, DecodeImageOptions } from './decode.ts'

export interface WorkerCompressOptions {
  maxPixels?: number
  /** Bytes in the target's KB (CompressOptions.unit). */
  unit?: KbUnit
  tuning?: Partial<CompressTuning>
  /** Only when the API runs on the page itself (an AbortSignal cannot cross to a worker; the pool terminates it). */
  signal?: AbortSignalLike
  /** Only on the page itself: CompressOptions.settle. A worker reads `settle(job)` calls instead. */
  settle?: () => boolean
  /** The job's number, for `settle(job)` from the page. */
  job?: number
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
  decode: (file: Blob, options: DecodeImageOptions) => Promise<DecodedImage>
}

/**
 * The functions a worker exposes, built over whichever codecs and decoder the thread has. The module worker
 * wraps browser codecs with Comlink; the pool's main-thread fallback calls the same object directly; tests
 * build it over fakes. `probe` and `onProgress` arrive as Comlink proxies from the page.
 */
export function createWorkerApi(deps: WorkerApiDeps) {
  /** Jobs the page asked to finish with their best file so far. */
  const settled = new Set<number>()

  async function compressImage(
    image: RasterImage,
    targetKB: number,
    options: WorkerCompressOptions = {},
    helpers: Helpers,
    original?: Size,
    spentMs?: number,
  ): Promise<{ bytes: Uint8Array; report: CompressReport }> {
    const { probe, onProgress, encodeAside } = helpers
    const codecs = await deps.codecs()
    // No time budget: the search runs as Node's does, and past its patience the page offers 'Use the best
    // so far' (CompressProgress.patienceMs), which settles it. A caller's own tuning may still set one.
    const tuning = options.tuning
    const job = options.job
    const settle = options.settle ?? (job === undefined ? undefined : () => settled.has(job))
    try {
      return await compressToTarget(image, targetKB, {
        codecs,
        ...(original ? { original } : {}),
        ...(probe ? { probe } : {}),
        ...(encodeAside ? { encodeAside } : {}),
        ...(onProgress ? { onProgress } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.maxPixels ? { maxPixels: options.maxPixels } : {}),
        ...(options.unit ? { unit: options.unit } : {}),
        ...(tuning ? { tuning } : {}),
        ...(settle ? { settle } : {}),
        ...(spentMs !== undefined ? { spentMs } : {}),
      })
    } finally {
      if (job !== undefined) settled.delete(job)
      releaseAll(helpers)
    }
  }

  return {
    /** The page's 'Use the best so far' for a job running here (see CompressOptions.settle). */
    settle(job: number): void {
      settled.add(job)
    },

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

    /** Encodes one raster (a candidate another worker is busy beside, see firstEncodes). */
    async encode(image: RasterImage, settings: JpegSettings): Promise<Uint8Array> {
      const codecs = await deps.codecs()
      const bytes = await codecs.encode(image, settings)
      return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer])
    },

    /** compressToTarget on a raster sent (transferred) to this thread. */
    async compressToTarget(
      image: RasterImage,
      targetKB: number,
      options?: WorkerCompressOptions,
      probe?: ProbeSizes,
      onProgress?: (progress: CompressProgress) => void,
      encodeAside?: EncodeJpeg,
    ): Promise<FileCompressResult> {
      const helpers = { probe, onProgress, encodeAside }
      const result = await compressImage(image, targetKB, options, helpers)
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
      encodeAside?: EncodeJpeg,
    ): Promise<FileCompressResult> {
      const helpers = { probe, onProgress, encodeAside }
      let picture: { image: RasterImage; original: Size; reduced: boolean; read: DecodeRead }
      const decodeStart = performance.now()
      const limits = options.maxPixels ? { maxPixels: options.maxPixels } : {}
      try {
        picture = await readPicture(await deps.decode(file, limits), targetKB, options, await deps.codecs())
      } catch (error) {
        releaseAll(helpers)
        throw error
      }
      const decodeMs = Math.round((performance.now() - decodeStart) * 10) / 10
      const result = await compressImage(
        picture.image,
        targetKB,
        options,
        helpers,
        picture.original,
        decodeMs,
      )
      result.report.timings.decodeMs = decodeMs
      result.report.decodedAs = picture.read
      const out = { ...result, original: picture.original, reducedDecode: picture.reduced }
      return Comlink.transfer(out, [out.bytes.buffer as ArrayBuffer])
    },
  }
}

export type ImagingWorkerApi = ReturnType<typeof createWorkerApi>

/**
 * What the page lends a job, as Comlink proxies (each passed as an argument of its own: Comlink proxies
 * arguments, not the members of one): probe batches and single encodes on the pool's other workers, and
 * progress reports.
 */
interface Helpers {
  probe?: ProbeSizes | undefined
  encodeAside?: EncodeJpeg | undefined
  onProgress?: ((progress: CompressProgress) => void) | undefined
}

// A Comlink proxy holds a MessagePort open until released; plain functions (main-thread fallback) have none.
function releaseAll(helpers: Helpers): void {
  for (const fn of Object.values(helpers)) release(fn)
}

function release(fn: unknown): void {
  const releaser = (fn as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy]
  if (typeof releaser === 'function') releaser.call(fn)
}

/**
 * The decoded picture, or the copy the engine searches from instead (decode-plan.ts `startingPicture`, as
 * the Node API does): the full pixels are no longer referenced once a copy is chosen.
 */
async function readPicture(
  decoded: DecodedImage,
  targetKB: number,
  options: WorkerCompressOptions,
  codecs: EngineCodecs,
): Promise<{ image: RasterImage; original: Size; reduced: boolean; read: DecodeRead }> {
  const plan = decoded.reduced
    ? undefined
    : copyPlan(targetKB, options.tuning, options.unit)(decoded.original)
  const copy = await startingPicture(decoded.image, plan, codecs.resize)
  const { original, reduced } = decoded
  return copy
    ? { image: copy, original, reduced, read: 'copy' }
    : { image: decoded.image, original, reduced, read: 'full' }
}

import { COMPRESSION, fileSizeBytes } from '@vps/specs'
import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, DecodeJpeg, EncodeJpeg, RasterImage } from '../types.ts'
import { ExportVerificationError } from './errors.ts'
import { type EncodeAt, encodeAtQualities } from './file-fit.ts'
import type { PhotoFrame } from './frame.ts'
import { isWellFormedJpeg, padWithComments, readJfifDensity } from './jfif.ts'
import { EXPORT_TUNING } from './options.ts'
import { sha256Hex } from './sha256.ts'

export interface ExportOptions {
  /** The codec layer's JPEG encoder and decoder (mozjpeg); the decoder re-reads the file for the checks. */
  codecs: { encode: EncodeJpeg; decode: DecodeJpeg }
  /** The plan the checks made for this render (planFile), so the download encodes nothing again. */
  plan?: FilePlan
  signal?: AbortSignalLike
}

export interface ExportReport {
  /** Pixel size decoded back from the file. */
  width: number
  height: number
  bytes: number
  /** bytes / 1024. */
  kb: number
  /** mozjpeg quality used, 1-100. */
  quality: number
  /** Dots per inch read back from the JFIF header (0 if none). */
  dpi: number
  padded: boolean
  /** Bytes of COM padding added to reach the minimum size. */
  paddingBytes: number
  /** Full encodes the quality search ran. */
  encodes: number
  /**
   * The document's KB window, and the bytes it allows: a cap of M KB is M x 1,000 bytes and a floor of N KB
   * N x 1,024 (`fileSizeBytes`), so the file passes a validator that counts either way.
   */
  window: { minKb: number | null; maxKb: number; minBytes: number; maxBytes: number }
  fileName: string
  /**
   * SHA-256 of the file's bytes, lower-case hex: the receipt names it so the file can be matched to it.
   * Null on a page without Web Crypto (plain http on a network address).
   */
  sha256: string | null
  checks: { format: boolean; dimensions: boolean; fileSize: boolean; dpi: boolean }
}

export interface ExportResult {
  bytes: Uint8Array
  report: ExportReport
}

/**
 * The download: the rendered frame (renderPlacement at the document's pixel size, on its background) as a
 * JPEG with the document's dpi in its JFIF header and a size inside its window, read the strict way (a cap of
 * M KB is M x 1,000 bytes, a floor of N KB N x 1,024: fileSizeBytes):
 * - the highest quality whose file is at or under the cap (planFile: an interpolated search over mozjpeg's
 *   5-100; size rises with quality);
 * - if even that stays under the floor, COM segments pad it up to the floor (pixels unchanged).
 * Then the bytes are decoded again and pixel size, KB window, dpi and format are re-checked. Throws
 * ExportVerificationError (with the report) when any check fails: only a file that passes reaches the visitor.
 */
export async function exportPhoto(
  rendered: RasterImage,
  frame: PhotoFrame,
  options: ExportOptions,
): Promise<ExportResult> {
  const { codecs, signal } = options
  const planned =
    options.plan ?? (await planFile(frame, encodeAtQualities(rendered, frame.dpi, codecs.encode, signal)))
  const { encoded: best, quality, encodes } = planned
  const minBytes = fileSizeBytes(frame.fileSizeKb).min
  const bytes =
    best.length < minBytes ? padWithComments(best, minBytes, EXPORT_TUNING.maxCommentPayload) : best
  throwIfAborted(signal)
  const report = await verify(bytes, frame, codecs.decode, {
    quality,
    encodes,
    paddingBytes: bytes.length - best.length,
  })
  if (Object.values(report.checks).some((pass) => !pass)) throw new ExportVerificationError(report)
  return { bytes, report }
}

/**
 * The file a render makes (the download's first steps, before padding): the highest quality whose JPEG, with
 * the document's dpi in its header, is at or under the document's cap. The checks run it too, so the File
 * size row states the file the visitor will save, padding included; the download then reuses it.
 */
export interface FilePlan {
  /** The encoded JPEG, dpi set, before any padding. */
  encoded: Uint8Array
  quality: number
  /** Full encodes the search ran. */
  encodes: number
  /** Bytes of empty comment padding the download adds to reach the floor; 0 without one. */
  paddingBytes: number
  /** The saved file's size, padding included. */
  bytes: number
}

export async function planFile(
  frame: PhotoFrame,
  encodes: { encodeAt: EncodeAt; count: () => number },
): Promise<FilePlan> {
  const window = fileSizeBytes(frame.fileSizeKb)
  const { qualityMin, qualityMax } = EXPORT_TUNING
  const quality = await highestFittingQuality(encodes.encodeAt, window.max, qualityMin, qualityMax)
  const encoded = await encodes.encodeAt(quality)
  const paddingBytes = Math.max(0, window.min - encoded.length)
  return { encoded, quality, encodes: encodes.count(), paddingBytes, bytes: encoded.length + paddingBytes }
}

/**
 * The highest integer quality in [min, max] whose file is at most `maxBytes` (or `min` when none is). Size
 * grows smoothly with quality, roughly linearly in log(size), so each probe interpolates log size between
 * the closest known qualities on either side (extrapolating with EXPORT_TUNING.logBytesPerQuality until
 * one side is known) and the bracket usually closes in 2-4 encodes instead of binary search's 7.
 */
async function highestFittingQuality(
  encodeAt: (quality: number) => Promise<Uint8Array>,
  maxBytes: number,
  min: number,
  max: number,
): Promise<number> {
  const size = new Map<number, number>()
  const probe = async (q: number) => {
    const n = (await encodeAt(q)).length
    size.set(q, n)
    return n <= maxBytes
  }
  if (await probe(max)) return max
  let lo = min - 1 // highest quality known to fit (min - 1: none yet)
  let hi = max // lowest quality known not to fit
  const target = Math.log(maxBytes)
  while (hi - lo > 1) {
    const hiLog = Math.log(size.get(hi) as number)
    const guess =
      lo < min
        ? hi - (hiLog - target) / EXPORT_TUNING.logBytesPerQuality
        : lo +
          ((target - Math.log(size.get(lo) as number)) / (hiLog - Math.log(size.get(lo) as number))) *
            (hi - lo)
    // Stay strictly inside the bracket; lean low so a fit (which ends the search sooner) is likelier.
    const q = Math.min(hi - 1, Math.max(lo + 1, Math.floor(guess)))
    if (await probe(q)) lo = q
    else hi = q
    if (lo < min && hi === min) return min
  }
  return Math.max(min, lo)
}

/** Decodes the file again and checks what the page promises: format, pixel size, KB window and dpi. */
export async function verify(
  bytes: Uint8Array,
  frame: PhotoFrame,
  decode: DecodeJpeg,
  meta: { quality: number; encodes: number; paddingBytes: number },
): Promise<ExportReport> {
  const perKb = COMPRESSION.bytesPerKb
  const allowed = fileSizeBytes(frame.fileSizeKb)
  let width = 0
  let height = 0
  let decodes = true
  try {
    const image = await decode(bytes)
    width = image.width
    height = image.height
  } catch {
    decodes = false
  }
  const density = (() => {
    try {
      return readJfifDensity(bytes)
    } catch {
      return null
    }
  })()
  const dpi = density && density.units === 1 && density.x === density.y ? density.x : 0
  return {
    width,
    height,
    bytes: bytes.length,
    kb: bytes.length / perKb,
    quality: meta.quality,
    dpi,
    padded: meta.paddingBytes > 0,
    paddingBytes: meta.paddingBytes,
    encodes: meta.encodes,
    window: {
      minKb: frame.fileSizeKb.min,
      maxKb: frame.fileSizeKb.max,
      minBytes: allowed.min,
      maxBytes: allowed.max,
    },
    fileName: frame.fileName,
    sha256: await sha256Hex(bytes),
    checks: {
      format: decodes && isWellFormedJpeg(bytes),
      dimensions: width === frame.width && height === frame.height,
      fileSize: bytes.length >= allowed.min && bytes.length <= allowed.max,
      dpi: dpi === frame.dpi,
    },
  }
}

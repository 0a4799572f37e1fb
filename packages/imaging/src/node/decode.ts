import { readFile } from 'node:fs/promises'
import { fileFormatOf } from '@vps/specs'
import { decodeCmykJpeg } from '../codecs/decode-cmyk.ts'
import { decodeJpeg } from '../codecs/jsquash.ts'
import { ImageDecodeError, unsupportedFileMessage } from '../errors.ts'
import { detectFormat, readImageDimensions } from '../formats/dimensions.ts'
import { readExifOrientation } from '../formats/exif.ts'
import { isHeif } from '../formats/heif.ts'
import { assertCompleteImage } from '../formats/integrity.ts'
import { isFourComponentJpeg } from '../formats/jpeg-segments.ts'
import { assertDecodable } from '../guard.ts'
import { IMAGE_LIMITS } from '../options.ts'
import { flattenOnWhite } from '../pixels/flatten.ts'
import { applyOrientation } from '../pixels/orientation.ts'
import type { RasterImage } from '../types.ts'
import { compileWasm, initCodecsFromNodeModules, WASM_FILES } from './codecs.ts'

export interface NodeDecodeOptions {
  /** Pixel guard checked on the header before decoding; default 50 MP. */
  maxPixels?: number
}

/**
 * Decodes a JPEG, PNG, WEBP or HEIC/HEIF file (path or bytes) as the browser adapter would: EXIF orientation applied,
 * alpha flattened onto white, a 50 MP guard, and ImageDecodeError for anything corrupt or truncated.
 * For tests and benchmarks (the site decodes in the browser).
 */
export async function decodeFile(
  input: string | Uint8Array,
  options: NodeDecodeOptions = {},
): Promise<RasterImage> {
  const bytes = typeof input === 'string' ? new Uint8Array(await readFile(input)) : input
  const maxPixels = options.maxPixels ?? IMAGE_LIMITS.maxPixels
  if (isHeif(bytes)) {
    const { decodeHeif } = await import('../codecs/heif.ts')
    const libheif = () => import('libheif-js/libheif-wasm/libheif-bundle.mjs')
    return flattenOnWhite(await decodeHeif(bytes, maxPixels, libheif))
  }
  assertCompleteImage(bytes)
  const header = readImageDimensions(bytes)
  if (header) assertDecodable(header, maxPixels)
  const stored = await decodeStored(bytes, maxPixels)
  const oriented = applyOrientation(stored, readExifOrientation(bytes))
  return flattenOnWhite(oriented)
}

async function decodeStored(bytes: Uint8Array, maxPixels: number): Promise<RasterImage> {
  const format = detectFormat(bytes)
  if (format === 'jpeg' && isFourComponentJpeg(bytes)) return decodeCmykJpeg(bytes, maxPixels)
  if (format === 'jpeg') {
    await initCodecsFromNodeModules()
    return decodeJpeg(bytes)
  }
  if (format === 'png') return decodePng(bytes)
  if (format === 'webp') return decodeWebp(bytes)
  throw new ImageDecodeError(unsupportedFileMessage(fileFormatOf(bytes)))
}

let pngReady: Promise<unknown> | undefined
async function decodePng(bytes: Uint8Array): Promise<RasterImage> {
  const png = await import('@jsquash/png/decode.js')
  pngReady ??= compileWasm(WASM_FILES.png).then((m) => png.init(m))
  await pngReady
  try {
    const out = await png.decode(bytes.slice().buffer)
    return { data: out.data, width: out.width, height: out.height }
  } catch (cause) {
    throw new ImageDecodeError('The PNG could not be decoded', { cause })
  }
}

let webpReady: Promise<unknown> | undefined
async function decodeWebp(bytes: Uint8Array): Promise<RasterImage> {
  const webp = await import('@jsquash/webp/decode.js')
  // Same mismatch as @jsquash/jpeg: the .d.ts omits the module argument the code takes.
  const init = webp.init as unknown as (module: WebAssembly.Module) => Promise<void>
  webpReady ??= compileWasm(WASM_FILES.webpDecode).then((m) => init(m))
  await webpReady
  try {
    const out = await webp.default(bytes.slice().buffer)
    return { data: out.data, width: out.width, height: out.height }
  } catch (cause) {
    throw new ImageDecodeError('The WEBP could not be decoded', { cause })
  }
}

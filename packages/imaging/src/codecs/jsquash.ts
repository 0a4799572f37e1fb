// mozjpeg (encode, decode) from jSquash, initialised lazily once per thread from
// WebAssembly modules handed in by the adapter: Node compiles the package files, the browser compiles the
// URLs Vite emits. jSquash's own fallback would fetch a file: URL in Node and fail with 'fetch failed'.
// Compiles with both the browser and the Node configuration: no DOM, no node: imports.
import decodeJpegWasm, { init as initJpegDecode } from '@jsquash/jpeg/decode.js'
import encodeJpegWasm, { init as initJpegEncode } from '@jsquash/jpeg/encode.js'
import { ImageDecodeError } from '../errors.ts'
import { JPEG_ENCODER, MOZJPEG_DEFAULT_QUANT_TABLE } from '../options.ts'
import type { JpegSettings, RasterImage } from '../types.ts'

/** A compiled module, or a function that produces one (called once, on first use). */
export type WasmSource = WebAssembly.Module | (() => Promise<WebAssembly.Module>)

export interface CodecModuleSources {
  jpegEncode?: WasmSource
  jpegDecode?: WasmSource
  resize?: WasmSource
}

// The .d.ts of @jsquash/jpeg 1.6.0 declares init(moduleOptionOverrides?), but the code takes
// init(wasmModule, overrides?): cast to what it really is.
type EmscriptenInit = (module: WebAssembly.Module) => Promise<void>
export type RasterLike = { data: Uint8ClampedArray; width: number; height: number }

const sources: CodecModuleSources = {}
const ready: { encode?: Promise<void>; decode?: Promise<void> } = {}

/** Hands in where the WASM modules come from. Call before the first encode; later calls replace sources not yet used. */
export function provideCodecModules(next: CodecModuleSources): void {
  Object.assign(sources, next)
}

export async function loadWasm(name: keyof CodecModuleSources): Promise<WebAssembly.Module> {
  const source = sources[name]
  if (!source)
    throw new Error(
      `No WebAssembly module for ${name}: call provideCodecModules (or an adapter's init) first`,
    )
  return typeof source === 'function' ? source() : source
}

function encoderReady(): Promise<void> {
  ready.encode ??= loadWasm('jpegEncode').then((m) => (initJpegEncode as unknown as EmscriptenInit)(m))
  return ready.encode
}

function decoderReady(): Promise<void> {
  ready.decode ??= loadWasm('jpegDecode').then((m) => (initJpegDecode as unknown as EmscriptenInit)(m))
  return ready.decode
}

/** Initialises the encoder and decoder now (a worker does this while the page is still reading the file). */
export async function warmUpJpeg(): Promise<void> {
  await Promise.all([encoderReady(), decoderReady()])
}

/** mozjpeg with the engine's fixed settings; chroma subsampling is always explicit (never auto). */
export async function encodeJpeg(image: RasterImage, settings: JpegSettings): Promise<Uint8Array> {
  await encoderReady()
  const encode = encodeJpegWasm as unknown as (data: RasterLike, options: object) => Promise<ArrayBuffer>
  const buffer = await encode(image, {
    quality: settings.quality,
    chroma_quality: settings.chromaQuality,
    separate_chroma_quality: true,
    // auto_subsample switches 4:2:0 → 4:2:2 at quality 80 and → 4:4:4 at 90 (+36 % size): the size curve
    // would jump under the search. 2 means 2x2 luma blocks per chroma block (4:2:0); 1 means 4:4:4.
    auto_subsample: false,
    chroma_subsample: settings.subsampling === '4:4:4' ? 1 : 2,
    baseline: JPEG_ENCODER.forceBaseline,
    progressive: JPEG_ENCODER.progressive,
    optimize_coding: JPEG_ENCODER.optimizeCoding,
    arithmetic: false,
    smoothing: settings.smoothing ?? 0,
    color_space: 3, // YCbCr
    quant_table: settings.quantTable ?? MOZJPEG_DEFAULT_QUANT_TABLE,
    trellis_multipass: false,
    trellis_opt_zero: false,
    trellis_opt_table: false,
    trellis_loops: 1,
  })
  return new Uint8Array(buffer)
}

/** Decodes a JPEG to RGBA (stored orientation: EXIF is not applied here). */
export async function decodeJpeg(bytes: Uint8Array): Promise<RasterImage> {
  await decoderReady()
  const decode = decodeJpegWasm as unknown as (buffer: ArrayBuffer) => Promise<RasterLike>
  try {
    const copy = bytes.slice().buffer
    const out = await decode(copy)
    return { data: out.data, width: out.width, height: out.height }
  } catch (cause) {
    // libjpeg exits the emscripten program on fatal errors (e.g. CMYK, which it cannot convert to RGBA):
    // start from a fresh instance next time rather than trust the old one.
    ready.decode = undefined
    throw new ImageDecodeError('The JPEG could not be decoded', { cause })
  }
}

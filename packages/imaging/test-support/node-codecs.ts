// Test support (Node only): the engine's own JPEG codecs (codecs/jsquash.ts, with the production encoder
// settings) and a PNG decoder and encoder for the fixtures, initialised from the packages' own .wasm files
// (jSquash's glue would otherwise fetch a file: URL and fail).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import decodePngWasm, { init as initPngDecode } from '@jsquash/png/decode.js'
import encodePngWasm, { init as initPngEncode } from '@jsquash/png/encode.js'
import { decodeJpeg as decodeJpegEngine, encodeJpeg as encodeJpegEngine } from '../src/codecs/jsquash.ts'
import { initCodecsFromNodeModules } from '../src/node/codecs.ts'
import type { JpegSettings, RasterImage } from '../src/types.ts'

const require = createRequire(import.meta.url)
// WebAssembly's types come with the DOM library, which the Node compile leaves out: reach it untyped.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } })
  .WebAssembly
const compile = async (spec: string) => wasm.compile(await readFile(require.resolve(spec)))

type InitWithModule = (module: object) => Promise<unknown>

let ready: Promise<void> | null = null

/** Compiles and initialises the JPEG and PNG codecs once per test file. */
export function initNodeCodecs(): Promise<void> {
  ready ??= (async () => {
    await initCodecsFromNodeModules()
    // The .d.ts files declare init(overrides?), but the JS takes the compiled module first.
    await (initPngDecode as unknown as InitWithModule)(
      await compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
    )
    await (initPngEncode as unknown as InitWithModule)(
      await compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
    )
  })()
  return ready
}

const toRaster = (img: { data: Uint8ClampedArray; width: number; height: number }): RasterImage => ({
  data: new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length),
  width: img.width,
  height: img.height,
})

const arrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

export async function decodeJpeg(bytes: Uint8Array): Promise<RasterImage> {
  await initNodeCodecs()
  return decodeJpegEngine(bytes)
}

/** Decodes a JPEG or PNG file's bytes (by magic number) to RGBA; grey and 16-bit PNGs come out as RGBA8. */
export async function decodeImage(bytes: Uint8Array): Promise<RasterImage> {
  await initNodeCodecs()
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return toRaster(await decodePngWasm(arrayBuffer(bytes)))
  return decodeJpeg(bytes)
}

/** The engine's mozjpeg encode, with the production settings (codecs/jsquash.ts). */
export async function encodeJpeg(image: RasterImage, settings: JpegSettings): Promise<Uint8Array> {
  await initNodeCodecs()
  return encodeJpegEngine(image, settings)
}

export async function encodePng(image: RasterImage): Promise<Uint8Array> {
  await initNodeCodecs()
  return new Uint8Array(await encodePngWasm(image as unknown as Parameters<typeof encodePngWasm>[0]))
}

export const nodeCodecs = { encode: encodeJpeg, decode: decodeJpeg }

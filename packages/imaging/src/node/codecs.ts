import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { decodeJpeg, encodeJpeg, provideCodecModules } from '../codecs/jsquash.ts'
import { resizeExact } from '../codecs/resize-exact.ts'
import type { EngineCodecs } from '../types.ts'

const require = createRequire(import.meta.url)

// jSquash packages have no "exports" map, so their .wasm files resolve as plain paths.
export const WASM_FILES = {
  jpegEncode: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  jpegDecode: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  resize: '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm',
  png: '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  webpDecode: '@jsquash/webp/codec/dec/webp_dec.wasm',
} as const

// @types/node 20 declares WebAssembly's types but not the global object (lib.dom does); Node has it at run time.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly

const compiled = new Map<string, Promise<WebAssembly.Module>>()

/** Compiles a package's .wasm from node_modules once per process (Node cannot fetch the file: URL jSquash uses). */
export function compileWasm(spec: string): Promise<WebAssembly.Module> {
  let module = compiled.get(spec)
  if (!module) {
    module = readFile(require.resolve(spec)).then((bytes) => wasm.compile(bytes))
    compiled.set(spec, module)
  }
  return module
}

/**
 * Hands the jpeg and resize modules, compiled from node_modules, to the codec layer. Compilation happens on
 * first use; awaiting this compiles them now (about 50 ms).
 */
export async function initCodecsFromNodeModules(): Promise<void> {
  provideCodecModules({
    jpegEncode: () => compileWasm(WASM_FILES.jpegEncode),
    jpegDecode: () => compileWasm(WASM_FILES.jpegDecode),
    resize: () => compileWasm(WASM_FILES.resize),
  })
  await Promise.all([compileWasm(WASM_FILES.jpegEncode), compileWasm(WASM_FILES.jpegDecode)])
}

/** The engine's one resize (codecs/resize-exact.ts), under the name the Node API has exported. */
export const resizeForNode = resizeExact

/** The engine's codecs in Node: mozjpeg from jSquash, resize as above. */
export const nodeCodecs: EngineCodecs = {
  encode: encodeJpeg,
  decode: decodeJpeg,
  resize: resizeExact,
}

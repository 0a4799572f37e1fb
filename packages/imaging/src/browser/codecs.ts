import jpegDecodeUrl from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url'
import jpegEncodeUrl from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url'
import resizeUrl from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?url'
import { decodeJpeg, encodeJpeg, provideCodecModules, warmUpJpeg } from '../codecs/jsquash.ts'
import { resizeExact } from '../codecs/resize-exact.ts'
import type { EngineCodecs } from '../types.ts'

async function compileFromUrl(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url))
  } catch {
    // compileStreaming needs the server to send application/wasm; fall back to compiling the bytes.
    const response = await fetch(url)
    if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`)
    return WebAssembly.compile(await response.arrayBuffer())
  }
}

let provided = false

/**
 * Points the codecs at the .wasm files Vite emitted. Idempotent; each module is fetched and compiled once
 * per thread, on first use (or now, with `warm`).
 */
export async function initBrowserCodecs(options: { warm?: boolean } = {}): Promise<void> {
  if (!provided) {
    provideCodecModules({
      jpegEncode: () => compileFromUrl(jpegEncodeUrl),
      jpegDecode: () => compileFromUrl(jpegDecodeUrl),
      resize: () => compileFromUrl(resizeUrl),
    })
    provided = true
  }
  if (options.warm) await warmUpJpeg()
}

/**
 * The engine's codecs in a browser thread: mozjpeg and the resize from WASM, as in Node, so that the page and
 * the Node API make the same file (the browser's own resampler differs from it by up to 12 % a side in size).
 */
export const browserCodecs: EngineCodecs = {
  encode: encodeJpeg,
  decode: decodeJpeg,
  resize: resizeExact,
}

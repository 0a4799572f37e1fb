import jpegDecodeUrl from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?url'
import jpegEncodeUrl from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?url'
import { decodeJpeg, encodeJpeg, provideCodecModules, warmUpJpeg } from '../codecs/jsquash.ts'
import { boxResize } from '../pixels/box-resize.ts'
import type { EngineCodecs, RasterImage } from '../types.ts'
import { drawToRaster } from './canvas.ts'

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
    })
    provided = true
  }
  if (options.warm) await warmUpJpeg()
}

/**
 * Downscale with the browser's own resampler: createImageBitmap with resize options, drawn to an
 * OffscreenCanvas (~25 ms for 24 → 12 MP in Chromium, where WASM lanczos takes 6-9 s). Where that is
 * missing (no OffscreenCanvas in this worker), the plain-JS area average does it.
 */
export async function resizeInBrowser(
  image: RasterImage,
  width: number,
  height: number,
): Promise<RasterImage> {
  if (width === image.width && height === image.height) return image
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') {
    return boxResize(image, width, height)
  }
  const source = new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height)
  const bitmap = await createImageBitmap(source, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  })
  try {
    return drawToRaster(bitmap, width, height)
  } finally {
    bitmap.close()
  }
}

/** The engine's codecs in a browser thread: mozjpeg from WASM, resize from the browser. */
export const browserCodecs: EngineCodecs = {
  encode: encodeJpeg,
  decode: decodeJpeg,
  resize: resizeInBrowser,
}

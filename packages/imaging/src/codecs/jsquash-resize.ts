// Squoosh's lanczos3 from jSquash's resize package, the same WebAssembly in Node and in the page's workers,
// so that a resize gives the same pixels in both (issue #53: one engine). The wasm-bindgen glue is called
// directly: the package's index also imports its hqx and magic-kernel glue, which the engine never uses,
// and wraps the result in ImageData, which Node lacks.
import initResizeGlue, { resize as resizeGlue } from '@jsquash/resize/lib/resize/pkg/squoosh_resize.js'
import type { RasterImage } from '../types.ts'
import { loadWasm } from './jsquash.ts'

let ready: Promise<unknown> | undefined

function resizeReady(): Promise<unknown> {
  ready ??= loadWasm('resize').then((module) => initResizeGlue(module))
  return ready
}

// The glue's filter index: triangle, catrom, mitchell, lanczos3.
const LANCZOS3 = 3

/**
 * Lanczos3 in sRGB, without premultiplying (the engine's rasters are opaque by then). Slow on full camera
 * photos (seconds for 24 MP): resizeExact box-averages first.
 */
export async function resizeWithWasm(
  image: RasterImage,
  width: number,
  height: number,
): Promise<RasterImage> {
  await resizeReady()
  const pixels = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength)
  const out = resizeGlue(pixels, image.width, image.height, width, height, LANCZOS3, false, false)
  return { data: out, width, height }
}

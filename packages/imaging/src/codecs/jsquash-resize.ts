// Squoosh's resize from jSquash: Node only. The browser resizes with createImageBitmap / drawImage, and
// keeping this import out of the browser graph keeps its WASM files out of the Vite build.
import resizeWasm, { initResize } from '@jsquash/resize'
import type { RasterImage } from '../types.ts'
import { loadWasm, type RasterLike } from './jsquash.ts'

let ready: Promise<void> | undefined

function resizeReady(): Promise<void> {
  ready ??= loadWasm('resize').then(async (m) => {
    await initResize(m)
  })
  return ready
}

/**
 * Squoosh's resize (lanczos3 in sRGB). Slow on full camera photos (seconds for 24 MP), so the Node adapter
 * box-averages first and the browser uses its own resize.
 */
export async function resizeWithWasm(
  image: RasterImage,
  width: number,
  height: number,
): Promise<RasterImage> {
  await resizeReady()
  const resize = resizeWasm as unknown as (data: RasterLike, options: object) => Promise<RasterLike>
  // The glue reads data.buffer whole: hand it a tight copy if the view is a window on a larger buffer.
  const tight =
    image.data.byteOffset === 0 && image.data.byteLength === image.data.buffer.byteLength
      ? image
      : { ...image, data: new Uint8ClampedArray(image.data) }
  const out = await resize(tight, {
    width,
    height,
    method: 'lanczos3',
    fitMethod: 'stretch',
    premultiply: false,
    linearRGB: false,
  })
  return { data: out.data, width: out.width, height: out.height }
}

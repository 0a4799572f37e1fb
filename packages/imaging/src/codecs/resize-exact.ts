// The engine's one resize, in Node and in the page's workers alike (issue #53: the same input and target give
// the same bytes in both). Plain JS and WebAssembly only: no canvas, whose resampler differs by browser,
// version and GPU.
import { boxDownsampleBy, boxResize } from '../pixels/box-resize.ts'
import type { RasterImage } from '../types.ts'
import { resizeWithWasm } from './jsquash-resize.ts'

/**
 * Average whole k x k blocks in JS (k the largest whole factor that keeps the image at least the target
 * size), then lanczos3 in WASM for the rest, which is then less than 2x. Lanczos on a full 24 MP photo takes
 * seconds; on the block-averaged copy it takes a fraction of that, with the same look (the block step only
 * removes detail the final size cannot hold). Under 2x, the area-averaging box does it alone. Measured in
 * docs/compress-engine.md ("One resize").
 */
export async function resizeExact(image: RasterImage, width: number, height: number): Promise<RasterImage> {
  if (width === image.width && height === image.height) return image
  if (width > image.width || height > image.height) return resizeWithWasm(image, width, height)
  const k = Math.floor(Math.min(image.width / width, image.height / height))
  if (k < 2) return boxResize(image, width, height)
  const blocks = boxDownsampleBy(image, k)
  if (blocks.width === width && blocks.height === height) return blocks
  return resizeWithWasm(blocks, width, height)
}

import type { RasterImage, Size } from '../types.ts'
import { drawToRaster } from './canvas.ts'

// Planned in the engine (engine/decode-plan.ts); read here.
export { scaledJpegSize } from '../engine/decode-plan.ts'

/**
 * A JPEG decoded at `size`, an n/8 of its own (scaledJpegSize), without decoding every pixel: WebCodecs'
 * ImageDecoder has libjpeg run a smaller inverse DCT per block, which averages each block as a box filter
 * would. EXIF orientation and colour profiles are applied as for an image. On a 16 MP photo, ~100 ms
 * against ~250 ms for a full decode and a copy drawn from it, and sharper than that copy: Chromium shrinks
 * by more than 2x through mipmaps. A decoder that ignores the wanted size (`scaled: false`) gives a larger
 * frame of the same shape, drawn down to `size` as a copy would be. Undefined where ImageDecoder is missing
 * (Safari, older browsers), fails, or gives a frame of another shape: the caller decodes in full.
 */
export async function readScaledJpeg(
  bytes: Uint8Array,
  size: Size,
): Promise<{ image: RasterImage; scaled: boolean } | undefined> {
  if (typeof ImageDecoder !== 'function') return undefined
  try {
    // Chromium picks the largest n/8 whose area fits in the desired size's: asking for n/8 gets n/8.
    const decoder = new ImageDecoder({
      data: bytes,
      type: 'image/jpeg',
      desiredWidth: size.width,
      desiredHeight: size.height,
    })
    try {
      const { image: frame } = await decoder.decode()
      try {
        const { displayWidth: width, displayHeight: height } = frame
        const sameShape = Math.abs(width * size.height - height * size.width) < Math.max(width, height)
        if (width < size.width || height < size.height || !sameShape) return undefined
        const bitmap = await createImageBitmap(frame)
        try {
          const image = drawToRaster(bitmap, size.width, size.height)
          return { image, scaled: width === size.width && height === size.height }
        } finally {
          bitmap.close()
        }
      } finally {
        frame.close()
      }
    } finally {
      decoder.close()
    }
  } catch {
    return undefined
  }
}

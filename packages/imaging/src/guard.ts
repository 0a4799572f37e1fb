import { ImageTooLargeError } from './errors.ts'
import { IMAGE_LIMITS } from './options.ts'
import type { Size } from './types.ts'

/**
 * Throws ImageTooLargeError (with a message the page can show) when width x height exceeds `maxPixels`
 * (50 MP by default). Call it on the header's dimensions before decoding, and again on decoded pixels.
 */
export function assertDecodable(size: Size, maxPixels: number = IMAGE_LIMITS.maxPixels): void {
  if (!(size.width > 0 && size.height > 0))
    throw new RangeError(`invalid image size ${size.width}x${size.height}`)
  if (size.width * size.height > maxPixels) throw new ImageTooLargeError(size.width, size.height, maxPixels)
}

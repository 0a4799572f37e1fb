import { type Mosaic, type MosaicLayout, mosaicTiles } from '../engine/mosaic.ts'
import { ImageDecodeError } from '../errors.ts'
import { detectFormat, readImageDimensions } from '../formats/dimensions.ts'
import { assertCompleteImage } from '../formats/integrity.ts'
import { assertDecodable } from '../guard.ts'
import { IMAGE_LIMITS } from '../options.ts'
import { fitPixels } from '../pixels/box-resize.ts'
import { flattenOnWhite } from '../pixels/flatten.ts'
import type { RasterImage, Size } from '../types.ts'
import { CanvasUnavailableError, canvasContext, drawToRaster } from './canvas.ts'

export interface DecodeImageOptions {
  /** Refuse images with more pixels than this (ImageTooLargeError); default 50 MP. */
  maxPixels?: number
  /**
   * Given the displayed size, whether a smaller copy might do (undefined: read every pixel). The decoder
   * then draws the original's mosaic tiles from the decoded bitmap and asks `accept`; if it agrees, only a
   * copy of `size` is read back: on a 24 MP photo that saves a 96 MB buffer and ~100 ms.
   */
  copyFor?: (original: Size) => CopyPlan | undefined
}

export interface CopyPlan {
  /** The copy's size, if accepted. */
  size: Size
  layout: MosaicLayout
  accept: (originalMosaic: Mosaic) => boolean
}

export interface DecodedImage {
  /** Displayed pixels (EXIF orientation applied), alpha flattened onto white. */
  image: RasterImage
  /**
   * The displayed size of the file. Larger than `image` when `copyFor` chose a smaller copy, or when the
   * device could not hold it (`reduced`).
   */
  original: Size
  /** True when the device refused a full-size canvas and the image was decoded smaller. */
  reduced: boolean
}

/**
 * Decodes any image the browser can (JPEG, PNG, WEBP at least; also GIF, AVIF, BMP, HEIC where supported),
 * in a worker or on the page: createImageBitmap with `imageOrientation: 'from-image'` (EXIF applied; CMYK
 * JPEGs come out in their true colours), drawn to an OffscreenCanvas, read as RGBA, flattened onto white.
 *
 * Throws ImageDecodeError for a corrupt, truncated or non-image file (the page shows 'Error loading
 * image' - 'Please try a different image file.'), and ImageTooLargeError past `maxPixels`, checked on the
 * header before any pixel is allocated when the format is JPEG, PNG or WEBP.
 */
export async function decodeImageFile(file: Blob, options: DecodeImageOptions = {}): Promise<DecodedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_LIMITS.maxPixels
  const head = new Uint8Array(await file.arrayBuffer())
  if (detectFormat(head)) {
    // Browsers paint a truncated JPEG half grey rather than fail: refuse it here instead.
    assertCompleteImage(head)
    const header = readImageDimensions(head)
    if (header) assertDecodable(header, maxPixels)
  }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image', premultiplyAlpha: 'none' })
  } catch (cause) {
    throw new ImageDecodeError('The browser could not decode this image', { cause })
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height }
    assertDecodable(original, maxPixels)
    let raster: RasterImage
    let reduced = false
    const plan = options.copyFor?.(original)
    const copy = plan?.accept(drawMosaic(bitmap, plan.layout)) === true
    const size = plan && copy ? plan.size : original
    try {
      raster = drawToRaster(bitmap, size.width, size.height)
    } catch (error) {
      if (!(error instanceof CanvasUnavailableError) || typeof OffscreenCanvas === 'undefined') throw error
      // The device would not give a canvas this large: decode smaller rather than fail.
      const fallback = fitPixels(original, IMAGE_LIMITS.fallbackCanvasPixels)
      const smaller = await createImageBitmap(file, {
        imageOrientation: 'from-image',
        premultiplyAlpha: 'none',
        resizeWidth: fallback.width,
        resizeHeight: fallback.height,
        resizeQuality: 'high',
      })
      try {
        raster = drawToRaster(smaller, fallback.width, fallback.height)
        reduced = true
      } finally {
        smaller.close()
      }
    }
    return { image: flattenOnWhite(raster, { inPlace: true }), original, reduced }
  } finally {
    bitmap.close()
  }
}

// The original's mosaic, tile by tile from the bitmap at its own scale (integer rectangles: no resampling).
function drawMosaic(bitmap: ImageBitmap, layout: MosaicLayout): Mosaic {
  const { tile, cols, rows, fraction } = layout
  const width = cols * tile
  const height = rows * tile
  const ctx = canvasContext(width, height)
  for (const { sx, sy, dx, dy } of mosaicTiles(layout))
    ctx.drawImage(bitmap, sx, sy, tile, tile, dx, dy, tile, tile)
  const { data } = ctx.getImageData(0, 0, width, height)
  return { image: flattenOnWhite({ data, width, height }, { inPlace: true }), fraction, exact: false }
}

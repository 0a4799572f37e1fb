import libheifUrl from 'libheif-js/libheif-wasm/libheif-bundle.mjs?url'
import type { LibHeifModule } from '../codecs/heif.ts'
import { ImageDecodeError } from '../errors.ts'
import { detectFormat, readImageDimensions } from '../formats/dimensions.ts'
import { readExifOrientation } from '../formats/exif.ts'
import { isHeif } from '../formats/heif.ts'
import { assertCompleteImage } from '../formats/integrity.ts'
import { hasIccProfile, isFourComponentJpeg } from '../formats/jpeg-segments.ts'
import { assertDecodable } from '../guard.ts'
import { IMAGE_LIMITS } from '../options.ts'
import { fitPixels } from '../pixels/box-resize.ts'
import { flattenOnWhite } from '../pixels/flatten.ts'
import { applyOrientation } from '../pixels/orientation.ts'
import type { RasterImage, Size } from '../types.ts'
import { CanvasUnavailableError, drawToRaster } from './canvas.ts'

export interface DecodeImageOptions {
  /** Refuse images with more pixels than this (ImageTooLargeError); default 50 MP. */
  maxPixels?: number
}

export interface DecodedImage {
  /** Displayed pixels (EXIF orientation applied), alpha flattened onto white. */
  image: RasterImage
  /** The displayed size of the file. Larger than `image` when the device could not hold it (`reduced`). */
  original: Size
  /** True when the device refused a full-size canvas and the image was decoded smaller. */
  reduced: boolean
}

/**
 * Decodes any image the browser can (JPEG, PNG, WEBP at least; also GIF, AVIF, BMP), and HEIC/HEIF with
 * libheif, loaded only for such a file (Chromium and Firefox cannot decode HEIC; docs/heic.md),
 * in a worker or on the page: createImageBitmap with `imageOrientation: 'from-image'` (EXIF applied; CMYK
 * JPEGs come out in their true colours), drawn to an OffscreenCanvas, read as RGBA, flattened onto white
 * (a JPEG has no alpha to flatten). A CMYK JPEG without a colour profile is read by jpeg-js, as in Node.
 * Every pixel is read, as Node's decoder reads them: a smaller copy is made by the engine's own resize
 * (engine/decode-plan.ts `startingPicture`), never by the browser's scaled JPEG decode or its canvas, so
 * that the page's file is the Node API's.
 *
 * Throws ImageDecodeError for a corrupt, truncated or non-image file (the page shows 'Error loading
 * image' - 'Please try a different image file.'), and ImageTooLargeError past `maxPixels`, checked on the
 * header before any pixel is allocated when the format is JPEG, PNG or WEBP.
 */
export async function decodeImageFile(file: Blob, options: DecodeImageOptions = {}): Promise<DecodedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_LIMITS.maxPixels
  const head = new Uint8Array(await file.arrayBuffer())
  if (isHeif(head)) return decodeHeifFile(head, maxPixels)
  const format = detectFormat(head)
  // Browsers paint a truncated JPEG half grey rather than fail: refuse it here instead.
  if (format) assertCompleteImage(head)
  const header = format ? readImageDimensions(head) : null
  // A JPEG has no alpha channel: its pixels need no search for transparency (5-30 ms on a 4 MP photo).
  const flatten = (raster: RasterImage) =>
    format === 'jpeg' ? raster : flattenOnWhite(raster, { inPlace: true })
  if (header) assertDecodable(header, maxPixels)
  if (format === 'jpeg' && isFourComponentJpeg(head) && !hasIccProfile(head)) {
    return decodeCmykWithoutProfile(head, maxPixels)
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
    try {
      raster = drawToRaster(bitmap, original.width, original.height, { closeSource: true })
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
    return { image: flatten(raster), original, reduced }
  } finally {
    bitmap.close()
  }
}

// As Node reads it (codecs/decode-cmyk.ts), so that the page's file is the command line's.
async function decodeCmykWithoutProfile(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  const { decodeCmykJpeg } = await import('../codecs/decode-cmyk.ts')
  const image = applyOrientation(decodeCmykJpeg(bytes, maxPixels), readExifOrientation(bytes))
  return { image, original: { width: image.width, height: image.height }, reduced: false }
}

async function decodeHeifFile(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  const { decodeHeif } = await import('../codecs/heif.ts')
  // By URL: each bundle that decodes (the page and the two image workers) shares the one emitted file,
  // where importing the module would put a 1.9 MB copy into each.
  const libheif = () => import(/* @vite-ignore */ libheifUrl) as Promise<LibHeifModule>
  const image = flattenOnWhite(await decodeHeif(bytes, maxPixels, libheif), { inPlace: true })
  return { image, original: { width: image.width, height: image.height }, reduced: false }
}

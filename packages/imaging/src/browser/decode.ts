import libheifUrl from 'libheif-js/libheif-wasm/libheif-bundle.mjs?url'
import type { LibHeifModule } from '../codecs/heif.ts'
import type { CopyPlan } from '../engine/decode-plan.ts'
import type { DecodeRead } from '../engine/report.ts'
import { ImageDecodeError } from '../errors.ts'
import { detectFormat, readImageDimensions } from '../formats/dimensions.ts'
import { readExifOrientation } from '../formats/exif.ts'
import { isHeif } from '../formats/heif.ts'
import { assertCompleteImage } from '../formats/integrity.ts'
import { assertDecodable } from '../guard.ts'
import { IMAGE_LIMITS } from '../options.ts'
import { fitPixels } from '../pixels/box-resize.ts'
import { flattenOnWhite } from '../pixels/flatten.ts'
import { orientationSwapsAxes } from '../pixels/orientation.ts'
import type { RasterImage, Size } from '../types.ts'
import { CanvasUnavailableError, drawToRaster } from './canvas.ts'
import { readScaledJpeg } from './scaled-jpeg.ts'

export interface DecodeImageOptions {
  /** Refuse images with more pixels than this (ImageTooLargeError); default 50 MP. */
  maxPixels?: number
  /**
   * Given the displayed size, whether a smaller copy might do (undefined: read every pixel). The decoder
   * then reads a copy of `size` and asks `accept`; if it agrees, the copy is all that is read: on a 24 MP
   * photo that saves a 96 MB buffer and, for a JPEG decoded at a fraction of its size, ~150 ms.
   */
  copyFor?: (original: Size) => CopyPlan | undefined
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
  /** How the pixels were read: all of them, a copy drawn from them, or a JPEG decoded at n/8 (copyFor). */
  read: DecodeRead
}

/**
 * Decodes any image the browser can (JPEG, PNG, WEBP at least; also GIF, AVIF, BMP), and HEIC/HEIF with
 * libheif, loaded only for such a file (Chromium and Firefox cannot decode HEIC; docs/heic.md),
 * in a worker or on the page: createImageBitmap with `imageOrientation: 'from-image'` (EXIF applied; CMYK
 * JPEGs come out in their true colours), drawn to an OffscreenCanvas, read as RGBA, flattened onto white
 * (a JPEG has no alpha to flatten).
 * A copy (`copyFor`) of a JPEG is decoded straight at n/8 of its size where that fits (readScaledJpeg).
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
  let copyRefused = false
  if (header?.format === 'jpeg' && options.copyFor) {
    const shown = orientedSize(header, readExifOrientation(head))
    const plan = options.copyFor(shown)
    const copy = plan?.jpegSize ? await readScaledJpeg(head, plan.jpegSize) : undefined
    if (plan && copy) {
      const read = copy.scaled ? 'jpeg-eighths' : 'drawn-copy'
      if (plan.accept(copy.image)) return { image: copy.image, original: shown, reduced: false, read }
      copyRefused = true
    }
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
    const plan = copyRefused ? undefined : options.copyFor?.(original)
    if (plan) {
      const copy = flatten(drawToRaster(bitmap, plan.size.width, plan.size.height))
      if (plan.accept(copy)) return { image: copy, original, reduced: false, read: 'drawn-copy' }
    }
    let raster: RasterImage
    let reduced = false
    try {
      raster = drawToRaster(bitmap, original.width, original.height)
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
    return { image: flatten(raster), original, reduced, read: 'full' }
  } finally {
    bitmap.close()
  }
}

async function decodeHeifFile(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  const { decodeHeif } = await import('../codecs/heif.ts')
  // By URL: each bundle that decodes (the page and the two image workers) shares the one emitted file,
  // where importing the module would put a 1.9 MB copy into each.
  const libheif = () => import(/* @vite-ignore */ libheifUrl) as Promise<LibHeifModule>
  const image = flattenOnWhite(await decodeHeif(bytes, maxPixels, libheif), { inPlace: true })
  return { image, original: { width: image.width, height: image.height }, reduced: false, read: 'full' }
}

function orientedSize(stored: Size, orientation: number): Size {
  return orientationSwapsAxes(orientation) ? { width: stored.height, height: stored.width } : stored
}

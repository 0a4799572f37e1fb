import { prefilter, sampleAffine } from '../geometry/affine.ts'
import { parseHex, type Rgb } from '../pixels/colour.ts'
import type { RasterImage, Size } from '../types.ts'
import { frameToSource, type Placement, placementMatrix } from './placement.ts'

/**
 * The placed photo as pixels: a `frame`-sized raster with the image drawn by `placement` (bilinear, with
 * rotation) over `background`, which fills whatever the image does not cover. The single source of truth for
 * the preview, the compliance checks and the export: render the export at the country's pixel size, the
 * preview at the editor canvas's size.
 *
 * Large shrinks are area-averaged first (cached per image and zoom), since bilinear sampling alone aliases
 * past 2x: a 12 MP upload drawn into 413x531 would shimmer.
 */
export function renderPlacement(
  image: RasterImage,
  placement: Placement,
  frame: Size,
  background: string | Rgb,
): RasterImage {
  const width = Math.round(frame.width)
  const height = Math.round(frame.height)
  if (!(width > 0 && height > 0)) throw new RangeError(`invalid frame ${frame.width}x${frame.height}`)
  const bg = typeof background === 'string' ? parseHex(background) : background
  const { pixelsPerSourcePixel } = placementMatrix(image, placement, { width, height })
  const source = prefilter(image, pixelsPerSourcePixel)
  const m = frameToSource(image, placement, { width, height })
  // Source coordinates of the original → of the (possibly) downscaled copy.
  const toCopy = {
    a: m.a * source.factorX,
    b: m.b * source.factorX,
    c: m.c * source.factorX,
    d: m.d * source.factorY,
    e: m.e * source.factorY,
    f: m.f * source.factorY,
  }
  return sampleAffine(source.image, width, height, toCopy, bg)
}

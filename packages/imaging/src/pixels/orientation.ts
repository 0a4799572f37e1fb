import type { RasterImage } from '../types.ts'

/** EXIF orientations 5-8 swap width and height. */
export function orientationSwapsAxes(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8
}

/**
 * Turns stored pixels into displayed pixels for an EXIF orientation (1-8). Browsers do this inside
 * createImageBitmap with `imageOrientation: 'from-image'`; Node decoders hand out stored pixels, so the Node
 * adapter calls this. Orientation 1 or an unknown value returns the input unchanged.
 */
export function applyOrientation(image: RasterImage, orientation: number): RasterImage {
  if (!Number.isInteger(orientation) || orientation < 2 || orientation > 8) return image
  const { width: w, height: h } = image
  const swap = orientationSwapsAxes(orientation)
  const ow = swap ? h : w
  const oh = swap ? w : h
  // Whole pixels as 32-bit words: one load and store per pixel. Copy first if the view is not 4-byte aligned.
  const aligned = image.data.byteOffset % 4 === 0 ? image.data : new Uint8ClampedArray(image.data)
  const src = new Uint32Array(aligned.buffer, aligned.byteOffset, w * h)
  const out = new Uint32Array(ow * oh)
  const source = sourceIndex(orientation, w, h)
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) out[y * ow + x] = src[source(x, y)] as number
  }
  return { data: new Uint8ClampedArray(out.buffer), width: ow, height: oh }
}

// For an output pixel (x, y), the index of the stored pixel that shows there.
function sourceIndex(orientation: number, w: number, h: number): (x: number, y: number) => number {
  switch (orientation) {
    case 2: // mirrored left-right
      return (x, y) => y * w + (w - 1 - x)
    case 3: // rotated 180°
      return (x, y) => (h - 1 - y) * w + (w - 1 - x)
    case 4: // mirrored top-bottom
      return (x, y) => (h - 1 - y) * w + x
    case 5: // transposed
      return (x, y) => x * w + y
    case 6: // stored rotated 90° anticlockwise: turn clockwise
      return (x, y) => (h - 1 - x) * w + y
    case 7: // transversed
      return (x, y) => (h - 1 - x) * w + (w - 1 - y)
    default: // 8: stored rotated 90° clockwise: turn anticlockwise
      return (x, y) => x * w + (w - 1 - y)
  }
}

// Head covering (docs/photo-checks.md, "Head covering"): a hat, cap, scarf or fringe comes down over the
// forehead, where a bare head shows the same skin as the cheeks. Read in the levelled face crop: the share of
// a band across the upper forehead whose colour matches the cheeks'. A covering worn above the hairline is
// not seen, and the row says so.
import type { RasterImage } from '../../types.ts'
import type { FaceCrop } from './face-crop.ts'

/** The band, in eye distances above the eye line (the brows sit at about 0.35) and either side of the middle. */
const BAND = { from: 0.6, to: 0.9, halfWidth: 0.45 }
/** The cheeks: under each eye, in eye distances. */
const CHEEK = { from: 0.3, to: 0.6, halfWidth: 0.18 }
/** Skin like the cheeks: chromaticity within these of theirs, and luminance within this ratio (a shine or a
 * shadow on the forehead stays skin; hair, felt and cloth do not). */
const MATCH = { chroma: 0.035, minLuma: 0.6, maxLuma: 1.6 }

interface Colour {
  r: number
  g: number
  luma: number
}

const colourAt = (data: Uint8Array | Uint8ClampedArray, i: number): Colour => {
  const r = data[i] as number
  const g = data[i + 1] as number
  const b = data[i + 2] as number
  const sum = r + g + b || 1
  return { r: r / sum, g: g / sum, luma: 0.299 * r + 0.587 * g + 0.114 * b }
}

/** The share (0..1) of the upper forehead's pixels that look like the cheeks' skin; null off the crop. */
export function foreheadSkin(crop: FaceCrop): number | null {
  const { image, eyes } = crop
  const { right, left } = eyes
  const ied = Math.hypot(left.x - right.x, left.y - right.y)
  const eyeY = (right.y + left.y) / 2
  const midX = (right.x + left.x) / 2
  const cheeks: Colour[] = []
  for (const eye of [right, left])
    pixels(
      image,
      eye.x - CHEEK.halfWidth * ied,
      eye.y + CHEEK.from * ied,
      eye.x + CHEEK.halfWidth * ied,
      eye.y + CHEEK.to * ied,
      (c) => cheeks.push(c),
    )
  const band: Colour[] = []
  pixels(
    image,
    midX - BAND.halfWidth * ied,
    eyeY - BAND.to * ied,
    midX + BAND.halfWidth * ied,
    eyeY - BAND.from * ied,
    (c) => band.push(c),
  )
  if (cheeks.length < 20 || band.length < 20) return null
  const skin = {
    r: median(cheeks.map((c) => c.r)),
    g: median(cheeks.map((c) => c.g)),
    luma: median(cheeks.map((c) => c.luma)),
  }
  const like = band.filter(
    (c) =>
      Math.abs(c.r - skin.r) <= MATCH.chroma &&
      Math.abs(c.g - skin.g) <= MATCH.chroma &&
      c.luma >= MATCH.minLuma * skin.luma &&
      c.luma <= MATCH.maxLuma * Math.max(skin.luma, 1),
  )
  return like.length / band.length
}

function pixels(
  image: RasterImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  each: (c: Colour) => void,
) {
  for (let y = Math.max(0, Math.ceil(y0)); y < Math.min(image.height, Math.floor(y1)); y++)
    for (let x = Math.max(0, Math.ceil(x0)); x < Math.min(image.width, Math.floor(x1)); x++)
      each(colourAt(image.data, (y * image.width + x) * 4))
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1] as number
}

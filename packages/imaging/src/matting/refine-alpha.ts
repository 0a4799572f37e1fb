import { PERSON_INPUT_SIDE } from '../face/person-mask.ts'
import type { RasterImage } from '../types.ts'
import type { AlphaMatte, ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'
import { guidedFilter } from './guided-filter.ts'
import { localMeans } from './local-means.ts'
import { MATTING_TUNING, type MattingTuning } from './options.ts'
import { colourPlanes } from './planes.ts'

/** One mask pixel in image pixels: the refinement's length unit (MATTING_TUNING). */
export function maskPixel(width: number, height: number): number {
  return Math.max(width, height) / PERSON_INPUT_SIDE
}

/**
 * The person's alpha at the image's full resolution, from the raw (upsampled) mask: docs/background.md.
 * - Trimap: pixels more than `band` mask pixels from the mask's 0.5 contour keep its verdict, exactly 0 or 1
 *   (a shirt the colour of the wall stays opaque; the wall stays wall).
 * - In the band, each pixel's colour is placed on the line between the person's colour and the wall's
 *   colour nearby (local means of the sure pixels on each side): a strand of hair half over the wall is half
 *   way along it. Where the two colours are too close to tell apart (a white shirt on a white wall), the
 *   mask's own soft value is kept instead, blending between the two over `ambiguous`..`distinct`.
 * - A small colour guided filter then takes out the per-pixel noise of that reading along the photo's edges.
 */
export function refineAlpha(
  image: RasterImage | ColourPlanes,
  coarse: AlphaMatte,
  tuning: MattingTuning = MATTING_TUNING,
): AlphaMatte {
  const planes = 'data' in image ? colourPlanes(image) : image
  const { width, height } = coarse
  if (planes.width !== width || planes.height !== height) throw new RangeError('mask and image sizes differ')
  const n = width * height
  const unit = maskPixel(width, height)
  const px = (maskPixels: number) => Math.max(1, Math.round(maskPixels * unit))
  const hard = new Float32Array(n)
  for (let i = 0; i < n; i++) hard[i] = (coarse.data[i] as number) >= 0.5 ? 1 : 0
  // The fraction of person in the window: strictly between 0 and 1 exactly within `band` of the contour.
  const near = boxMean(hard, width, height, px(tuning.band))
  const surePerson = new Float32Array(n)
  const sureWall = new Float32Array(n)
  const inBand = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const m = near[i] as number
    if (m >= 1) surePerson[i] = 1
    else if (m <= 0) sureWall[i] = 1
    else inBand[i] = 1
  }
  const radii = tuning.colourRadii.map(px)
  const person = localMeans(planes, surePerson, radii, tuning.minShare, inBand)
  const wall = localMeans(planes, sureWall, radii, tuning.minShare, inBand)
  const colourAlpha = new Float32Array(n)
  const { ambiguous, distinct } = tuning
  for (let i = 0; i < n; i++) {
    const m = near[i] as number
    if (m <= 0 || m >= 1) {
      colourAlpha[i] = hard[i] as number
      continue
    }
    const dr = (person.r[i] as number) - (wall.r[i] as number)
    const dg = (person.g[i] as number) - (wall.g[i] as number)
    const db = (person.b[i] as number) - (wall.b[i] as number)
    const gap = dr * dr + dg * dg + db * db
    const along =
      gap > 0
        ? (((planes.r[i] as number) - (wall.r[i] as number)) * dr +
            ((planes.g[i] as number) - (wall.g[i] as number)) * dg +
            ((planes.b[i] as number) - (wall.b[i] as number)) * db) /
          gap
        : 0.5
    const trust = Math.min(1, Math.max(0, (Math.sqrt(gap) - ambiguous) / (distinct - ambiguous)))
    const fromColour = Math.min(1, Math.max(0, along))
    colourAlpha[i] = trust * fromColour + (1 - trust) * (coarse.data[i] as number)
  }
  const filtered = guidedFilter(planes, colourAlpha, px(tuning.radius), tuning.eps)
  const data = new Float32Array(n)
  const { snap } = tuning
  for (let i = 0; i < n; i++) {
    const m = near[i] as number
    if (m <= 0 || m >= 1) {
      data[i] = hard[i] as number
      continue
    }
    const q = filtered[i] as number
    data[i] = q <= snap ? 0 : q >= 1 - snap ? 1 : q
  }
  return { width, height, data }
}

import { PERSON_INPUT_SIDE } from '../face/person-mask.ts'
import type { RasterImage } from '../types.ts'
import type { AlphaMatte, ColourPlanes } from './alpha-matte.ts'
import { boxMean } from './box-mean.ts'
import { fadeDetached } from './fade-detached.ts'
import { MATTING_TUNING, type MattingTuning } from './options.ts'
import { colourPlanes } from './planes.ts'
import { wallColoured } from './wall-colour.ts'
import { weightedGuidedFilter } from './weighted-guided-filter.ts'

/** One mask pixel in image pixels: the refinement's length unit (MATTING_TUNING). */
export function maskPixel(width: number, height: number): number {
  return Math.max(width, height) / PERSON_INPUT_SIDE
}

/**
 * The person's alpha at the image's full resolution, from the raw (upsampled) mask: docs/background.md.
 * - Trimap: pixels more than `band` mask pixels from the mask's 0.5 contour keep its verdict, exactly 0 or 1
 *   (a shirt the colour of the wall stays opaque; the wall stays wall).
 * - In the band, a weighted guided filter of the mask with the photo as guide: in each window, alpha is
 *   fitted as a linear function of colour to the mask's values, each pixel weighted by how sure the mask is
 *   of it (|2m − 1|). So the line from colour to alpha is learnt where the mask is right, hair inside and
 *   wall outside, and read where it is blurred or a few pixels off: a strand of hair half over the wall
 *   comes out half way, and the edge lands on the photo's edge. Where hair and wall have the same colour,
 *   the fit is flat and the mask's own soft value comes through, rather than a guess.
 * - Before the filter, band pixels whose colour is the clear wall's near them and not the clear person's
 *   (wall-colour.ts) are given to the wall, with full weight: a pocket of wall the model kept beside a
 *   shoulder or an ear is otherwise learnt by the filter as person, the mask being sure of it. The filter
 *   then decides their alpha like any other's (forcing them to 0 after it punched hard holes between
 *   strands of hair).
 * - The filter runs once per `radii` entry, each pass weighted by the previous one's confidence: the wide
 *   first window moves the edge; the smaller ones take out the wall it left half-on (a wide fit is partly
 *   pulled by the mask's own wrong pixels).
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
  // The filter's coefficients are smooth, so they are fitted on a grid about a mask pixel coarse.
  const step = Math.max(1, Math.floor(unit))
  let filtered = coarse.data
  if (tuning.wallRatio > 0) {
    const candidate = new Uint8Array(n)
    for (let i = 0; i < n; i++)
      candidate[i] =
        (near[i] as number) > 0 && (near[i] as number) < 1 && (coarse.data[i] as number) >= 0.5 ? 1 : 0
    const wall = wallColoured(planes, coarse.data, candidate, {
      margin: px(tuning.wallMargin),
      personMargin: px(tuning.wallPersonMargin),
      personSpread: tuning.wallPersonSpread,
      cell: px(tuning.wallCell),
      ratio: tuning.wallRatio,
      minShare: tuning.wallMinShare,
      minBrightness: tuning.wallMinBrightness,
    })
    // A pocket of wall is wall-coloured throughout; a highlight on skin by a pale wall is scattered pixels
    // or a thin rim. Only pixels in a window (2 mask pixels each way) mostly wall-coloured are given over.
    const share = boxMean(Float32Array.from(wall), width, height, px(tuning.wallCoherence))
    for (let i = 0; i < n; i++) if (wall[i] && (share[i] as number) < 0.5) wall[i] = 0
    const input = Float32Array.from(coarse.data)
    for (let i = 0; i < n; i++) if (wall[i]) input[i] = 0
    filtered = input
  }
  const weight = new Float32Array(n)
  for (const r of tuning.radii) {
    for (let i = 0; i < n; i++) {
      const m = Math.min(1, Math.max(0, filtered[i] as number))
      weight[i] = Math.max(tuning.weightFloor, Math.abs(2 * m - 1))
    }
    filtered = weightedGuidedFilter(planes, filtered, weight, px(r), tuning.eps, step)
  }
  const data = new Float32Array(n)
  const { snap } = tuning
  for (let i = 0; i < n; i++) {
    const m = near[i] as number
    if (m <= 0 || m >= 1) {
      data[i] = hard[i] as number
      continue
    }
    // Stretched so that within `snap` of 0 or 1 becomes exactly 0 or 1, without a step at the cut: flat
    // areas are exactly the new colour or the photo, and no speck appears where a snap would have cut.
    data[i] = Math.min(1, Math.max(0, ((filtered[i] as number) - snap) / (1 - 2 * snap)))
  }
  fadeDetached(data, width, height, px(tuning.detachRadius), tuning.detachShare)
  return { width, height, data }
}

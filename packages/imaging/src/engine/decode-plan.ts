// What to decode before the search (docs/compress-engine.md, "Decode paths"): whether a copy of a large
// picture is all the search needs, and the quality at which a picture keeps its own size. Engine decisions,
// which the browser's worker only carries out.
import { COMPRESSION, type KbUnit } from '@vps/specs'
import { type CompressTuning, resolveTuning } from '../options.ts'
import type { RasterImage, Size } from '../types.ts'
import { resizedCap } from './candidates.ts'
import { estimatorFor } from './estimate.ts'
import { tiedKnobs } from './lines.ts'
import { buildMosaic } from './mosaic.ts'
import { knobsToSettings, mosaicToFullBytes } from './size-model.ts'

/**
 * True when keeping the original size is out of the question for this target, judged from a copy of it of
 * about `maxResizedPixels` (resizedCap, or an n/8 of a JPEG near it), which the browser reads first: the
 * copy's predicted size at the original's keep quality, grown to the original's pixels as
 * pixels^`copyGammaFloor` and less the estimator's error as margin, is still over the target. Then the copy
 * is all the engine needs: no output is larger than it; otherwise the caller reads the full picture.
 */
export function copyShowsOriginalOutOfReach(
  copy: RasterImage,
  originalSize: Size,
  targetKB: number,
  overrides?: Partial<CompressTuning>,
  unit: KbUnit = COMPRESSION.bytesPerKb,
): boolean {
  const tuning = resolveTuning(overrides)
  const mosaic = buildMosaic(copy, tuning)
  const settings = knobsToSettings(
    tiedKnobs(tuning, keepQualityFor(originalSize, tuning)),
    '4:2:0',
    tuning.quantTable,
  )
  const header = tuning.headerBytes
  const atCopy = mosaicToFullBytes(estimatorFor(mosaic.image, '4:2:0').bytes(settings), mosaic, header)
  const growth =
    ((originalSize.width * originalSize.height) / (copy.width * copy.height)) ** tuning.copyGammaFloor
  const atOriginal = (atCopy - header) * growth + header
  return atOriginal * (1 - tuning.estimateMargin) > targetKB * unit
}

/**
 * The least quality at which an image keeps its own size: `keepQuality`, plus `keepQualityPerDoubling` for
 * each doubling of its pixels past `maxResizedPixels`, since the alternative is then a copy that many times
 * smaller at a much higher quality (a 24 MP photo at 500 KB: kept at quality 21, 0.9458 luma SSIM on its
 * own grid; at 3 MP, 0.9646).
 */
export function keepQualityFor(size: Size, tuning: CompressTuning): number {
  const doublings = Math.log2((size.width * size.height) / tuning.maxResizedPixels)
  return tuning.keepQuality + Math.max(0, doublings) * tuning.keepQualityPerDoubling
}

/** What the decoder is asked to try: a copy of the picture, and whether the copy is enough, seen from it. */
export interface CopyPlan {
  /** The copy's size when drawn from the decoded picture. */
  size: Size
  /** A JPEG's copy's size when decoded at a fraction of its own (see scaledJpegSize), if it can be. */
  jpegSize?: Size | undefined
  /** Whether the copy is enough, seen from its pixels. */
  accept: (copy: RasterImage) => boolean
}

// A large picture at a small target for its pixels may be read as a copy at the most pixels a shrunk output
// may have, if the copy shows that keeping the original's size is out of reach.
export function copyPlan(
  targetKB: number,
  overrides?: Partial<CompressTuning>,
  unit: KbUnit = COMPRESSION.bytesPerKb,
) {
  const tuning = resolveTuning(overrides)
  return (original: Size): CopyPlan | undefined => {
    const pixels = original.width * original.height
    const bitsPerPixel = (targetKB * unit * 8) / pixels
    if (pixels <= tuning.reducedDecodeAbovePixels || bitsPerPixel >= tuning.reducedDecodeBitsPerPixel) return
    const size = resizedCap(original, tuning)
    return {
      size,
      jpegSize: scaledJpegSize(original, size.width * size.height, tuning),
      accept: (copy) => copyShowsOriginalOutOfReach(copy, original, targetKB, overrides, unit),
    }
  }
}

/**
 * A JPEG's copy, decoded at n/8 of its size, may have a few more pixels than `maxResizedPixels`: it is then
 * the largest output itself, since shrinking it by a few percent would only blur it. The tuning for a
 * search on `image`, decoded as a copy of `original` (not `reduced` for lack of memory).
 */
export function copyIsTheCap(
  image: Size,
  original: Size,
  reduced: boolean,
  overrides?: Partial<CompressTuning>,
): Partial<CompressTuning> | undefined {
  const pixels = image.width * image.height
  const isCopy = !reduced && image.width < original.width
  if (!isCopy || pixels <= resolveTuning(overrides).maxResizedPixels) return overrides
  return { ...overrides, maxResizedPixels: pixels }
}

/**
 * The size at which libjpeg can decode this JPEG for a copy of about `budget` pixels: n/8 of its displayed
 * size for the largest n (1-7) with at most `scaledReadSlack` more pixels than the budget, and at least
 * `scaledReadLeast` of them. Only where n/8 of both sides is a whole number: libjpeg rounds a side up, and
 * the copy's pixels then sit on a grid up to a pixel off the one its size implies (a 4217-wide photo read
 * at half scored 0.8752 luma SSIM on the original's grid at 200 KB, against 0.9130 for a drawn copy).
 */
export function scaledJpegSize(
  original: Size,
  budget: number,
  tuning: Pick<CompressTuning, 'scaledReadSlack' | 'scaledReadLeast'>,
): Size | undefined {
  for (let eighths = 7; eighths >= 1; eighths--) {
    const width = (original.width * eighths) / 8
    const height = (original.height * eighths) / 8
    if (width * height > budget * (1 + tuning.scaledReadSlack)) continue
    if (width * height < budget * tuning.scaledReadLeast) return undefined
    if (Number.isInteger(width) && Number.isInteger(height)) return { width, height }
  }
  return undefined
}

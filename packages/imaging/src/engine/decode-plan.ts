// What to search from (docs/compress-engine.md, "Decode paths"): whether a copy of a large picture is all
// the search needs, and the quality at which a picture keeps its own size. Engine decisions,
// which the browser's worker only carries out.
import { COMPRESSION, type KbUnit } from '@vps/specs'
import { type CompressTuning, resolveTuning } from '../options.ts'
import type { RasterImage, ResizeImage, Size } from '../types.ts'
import { resizedCap } from './candidates.ts'
import { estimatorFor } from './estimate.ts'
import { tiedKnobs } from './lines.ts'
import { buildMosaic } from './mosaic.ts'
import { knobsToSettings, mosaicToFullBytes } from './size-model.ts'

/**
 * True when keeping the original size is out of the question for this target, judged from a copy of it of
 * about `maxResizedPixels` (resizedCap): the
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
  /** The copy's size. */
  size: Size
  /** Whether the copy is enough, seen from its pixels. */
  accept: (copy: RasterImage) => boolean
}

/**
 * The picture the search starts from, in the page's worker and in Node alike: `full`, or a copy of it at
 * `plan.size` made by the engine's own resize when the plan accepts it. The copy is made from the full
 * decode, never by the browser's decoder at n/8 or its canvas, whose pixels Node cannot make (issue #53:
 * the same bytes in both); the full pixels can be dropped as soon as this returns a copy.
 */
export async function startingPicture(
  full: RasterImage,
  plan: CopyPlan | undefined,
  resize: ResizeImage,
): Promise<RasterImage | undefined> {
  if (!plan) return undefined
  const copy = await resize(full, plan.size.width, plan.size.height)
  return plan.accept(copy) ? copy : undefined
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
    return {
      size: resizedCap(original, tuning),
      accept: (copy) => copyShowsOriginalOutOfReach(copy, original, targetKB, overrides, unit),
    }
  }
}

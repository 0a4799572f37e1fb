import { checkpoint, raceAbort } from '../errors.ts'
import type { CompressTuning } from '../options.ts'
import { boxResize, fitPixels, scaledSize } from '../pixels/box-resize.ts'
import { sampleGrid, ssimOnGrid } from '../pixels/grid-sample.ts'
import { resampleLuma, toLuma } from '../pixels/luma.ts'
import { ssimLuma } from '../pixels/ssim.ts'
import type { LumaPlane, RasterImage, Size } from '../types.ts'
import { type Encoded, Lander, type LandingContext } from './lander.ts'
import { logValueAt, type Point } from './size-model.ts'

/** One scale the engine tried, with the SSIM its first in-budget encode scored at display size. */
export interface Candidate {
  size: Size
  lander: Lander
  /** The quality the model predicted at this size. */
  predictedQuality: number
  first: Encoded | undefined
  /** Luma SSIM at display size; NaN when the candidate was not scored (see searchScales). */
  ssim: number
}

/** Everything the scale search needs besides the landing context. */
export interface ScaleSearch {
  image: RasterImage
  /** The full-size lander: its probes give the full-size size curve. */
  full: Lander
  /** The original at display size (raster, luma and a lander whose probes anchor the size model there). */
  display: { raster: RasterImage; luma: LumaPlane; lander: Lander }
  ctx: LandingContext
}

interface Anchor {
  pixels: number
  curve: Point[]
}

/**
 * Chooses the output size when the target does not allow a decent quality at full size. Sizes are computed,
 * not taken from a ladder: the model knows size against quality at full size and at display size (and at
 * every candidate tried), interpolates log size against log pixels between them, and solves for the scale at
 * which the target gives a wanted quality.
 *
 * If the scale that gives `keepQuality` (capped at `maxResizedPixels`) is still at least the display size,
 * every candidate that large looks the same at display size (luma SSIM within 0.001 on a 24 MP photo at
 * 500 KB): it is set against one smaller candidate on the original's grid instead (largeCandidates).
 * Otherwise candidates for `candidateQualities` are resized, landed roughly (one or two encodes), decoded and
 * scored by luma SSIM against the original at display size; when the best is at an end of the list, one
 * more beyond it is tried.
 */
export async function searchScales(search: ScaleSearch): Promise<Candidate[]> {
  const { image, ctx, display } = search
  const { tuning } = ctx
  const pixels = image.width * image.height
  const minScale = Math.min(1, tuning.minSidePx / Math.min(image.width, image.height))
  const anchors: Anchor[] = [{ pixels, curve: search.full.tiedCurve() }]
  const displayPixels = display.raster.width * display.raster.height
  // A second anchor measures how size falls with pixels: the display copy, or for an image no larger than
  // the display a half-size box proxy (cheap, and probed whole).
  const second =
    displayPixels < pixels * tuning.displayAnchorMaxFraction ? display.lander : halfSizeLander(search)
  if (second) {
    await second.probeTied(tuning.initialProbeQualities)
    anchors.push({ pixels: second.raster.width * second.raster.height, curve: second.tiedCurve() })
  }
  const maxScale = resizedCap(image, tuning).width / image.width
  const scaleFor = (quality: number) => {
    const p = pixelsFor(anchors, quality, ctx.aim, tuning.headerBytes, tuning)
    return Math.min(maxScale, Math.max(minScale, Math.sqrt(p / pixels)))
  }

  let keep = scaledSize(image, scaleFor(tuning.keepQuality))
  if (keep.width * keep.height >= displayPixels) {
    let lander = await landerFor(search, keep, tuning.keepQuality)
    // Far from the quality it was sized for (a blocky source can fool the model): size it again, once,
    // with its own curve as an anchor.
    const tied = await lander.tied()
    if (tied.kind === 'ok' && Math.abs(tied.quality - tuning.keepQuality) > tuning.candidateRetryGap) {
      anchors.push({ pixels: keep.width * keep.height, curve: lander.tiedCurve() })
      const again = scaledSize(image, scaleFor(tuning.keepQuality))
      if (again.width !== keep.width) {
        keep = again
        lander = await landerFor(search, keep, tuning.keepQuality)
      }
    }
    return largeCandidates(search, keep, lander, scaleFor(tuning.largeAlternativeQuality))
  }

  const evaluated: Candidate[] = []
  const queue = [...tuning.candidateQualities].sort((a, b) => a - b)
  const retried = new Set<number>()
  while (queue.length > 0 && evaluated.length < tuning.maxCandidates) {
    // Two candidates at a time when there are two to try: one encodes on another worker while this thread
    // encodes the other (firstEncodes). The second is sized with the first's curve, from its estimates.
    const round: Array<{ size: Size; quality: number; lander: Lander; anchor: Anchor }> = []
    const room = Math.min(2, tuning.maxCandidates - evaluated.length)
    while (queue.length > 0 && round.length < room) {
      const quality = queue.shift() as number
      const size = scaledSize(image, scaleFor(quality))
      const tried = [...evaluated, ...round]
      const duplicate = tried.some(
        (c) =>
          Math.abs(c.size.width - size.width) <= Math.max(2, size.width * tuning.candidateSameSizeFraction),
      )
      if (duplicate) continue
      const lander = await landerFor(search, size, quality)
      await lander.tied(quality)
      // Anchors without a curve yet are skipped by pixelsFor; the curve is refreshed after the encode.
      const anchor = { pixels: size.width * size.height, curve: lander.tiedCurve() }
      anchors.push(anchor)
      round.push({ size, quality, lander, anchor })
    }
    const scored = await evaluate(search, round)
    round.forEach(({ quality, anchor }, i) => {
      const candidate = scored[i] as Candidate
      evaluated.push(candidate)
      // Its curve again, now calibrated by the real encode.
      anchor.curve = candidate.lander.tiedCurve()
      // Far from the quality it was sized for (the model extrapolated): size it again with this new anchor.
      const achieved = candidate.first?.settings.quality
      if (
        achieved !== undefined &&
        Math.abs(achieved - quality) > tuning.candidateRetryGap &&
        !retried.has(quality)
      ) {
        retried.add(quality)
        queue.unshift(quality)
      }
    })
    if (queue.length === 0) extend(evaluated, queue, tuning)
  }
  return evaluated
}

/**
 * The largest size a shrunk output may have: `maxResizedPixels`, or a whole fraction of the original (1/2,
 * 1/3, ...) when one is at most `wholeFractionReach` wider. At a whole fraction every output pixel averages
 * the same k x k source pixels, and the picture shown back at the original's size lines up with it: on a
 * 4096x3072 photo at 200 KB, 2048x1536 scored 0.9616 luma SSIM on the original's grid, 2000x1500 0.9596
 * and 2074x1556 0.9587.
 */
export function resizedCap(
  original: Size,
  tuning: { maxResizedPixels: number; wholeFractionReach: number },
): Size {
  const capped = fitPixels(original, tuning.maxResizedPixels)
  const k = Math.floor(original.width / capped.width)
  if (k < 2) return capped
  const whole = scaledSize(original, 1 / k)
  return whole.width <= capped.width * (1 + tuning.wholeFractionReach) ? whole : capped
}

/** True when `size` is `original` divided by a whole number ≥ 2 (see resizedCap). */
export function isWholeFraction(size: Size, original: Size): boolean {
  const k = original.width / size.width
  return Number.isInteger(k) && k >= 2 && original.height / size.height === k
}

/** A measured bytes-vs-pixels exponent, kept within `gammaRange` (a noisy pair of sizes can say anything). */
export function clampGamma(tuning: { gammaRange: readonly number[] }, g: number): number {
  return Math.min(tuning.gammaRange[1] ?? g, Math.max(tuning.gammaRange[0] ?? g, g))
}

// The pixel count at which the target gives `quality`: log size is close to linear in log pixels at fixed
// quality (bigger images have less detail per pixel), so interpolate between the two nearest anchors.
function pixelsFor(
  anchors: Anchor[],
  quality: number,
  aim: number,
  header: number,
  tuning: { gammaPrior: number; lumaLogSlopePrior: number; gammaRange: readonly number[] },
): number {
  const points = anchors
    .filter((a) => a.curve.length > 0)
    .map((a) => ({
      lp: Math.log(a.pixels),
      ls: Math.log(Math.max(1, logValueAt(a.curve, quality, tuning.lumaLogSlopePrior) - header)),
    }))
    .sort((a, b) => a.lp - b.lp)
  const goal = Math.log(Math.max(1, aim - header))
  const first = points[0]
  if (!first) throw new Error('no size anchors')
  let gamma = tuning.gammaPrior
  let base = first
  if (points.length > 1) {
    // The pair that brackets the goal, else the end pair nearest to it.
    let i = points.findIndex((p, k) => k > 0 && p.ls >= goal)
    if (i < 0) i = points.length - 1
    const a = points[Math.max(0, i - 1)] as { lp: number; ls: number }
    const b = points[Math.max(1, i)] as { lp: number; ls: number }
    const g = (b.ls - a.ls) / (b.lp - a.lp)
    if (Number.isFinite(g)) gamma = clampGamma(tuning, g)
    base = a
  }
  return Math.exp(base.lp + (goal - base.ls) / gamma)
}

// If the best candidate is the largest or the smallest tried, the optimum may lie beyond it: try one more,
// a quality step past the quality that end candidate actually got.
function extend(evaluated: Candidate[], queue: number[], tuning: CompressTuning) {
  const step = tuning.candidateQualityStep
  const scored = evaluated.filter((c) => c.first && c.ssim >= 0)
  if (scored.length < 2) return
  const bySize = [...scored].sort((a, b) => b.size.width - a.size.width)
  const best = bestCandidate(scored, 0)
  const achieved = (c: Candidate | undefined) => c?.first?.settings.quality ?? 0
  const largest = bySize[0]
  const smallest = bySize[bySize.length - 1]
  const next =
    best === largest ? achieved(largest) - step : best === smallest ? achieved(smallest) + step : undefined
  if (next !== undefined && next >= tuning.candidateQualityFloor && next <= tuning.candidateQualityCeiling) {
    queue.push(next)
  }
}

function halfSizeLander(search: ScaleSearch): Lander | undefined {
  const { image, ctx } = search
  if (image.width < 2 * ctx.tuning.minSidePx || image.height < 2 * ctx.tuning.minSidePx) return undefined
  const half = boxResize(image, Math.round(image.width / 2), Math.round(image.height / 2))
  return new Lander(half, '4:2:0', ctx)
}

async function landerFor(search: ScaleSearch, size: Size, hint?: number): Promise<Lander> {
  const { image, ctx, display } = search
  if (size.width === image.width && size.height === image.height) return search.full
  if (size.width === display.raster.width && size.height === display.raster.height) return display.lander
  await checkpoint(ctx.signal)
  const raster = await resizeFor(image, display.raster, size, ctx)
  return new Lander(raster, '4:2:0', ctx, hint)
}

/**
 * The image at `size`, resized from the display copy when it is no larger (far cheaper than from a 24 MP
 * original). Every raster of one size search comes through here, so two sizes a few pixels apart come from
 * the same source and their file sizes compare.
 */
export function resizeFor(image: RasterImage, display: RasterImage, size: Size, ctx: LandingContext) {
  const fromDisplay = size.width <= display.width && size.height <= display.height
  const source = fromDisplay ? display : image
  return raceAbort(ctx.codecs.resize(source, size.width, size.height), ctx.signal)
}

/**
 * Encodes each lander once at the tied quality predicted under the target (firstEncodes: in parallel where
 * the pool has a second worker), decodes and scores it.
 */
async function evaluate(
  search: ScaleSearch,
  round: Array<{ size: Size; quality: number; lander: Lander }>,
  score: (decoded: RasterImage) => number = displayScore(search),
): Promise<Candidate[]> {
  const { ctx } = search
  const firsts = await Lander.firstEncodes(
    round.map((r) => r.lander),
    ctx.encodeAside,
  )
  const candidates: Candidate[] = []
  for (const [i, { size, quality, lander }] of round.entries()) {
    const first = firsts[i]
    const candidate = { size, lander, predictedQuality: quality, first, ssim: -1 }
    if (first) candidate.ssim = score(await raceAbort(ctx.codecs.decode(first.bytes), ctx.signal))
    candidates.push(candidate)
  }
  return candidates
}

// Luma SSIM against the original at display size.
function displayScore(search: ScaleSearch) {
  const { luma } = search.display
  return (decoded: RasterImage) => ssimLuma(resampleLuma(toLuma(decoded), luma.width, luma.height), luma)
}

/**
 * Sizes at least the display's all look alike there, so the one sized for `keepQuality` is set against one
 * sized for `largeAlternativeQuality` on the original's own grid (sampled, see ssimOnGrid), where the detail
 * a shrink loses shows as plainly as the blocking a low quality brings. Which wins depends on the picture.
 */
async function largeCandidates(
  search: ScaleSearch,
  keep: Size,
  lander: Lander,
  alternativeScale: number,
): Promise<Candidate[]> {
  const { ctx, image } = search
  const { tuning } = ctx
  const smaller = scaledSize(image, alternativeScale)
  if (smaller.width >= keep.width * (1 - tuning.candidateSameSizeFraction)) {
    return [{ size: keep, lander, predictedQuality: tuning.keepQuality, first: undefined, ssim: Number.NaN }]
  }
  const sample = sampleGrid(image, tuning.ssimDisplayPixels)
  const score = (decoded: RasterImage) => ssimOnGrid(sample, decoded)
  const quality = tuning.largeAlternativeQuality
  const round = [
    { size: smaller, quality, lander: await landerFor(search, smaller, quality) },
    { size: keep, quality: tuning.keepQuality, lander },
  ]
  const [small, large] = await evaluate(search, round, score)
  return [large as Candidate, small as Candidate]
}

/**
 * The candidate with the best SSIM; among those within `tieMargin` of it, the largest: the page promises
 * original dimensions where it can, so when quality looks the same the bigger image wins.
 */
export function bestCandidate(candidates: Candidate[], tieMargin: number): Candidate | undefined {
  const scored = candidates.filter((c) => c.first && c.ssim >= 0)
  if (scored.length === 0) return candidates.find((c) => Number.isNaN(c.ssim))
  const top = Math.max(...scored.map((c) => c.ssim))
  const tied = scored.filter((c) => c.ssim >= top - tieMargin)
  return tied.reduce((a, c) => (c.size.width > a.size.width ? c : a))
}

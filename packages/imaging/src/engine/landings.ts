// The landing strategies the search uses after its first landing (docs/compress-engine.md, "Stages"): full
// chroma at the top of the range, the other quantisation tables for a gap, and, for a resized output, the
// winner's landing with re-sizes by a few pixels.
import { checkpoint, raceAbort } from '../errors.ts'
import type { RasterImage, Size } from '../types.ts'
import { bestCandidate, type Candidate, clampGamma, isWholeFraction, resizeFor } from './candidates.ts'
import { type Encoded, Lander, type LandingContext, type LandingOutcome } from './lander.ts'

// 4:2:0 stays under the window at the top qualities: full-resolution chroma may reach it (and is the
// better image there). Whatever lands closest under the target wins; 'top' only if 4:4:4 is short too.
export async function tryFullChroma(
  image: RasterImage,
  ctx: LandingContext,
  fallback: LandingOutcome,
  landers: Lander[],
) {
  const lander = new Lander(image, '4:4:4', ctx)
  landers.push(lander)
  const outcome = await lander.land()
  if (outcome.kind === 'in-window') return outcome
  if (outcome.kind === 'top') return fallback.kind === 'top' ? outcome : fallback
  if (outcome.kind === 'under-window' && outcome.result.bytes.length > (fallback.result?.bytes.length ?? 0)) {
    return fallback.kind === 'top' ? outcome : { kind: 'under-window' as const, result: outcome.result }
  }
  return fallback
}

// Quality, chroma quality and smoothing on the default tables left a gap over the window at this size.
// mozjpeg's other quantisation table sets put their quality steps at other sizes, so one of them usually
// has a setting inside the gap; dimensions stay. Tables are tried in order of measured luma SSIM per byte
// (the first ones match or beat the default), and only those whose probes predict a landing are encoded.
export async function tryQuantTables(
  source: Lander,
  ctx: LandingContext,
  under: Encoded,
): Promise<LandingOutcome> {
  const priorRatio = source.model.ratioOf(under.knobs) ?? 1
  const mosaic = source.model.mosaic
  let best: LandingOutcome = { kind: 'under-window', result: under }
  let landings = 0
  for (const quantTable of ctx.tuning.alternativeQuantTables) {
    if (landings >= ctx.tuning.maxTableLandings) break
    if (quantTable === source.model.quantTable) continue
    const variant = { quantTable, priorRatio, mosaic }
    const lander = new Lander(source.raster, source.subsampling, ctx, undefined, variant)
    const pick = await lander.plan()
    if (!pick || pick.predicted < ctx.low || pick.predicted > ctx.target) continue
    landings++
    // The caller already holds a file under the target: no stepping down to find one, and fewer encodes.
    const outcome = await lander.land({
      maxFullEncodes: ctx.tuning.tableLandingFullEncodes,
      forceUnder: false,
    })
    if (outcome.kind === 'in-window') return outcome
    if (outcome.kind === 'under-window' && closer(outcome, best)) best = outcome
  }
  return best
}

// Lands the best-scoring candidate; when quality steps leave it short of the window and its size is being
// changed anyway, re-sizes it by a few pixels (size tracks area smoothly) and lands again.
export async function landBest(
  image: RasterImage,
  display: RasterImage,
  candidates: Candidate[],
  ctx: LandingContext,
) {
  const winner =
    bestCandidate(candidates, ctx.tuning.ssimTieMargin) ??
    (await shrinkUntilFeasible(image, display, candidates, ctx))
  // A shrunk output's size is free to move by a few pixels, the finest knob there is: land it on the tied
  // line, then re-size it at the same settings. Only an output at the original size, or at a whole fraction
  // of it (resizedCap: moving it would lose what it was chosen for), takes the chroma and smoothing knobs.
  const resized = winner.size.width < image.width && !isWholeFraction(winner.size, image)
  const outcome = await winner.lander.land({ tiedOnly: resized })
  let best = { outcome, raster: winner.lander.raster }
  if (!resized || outcome.kind !== 'under-window') return best
  const header = ctx.tuning.headerBytes
  const { settings, knobs } = outcome.result
  // Bytes grow as pixels^gamma at fixed settings; each re-size measures gamma afresh from the two nearest.
  let gamma = ctx.tuning.gammaPrior
  let under = { size: winner.size, bytes: outcome.result.bytes.length }
  let over: { size: Size; bytes: number } | undefined
  for (let n = 0; n < ctx.tuning.maxDimensionNudges; n++) {
    const ratio = (ctx.aim - header) / Math.max(1, under.bytes - header)
    const nudged = nudgeSize(under.size, ratio ** (1 / (2 * gamma)), image, over?.size)
    if (!nudged) break
    await checkpoint(ctx.signal)
    const raster = await resizeFor(image, display, nudged, ctx)
    const bytes = await raceAbort(ctx.codecs.encode(raster, settings), ctx.signal)
    ctx.counters.fullEncodes++
    const result: Encoded = { settings, knobs, bytes }
    ctx.onFile?.(raster, result)
    const measured =
      Math.log((bytes.length - header) / (under.bytes - header)) /
      Math.log((nudged.width * nudged.height) / (under.size.width * under.size.height))
    if (Number.isFinite(measured) && measured > 0) gamma = clampGamma(ctx.tuning, measured)
    if (bytes.length > ctx.target) {
      over = { size: nudged, bytes: bytes.length }
      continue
    }
    under = { size: nudged, bytes: bytes.length }
    const landed: LandingOutcome =
      bytes.length >= ctx.low ? { kind: 'in-window', result } : { kind: 'under-window', result }
    if (landed.kind === 'in-window' || closer(landed, best.outcome)) best = { outcome: landed, raster }
    if (landed.kind === 'in-window') break
  }
  if (best.outcome.kind === 'under-window') {
    // The re-sizes left a gap: two sizes a pixel apart can differ by more than the window (when they come
    // from different sources, see resizeFor). The chroma and smoothing knobs at the winner's size close it.
    const fine = await winner.lander.land()
    if (fine.kind === 'in-window' || (fine.kind === 'under-window' && closer(fine, best.outcome)))
      best = { outcome: fine, raster: winner.lander.raster }
  }
  return best
}

function closer(a: LandingOutcome, b: LandingOutcome): boolean {
  return (a.result?.bytes.length ?? 0) > (b.result?.bytes.length ?? 0)
}

// The size `factor` times wider, by at least a pixel, never past the original nor as wide as a size already
// found too heavy.
function nudgeSize(size: Size, factor: number, image: RasterImage, tooWide?: Size): Size | undefined {
  const aspect = image.height / image.width
  let width = Math.round(size.width * factor)
  if (width === size.width) width += factor >= 1 ? 1 : -1
  width = Math.min(image.width, Math.max(1, width))
  if (tooWide && width >= tooWide.width) width = tooWide.width - 1
  const height = Math.min(image.height, Math.max(1, Math.round(width * aspect)))
  return width === size.width ? undefined : { width, height }
}

// Every candidate was over the target even at the lowest quality: halve the area until one fits.
async function shrinkUntilFeasible(
  image: RasterImage,
  display: RasterImage,
  candidates: Candidate[],
  ctx: LandingContext,
) {
  const smallest = candidates.reduce<Candidate | undefined>(
    (a, c) => (!a || c.size.width < a.size.width ? c : a),
    undefined,
  )
  let width = smallest?.size.width ?? image.width
  const minWidth = Math.max(
    1,
    Math.round((ctx.tuning.minSidePx * image.width) / Math.min(image.width, image.height)),
  )
  let last: Candidate | undefined
  while (width > minWidth || !last) {
    width = Math.max(minWidth, Math.round(width * Math.SQRT1_2))
    const size = { width, height: Math.max(1, Math.round((width * image.height) / image.width)) }
    const raster = await resizeFor(image, display, size, ctx)
    const lander = new Lander(raster, '4:2:0', ctx)
    last = { size, lander, predictedQuality: ctx.tuning.qualityMin, first: undefined, ssim: -1 }
    if ((await lander.tied()).kind === 'ok' || width === minWidth) return last
  }
  return last
}

import { COMPRESSION, targetWindowBytes } from '@vps/specs'
import { checkpoint, isAbortError, raceAbort, throwIfAborted } from '../errors.ts'
import { assertDecodable } from '../guard.ts'
import { type CompressTuning, IMAGE_LIMITS, MOZJPEG_DEFAULT_QUANT_TABLE, resolveTuning } from '../options.ts'
import { fitPixels } from '../pixels/box-resize.ts'
import { toLuma } from '../pixels/luma.ts'
import type { AbortSignalLike, EncodeJpeg, EngineCodecs, ProbeSizes, RasterImage, Size } from '../types.ts'
import { searchBudget } from './budget.ts'
import {
  bestCandidate,
  type Candidate,
  clampGamma,
  isWholeFraction,
  resizeFor,
  searchScales,
} from './candidates.ts'
import { estimatorFor } from './estimate.ts'
import { clearerTable } from './keep-table.ts'
import { type Encoded, Lander, type LandingContext, type LandingOutcome } from './lander.ts'
import { tiedKnobs } from './lines.ts'
import { buildMosaic } from './mosaic.ts'
import { ESTIMATED_QUANT_TABLES } from './quant-tables.ts'
import { type CompressReport, type CompressStatus, type CompressTimings, finishReport } from './report.ts'
import { type EstimateSizes, knobsToSettings, logValueAt, mosaicToFullBytes } from './size-model.ts'

export interface CompressProgress {
  phase: 'probing' | 'choosing-size' | 'encoding' | 'done'
  /** 0-1, rough: for a progress bar, not a time estimate. */
  fraction: number
}

export interface CompressOptions {
  codecs: EngineCodecs
  /** Cancels between encodes (and at once while awaiting one); rejects with an Error named 'AbortError'. */
  signal?: AbortSignalLike
  onProgress?: (progress: CompressProgress) => void
  /** Runs probe encodes; default: one after another on this thread. The browser pool spreads them over workers. */
  probe?: ProbeSizes
  /** Encodes a candidate on another thread while this one encodes another (the browser pool's idle worker). */
  encodeAside?: EncodeJpeg
  /** Pixel guard; default IMAGE_LIMITS.maxPixels (50 MP). */
  maxPixels?: number
  /** Overrides for COMPRESS_TUNING (tests and benchmarks). */
  tuning?: Partial<CompressTuning>
  /** Milliseconds this job already spent before the search (the file's decode): taken off its budget. */
  spentMs?: number
  /**
   * The size of the picture `image` was decoded from, when it was decoded smaller (see
   * copyShowsOriginalOutOfReach): the report's original dimensions. Default: the image's own.
   */
  original?: Size
}

export interface CompressResult {
  /** The JPEG file. */
  bytes: Uint8Array
  report: CompressReport
}

/**
 * Compresses an opaque raster (flatten alpha first) to a JPEG of at most `targetKB` KB (1 KB = 1024 bytes)
 * and, when the target is reachable, at least `targetKB − 2` KB.
 *
 * Keeps the original dimensions whenever the target allows quality ≥ `keepQuality` at full size; otherwise
 * picks the size whose result scores the best luma SSIM at display size (see searchScales). Sizes are
 * predicted from cheap mosaic probes; full-size encodes only verify and recalibrate. When even quality 100
 * at full size stays below the window, the report says 'above-reachable' and the best-quality file is
 * returned. Whether the original file is already small enough is the caller's call (isAlreadyUnderTarget).
 */
export async function compressToTarget(
  image: RasterImage,
  targetKB: number,
  options: CompressOptions,
): Promise<CompressResult> {
  const started = now()
  const tuning = resolveTuning(options.tuning)
  const { signal, onProgress } = options
  assertDecodable(image, options.maxPixels ?? IMAGE_LIMITS.maxPixels)
  if (!(targetKB > 0) || !Number.isFinite(targetKB)) throw new RangeError(`invalid target ${targetKB} KB`)
  throwIfAborted(signal)

  const counters = { fullEncodes: 0, probeEncodes: 0, estimates: 0 }
  const timings: CompressTimings = { estimateMs: 0, probeMs: 0, encodeMs: 0, resizeMs: 0, scoreMs: 0 }
  // The window is the specs' (targetWindowBytes), the one the page's card reports: never a tuning.
  const { low, high: target } = targetWindowBytes(targetKB)
  const budgetMs = Math.max(tuning.minSearchBudgetMs, tuning.searchBudgetMs - (options.spentMs ?? 0))
  const budget = searchBudget(signal, { target, budgetMs, now })
  const codecs = timedCodecs(options.codecs, timings)
  const baseProbe = options.probe ?? localProbe(options.codecs, budget.signal)
  const probe: ProbeSizes = timed(
    (raster, settings) => {
      counters.probeEncodes += settings.length
      return baseProbe(raster, settings)
    },
    timings,
    'probeMs',
  )
  const aim = Math.max(low, target - tuning.aimBelowTargetBytes)
  const estimate = tuning.estimateSizes ? sizeEstimates(counters, timings) : undefined
  // Not timed: an encode aside overlaps this thread's own work (on this thread, by default, it runs between).
  const encodeAside = options.encodeAside ?? options.codecs.encode
  const ctx: LandingContext = {
    target,
    low,
    aim,
    tuning,
    codecs,
    probe,
    encodeAside,
    estimate,
    signal: budget.signal,
    counters,
    onFile: budget.keep,
  }

  let found: Search
  let stoppedEarly = false
  try {
    found = await search(image, ctx, options)
  } catch (error) {
    // Out of time with a file under the target in hand: the largest one is the answer (budget.ts).
    const kept = budget.best()
    if (!isAbortError(error) || !budget.spent() || !kept) throw error
    const kind = kept.result.bytes.length >= low ? 'in-window' : 'under-window'
    found = { outcome: { kind, result: kept.result }, candidates: [], output: kept.raster }
    stoppedEarly = true
  }
  onProgress?.({ phase: 'done', fraction: 1 })
  const { outcome, candidates, output } = found
  const result = outcome.result
  if (!result) throw new Error('compression produced no output')
  const status: CompressStatus =
    outcome.kind === 'top'
      ? 'above-reachable'
      : outcome.kind === 'over'
        ? 'below-reachable'
        : outcome.kind === 'in-window'
          ? 'in-window'
          : 'under-window'
  const report = finishReport({
    targetKB,
    original: options.original ?? image,
    output,
    result,
    status,
    counters,
    timings,
    ms: Math.round(now() - started),
    candidates,
    stoppedEarly,
  })
  return { bytes: result.bytes, report }
}

interface Search {
  outcome: LandingOutcome
  candidates: Candidate[]
  output: RasterImage
}

/** The search itself: keep the size and land the quality, or compare sizes and land the best. */
async function search(image: RasterImage, ctx: LandingContext, options: CompressOptions): Promise<Search> {
  const { tuning, signal } = ctx
  const { onProgress } = options
  const target = ctx.target
  onProgress?.({ phase: 'probing', fraction: 0.05 })
  const full = new Lander(image, '4:2:0', ctx)
  // Four probes spread over the quality range tell whether `keepQuality` fits at full size; the exact
  // quality is only searched for if it does.
  await full.probeTied(tuning.initialProbeQualities)
  const keepSize = logValueAt(full.tiedCurve(), keepQualityFor(image, tuning), tuning.lumaLogSlopePrior)
  let outcome: LandingOutcome
  let candidates: Candidate[] = []
  let output = image
  if (keepSize <= target) {
    onProgress?.({ phase: 'encoding', fraction: 0.3 })
    // A copy read for a large photo (see copyShowsOriginalOutOfReach) and kept at its size is a shrunk
    // output: a table that looks better on the copy's grid need not on the original's (in the browser,
    // craft-beer.jpg's 3/8 copy at 500 KB lost 0.0018 luma SSIM on table 0, and took 0.4 s more).
    const original = options.original ?? image
    const isOriginal = original.width === image.width && original.height === image.height
    const keeper = isOriginal ? await clearerTable(image, full, ctx) : full
    const lumaStep = isOriginal && image.width * image.height >= tuning.lumaStepMinPixels
    outcome = await keeper.land({ lumaStep })
    const landers = [keeper]
    const nearTop =
      outcome.kind === 'under-window' && outcome.result.settings.quality >= tuning.fullChromaFromQuality
    if (tuning.allowFullChroma && (outcome.kind === 'top' || nearTop)) {
      outcome = await tryFullChroma(image, ctx, outcome, landers)
    }
    const source = landers.find((l) => outcome.result && l.encodes.includes(outcome.result))
    if (outcome.kind === 'under-window' && source) {
      onProgress?.({ phase: 'encoding', fraction: 0.6 })
      outcome = await tryQuantTables(source, ctx, outcome.result)
    }
  } else {
    onProgress?.({ phase: 'choosing-size', fraction: 0.2 })
    const displaySize = fitPixels(image, tuning.ssimDisplayPixels)
    const displayRaster =
      displaySize.width === image.width && displaySize.height === image.height
        ? image
        : await raceAbort(ctx.codecs.resize(image, displaySize.width, displaySize.height), signal)
    const displayLander = displayRaster === image ? full : new Lander(displayRaster, '4:2:0', ctx)
    const display = { raster: displayRaster, luma: toLuma(displayRaster), lander: displayLander }
    candidates = await searchScales({ image, full, display, ctx })
    onProgress?.({ phase: 'encoding', fraction: 0.75 })
    const landed = await landBest(image, displayRaster, candidates, ctx)
    outcome = landed.outcome
    output = landed.raster
  }
  return { outcome, candidates, output }
}

// 4:2:0 stays under the window at the top qualities: full-resolution chroma may reach it (and is the
// better image there). Whatever lands closest under the target wins; 'top' only if 4:4:4 is short too.
async function tryFullChroma(
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
async function tryQuantTables(source: Lander, ctx: LandingContext, under: Encoded): Promise<LandingOutcome> {
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
async function landBest(
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
  return atOriginal * (1 - tuning.estimateMargin) > targetKB * COMPRESSION.bytesPerKb
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

// performance.now where the runtime has it (browsers, workers, Node), else Date.now: the pure compile has no
// DOM types, and the report's timings want sub-millisecond sums of many short encodes.
const clock = globalThis as unknown as { performance?: { now(): number } }
const now = () => clock.performance?.now() ?? Date.now()

// Adds each call's wall time to one of the report's timings.
function timed<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  timings: CompressTimings,
  key: 'probeMs' | 'encodeMs' | 'resizeMs' | 'scoreMs',
): (...args: A) => Promise<R> {
  return async (...args) => {
    const start = now()
    try {
      return await fn(...args)
    } finally {
      timings[key] += now() - start
    }
  }
}

// Predictions from the mosaics' estimators (one per mosaic and subsampling: see estimatorFor), counted and
// timed for the report.
function sizeEstimates(counters: { estimates: number }, timings: CompressTimings): EstimateSizes {
  return (image, settings) => {
    const start = now()
    const sizes = settings.map((s) => {
      if (s.smoothing || !ESTIMATED_QUANT_TABLES.includes(s.quantTable ?? MOZJPEG_DEFAULT_QUANT_TABLE))
        return undefined
      counters.estimates++
      return estimatorFor(image, s.subsampling).bytes(s)
    })
    timings.estimateMs += now() - start
    return sizes
  }
}

// Decodes are only made to score candidates, so they count as scoring.
function timedCodecs(codecs: EngineCodecs, timings: CompressTimings): EngineCodecs {
  return {
    encode: timed(codecs.encode, timings, 'encodeMs'),
    decode: timed(codecs.decode, timings, 'scoreMs'),
    resize: timed(codecs.resize, timings, 'resizeMs'),
  }
}

/** Probes one after another on this thread, checking for cancellation between encodes. */
export function localProbe(codecs: EngineCodecs, signal?: AbortSignalLike): ProbeSizes {
  return async (raster, settings) => {
    const sizes: number[] = []
    for (const s of settings) {
      await checkpoint(signal)
      sizes.push((await codecs.encode(raster, s)).length)
    }
    return sizes
  }
}

export type { Encoded }

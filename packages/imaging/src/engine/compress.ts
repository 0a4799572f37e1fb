// The engine's orchestration (docs/compress-engine.md): the window and the budget, the search's stages in
// order, and the report. The stages' own work lives beside it: landings.ts (landing strategies),
// candidates.ts (choosing a size), decode-plan.ts (what to decode), timing.ts (the report's clock).
import { COMPRESSION, type KbUnit, targetWindowBytes } from '@vps/specs'
import { checkpoint, isAbortError, raceAbort, throwIfAborted } from '../errors.ts'
import { assertDecodable } from '../guard.ts'
import { type CompressTuning, IMAGE_LIMITS, resolveTuning } from '../options.ts'
import { fitPixels } from '../pixels/box-resize.ts'
import { toLuma } from '../pixels/luma.ts'
import type { AbortSignalLike, EncodeJpeg, EngineCodecs, ProbeSizes, RasterImage, Size } from '../types.ts'
import { searchBudget } from './budget.ts'
import { type Candidate, searchScales } from './candidates.ts'
import { keepQualityFor } from './decode-plan.ts'
import { isGreyRaster } from './grey.ts'
import { clearerTable } from './keep-table.ts'
import { type Encoded, Lander, type LandingContext, type LandingOutcome } from './lander.ts'
import { landBest, tryFullChroma, tryQuantTables } from './landings.ts'
import { type CompressReport, type CompressStatus, type CompressTimings, finishReport } from './report.ts'
import { logValueAt } from './size-model.ts'
import { now, sizeEstimates, timed, timedCodecs } from './timing.ts'

export { copyShowsOriginalOutOfReach, keepQualityFor } from './decode-plan.ts'

export interface CompressProgress {
  phase: 'probing' | 'choosing-size' | 'encoding' | 'done'
  /** 0-1, rough: for a progress bar, not a time estimate. */
  fraction: number
  /** The largest file at or under the target encoded so far, in bytes (what settling would return). */
  bestBytes?: number
  /**
   * How long this search may fairly take on this device, in ms from its start: `pageSearchBudgetMs`, or
   * `patienceFullEncodes` full encodes of the output at the pace this device has shown, if longer. Past it
   * the page offers 'Use the best so far' (issue #53); the search itself goes on.
   */
  patienceMs?: number
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
  /** Bytes in the target's KB: the tool's 1024 (default), or 1000 for a form that counts so (issue #53). */
  unit?: KbUnit
  /** Overrides for COMPRESS_TUNING (tests and benchmarks). */
  tuning?: Partial<CompressTuning>
  /** Milliseconds this job already spent before the search (the file's decode): taken off its budget. */
  spentMs?: number
  /**
   * Read at each checkpoint: once it returns true, the search stops as soon as it holds a file at or under
   * the target and returns the largest one (the page's 'Use the best so far'; see engine/budget.ts).
   */
  settle?: () => boolean
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
  const { signal } = options
  // Every report carries the best file so far and the patience, which only the engine can measure.
  let last: CompressProgress = { phase: 'probing', fraction: 0 }
  const onProgress =
    options.onProgress &&
    ((progress: CompressProgress) => {
      last = { ...last, ...progress }
      options.onProgress?.(last)
    })
  assertDecodable(image, options.maxPixels ?? IMAGE_LIMITS.maxPixels)
  if (!(targetKB > 0) || !Number.isFinite(targetKB)) throw new RangeError(`invalid target ${targetKB} KB`)
  throwIfAborted(signal)

  const counters = { fullEncodes: 0, probeEncodes: 0, estimates: 0 }
  const timings: CompressTimings = { estimateMs: 0, probeMs: 0, encodeMs: 0, resizeMs: 0, scoreMs: 0 }
  // The window is the specs' (targetWindowBytes), the one the page's card reports: never a tuning.
  const unit = options.unit ?? COMPRESSION.bytesPerKb
  const { low, high: target } = targetWindowBytes(targetKB, unit)
  const budgetMs = Math.max(tuning.minSearchBudgetMs, tuning.searchBudgetMs - (options.spentMs ?? 0))
  const budget = searchBudget(signal, { target, budgetMs, now, settle: options.settle })
  let encodedPixels = 0
  const onFile = (raster: RasterImage, file: Encoded) => {
    budget.keep(raster, file)
    if (!onProgress) return
    const pixels = raster.width * raster.height
    encodedPixels += pixels
    const pace = timings.encodeMs / encodedPixels
    const patienceMs = Math.round(
      Math.max(tuning.pageSearchBudgetMs, tuning.patienceFullEncodes * pace * pixels) -
        (options.spentMs ?? 0),
    )
    const bestBytes = budget.best()?.result.bytes.length
    onProgress({ ...last, patienceMs, ...(bestBytes !== undefined ? { bestBytes } : {}) })
  }
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
    onFile,
    grey: isGreyRaster(image),
  }

  let found: Search
  let stoppedEarly = false
  try {
    found = await search(image, ctx, onProgress, options.original)
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
    unit,
    original: options.original ?? image,
    output,
    result,
    status,
    counters,
    timings,
    ms: Math.round(now() - started),
    candidates,
    stoppedEarly,
    grey: ctx.grey === true,
  })
  return { bytes: result.bytes, report }
}

interface Search {
  outcome: LandingOutcome
  candidates: Candidate[]
  output: RasterImage
}

/** The search itself: keep the size and land the quality, or compare sizes and land the best. */
async function search(
  image: RasterImage,
  ctx: LandingContext,
  onProgress: ((progress: CompressProgress) => void) | undefined,
  original?: Size,
): Promise<Search> {
  const { tuning, signal } = ctx
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
    const picture = original ?? image
    const isOriginal = picture.width === image.width && picture.height === image.height
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

import { checkpoint, raceAbort, throwIfAborted } from '../errors.ts'
import type { CompressTuning } from '../options.ts'
import type {
  AbortSignalLike,
  EncodeJpeg,
  EngineCodecs,
  JpegSettings,
  ProbeSizes,
  RasterImage,
  Subsampling,
} from '../types.ts'
import { chromaLine, LineSearch, smoothingLine, tiedKnobs, tiedLine } from './lines.ts'
import { buildMosaic, buildSmoothingSample, type Mosaic } from './mosaic.ts'
import { type EstimateSizes, type Knobs, SizeModel } from './size-model.ts'

/** What every lander of one compressToTarget call shares. */
export interface LandingContext {
  /** Bytes: the upper end of the window (the upload limit). */
  target: number
  /** Bytes: the lower end of the window. */
  low: number
  /** Bytes: where predictions aim, inside the window. */
  aim: number
  tuning: CompressTuning
  codecs: EngineCodecs
  probe: ProbeSizes
  /**
   * Encodes on another thread while this one works (the browser pool's other worker; without one, this
   * thread's encoder): see firstEncodes.
   */
  encodeAside: EncodeJpeg
  /** Predicts mosaic sizes without encoding; undefined: every size is probed. */
  estimate?: EstimateSizes | undefined
  signal?: AbortSignalLike | undefined
  counters: { fullEncodes: number; probeEncodes: number }
  /** Hears of every output file encoded (not probes): the time budget keeps the best one (budget.ts). */
  onFile?: ((raster: RasterImage, file: Encoded) => void) | undefined
  /** The picture is neutral grey (isGreyRaster): its fine knob is smoothing, not chroma. */
  grey?: boolean | undefined
}

export interface Encoded {
  settings: JpegSettings
  knobs: Knobs
  bytes: Uint8Array
}

export type TiedOutcome = { kind: 'ok'; quality: number; top: boolean } | { kind: 'bottom' }

export type LandingOutcome =
  | { kind: 'in-window' | 'under-window' | 'top'; result: Encoded }
  | { kind: 'over'; result: Encoded | undefined }

export interface Pick {
  knobs: Knobs
  predicted: number
}

/**
 * Lands one raster (at one size and one subsampling) in the window. The search runs on the size model
 * (cheap mosaic probes); full encodes only verify a prediction and recalibrate the model, so a landing
 * usually costs one or two of them. Quality moves size in coarse steps (2-4 % each near quality 90, 20 %
 * near 98: 10-100 KB at 500 KB); chroma quality moves it in finer steps and smoothing in finer still, and
 * mixing them around the tied quality fills the gaps a single knob leaves.
 */
export class Lander {
  model: SizeModel
  readonly encodes: Encoded[] = []
  private lines: LineSearch
  private resolutionChecked: boolean
  /**
   * Sizes come from the estimator (cheap, a few percent off) until the lander lands; landing needs the
   * real encoder's mosaic sizes, whose ratios to full encodes hold within tenths of a percent.
   */
  private coarse: boolean

  constructor(
    readonly raster: RasterImage,
    readonly subsampling: Subsampling,
    private readonly ctx: LandingContext,
    /** The quality the caller expects the target to give at this size, if it has an idea. */
    readonly hint?: number,
    /** A mozjpeg quantisation table set other than the default, and the model ratio to start from. */
    readonly variant?: { quantTable: number; priorRatio: number; mosaic: Mosaic },
  ) {
    // A variant probes the mosaic its source lander calibrated: the same tiles, so the same seam error.
    this.coarse = ctx.estimate !== undefined && variant === undefined
    this.model = this.newModel(variant?.mosaic ?? buildMosaic(raster, ctx.tuning))
    this.resolutionChecked = variant !== undefined
    this.lines = new LineSearch(this.model, (list) => this.ensure(list))
  }

  private newModel(mosaic: Mosaic): SizeModel {
    const { probe, estimate, tuning } = this.ctx
    return new SizeModel(
      mosaic,
      this.subsampling,
      probe,
      tuning,
      this.variant?.quantTable ?? tuning.quantTable,
      this.variant?.priorRatio,
      this.coarse ? estimate : undefined,
      this.ctx.grey ? buildSmoothingSample(this.raster, this.ctx.tuning) : undefined,
    )
  }

  // Leaves the estimator for real probes of the same mosaic, starting beside the quality the estimates
  // pointed at, and replays the real encodes so far into the new model. A raster small enough to be its own
  // mosaic stays on the estimator: a real probe of it would be a full encode whose bytes are thrown away,
  // so it lands on full encodes, each correcting the predictions near it.
  private async refine(): Promise<void> {
    if (!this.coarse || this.model.mosaic.exact) return
    const tied = await this.tied()
    this.coarse = false
    this.model = this.newModel(this.model.mosaic)
    this.lines = new LineSearch(this.model, (list) => this.ensure(list))
    if (tied.kind === 'ok')
      await this.lines.probe(tiedLine(this.ctx.tuning), [tied.quality, tied.quality + 1])
    await this.replayEncodes()
  }

  private async replayEncodes(): Promise<void> {
    await this.ensure(this.encodes.map((e) => e.knobs))
    for (const e of this.encodes) this.model.calibrate(e.knobs, e.bytes.length)
  }

  private async ensure(list: Knobs[]): Promise<void> {
    await checkpoint(this.ctx.signal)
    await raceAbort(this.model.ensure(list), this.ctx.signal)
  }

  get tuning(): CompressTuning {
    return this.ctx.tuning
  }

  /** Predicted sizes along the tied line (chroma quality tied to quality, see tiedKnobs), by quality. */
  tiedCurve(): Array<{ x: number; size: number }> {
    return this.lines.points(tiedLine(this.ctx.tuning))
  }

  /** Probes the tied line at these qualities (no search): enough to read the size curve off it. */
  async probeTied(qualities: readonly number[]): Promise<void> {
    await this.lines.probe(tiedLine(this.ctx.tuning), [...qualities])
  }

  /**
   * The highest tied quality (see tiedKnobs) predicted at or under the target; 'bottom' if even the lowest is over.
   * A hint (the quality the caller expects) starts the search with two probes around it instead of four
   * spread over the whole range.
   */
  async tied(hint: number | undefined = this.hint): Promise<TiedOutcome> {
    const line = tiedLine(this.ctx.tuning)
    const spread = this.ctx.tuning.hintSpread
    const initial =
      hint === undefined ? [...this.ctx.tuning.initialProbeQualities] : [hint - spread, hint + spread]
    const { below } = await this.lines.bracket(line, this.ctx.target, initial)
    if (below === undefined) return { kind: 'bottom' }
    const predicted = this.model.predict(line.at(below)) as number
    return { kind: 'ok', quality: below, top: below === line.hi && predicted < this.ctx.low }
  }

  /**
   * Lands: picks the best predicted setting, encodes, recalibrates, until a result is in the window.
   * `tiedOnly` keeps to the tied line (tiedKnobs: chroma tied to luma, no smoothing): for a raster whose size the caller is
   * free to change by a few pixels, which moves the file size more smoothly than any knob (and costs no
   * probes), the caller does the fine step. `lumaStep` tries one luma step up with less chroma before
   * settling on the tied pick (see lumaStep): its bracket costs a few mosaic probes per choice, worth it
   * only on a large picture kept at its own size.
   */
  async land(
    limits: { maxFullEncodes?: number; forceUnder?: boolean; tiedOnly?: boolean; lumaStep?: boolean } = {},
  ): Promise<LandingOutcome> {
    const { low, target, tuning } = this.ctx
    if (limits.tiedOnly) return this.landTied()
    await this.refine()
    await this.ensureResolution()
    const pixels = this.raster.width * this.raster.height
    const budget = Math.max(
      2,
      Math.min(
        limits.maxFullEncodes ?? tuning.maxFullEncodes,
        Math.floor(tuning.fullEncodePixelBudget / pixels),
      ),
    )
    for (let i = this.encodes.length; i < budget; i++) {
      const done = this.settled()
      if (done) return done
      const pick = await this.choose(limits.lumaStep === true)
      if (!pick) {
        // Every setting is predicted over the target. Before any full encode that may be the model, not the
        // image: trellis makes a flat size curve's probes jump about (cat-armchair at 500 KB), and stepping
        // down from the top cost 16 full encodes. One real encode at the lowest quality settles it: under the
        // target, it calibrates the model and the landing goes on; over, nothing here fits.
        if (this.encodes.length > 0) break
        const lowest = await this.encode(tiedKnobs(tuning, tuning.qualityMin))
        if (lowest.bytes.length > target) break
        continue
      }
      // With exact probes the prediction is the truth: a pick outside the window means none is inside.
      if (this.model.exact && (pick.predicted < low || pick.predicted > target) && this.bestUnder()) break
      await this.encode(pick.knobs)
    }
    const done = this.settled()
    if (done) return done
    const under = this.bestUnder() ?? (limits.forceUnder === false ? undefined : await this.forceUnder())
    return under ? { kind: 'under-window', result: under } : { kind: 'over', result: this.smallest() }
  }

  // Tied-line landing on the estimator and full encodes: each real encode corrects the predictions near it,
  // and the highest tied quality predicted under the target is encoded until one is in the window or the
  // tied line has nothing new to offer.
  private async landTied(): Promise<LandingOutcome> {
    const { tuning } = this.ctx
    for (let i = this.encodes.length; i < tuning.maxFullEncodes; i++) {
      const done = this.settled()
      if (done) return done
      const tied = await this.tied()
      if (tied.kind === 'bottom') break
      const knobs = tiedKnobs(this.ctx.tuning, tied.quality)
      if (this.encoded(knobs)) {
        // Encoded and under the target (or over: then one step down), yet not in the window: a quality
        // step is wider than the window here.
        const down = tiedKnobs(tuning, tied.quality - 1)
        if ((this.encodedAt(knobs)?.bytes.length ?? 0) <= this.ctx.target) break
        if (this.encoded(down) || down[0] < tuning.qualityMin) break
        await this.encode(down)
        continue
      }
      await this.encode(knobs)
    }
    const done = this.settled()
    if (done) return done
    const under = this.bestUnder() ?? (await this.forceUnder())
    return under ? { kind: 'under-window', result: under } : { kind: 'over', result: this.smallest() }
  }

  /**
   * The setting a landing would encode first and its predicted size, without encoding it (probes only):
   * lets the caller rank several landers by how close each expects to get.
   */
  async plan(): Promise<Pick | undefined> {
    await this.refine()
    await this.ensureResolution()
    return this.choose()
  }

  /**
   * The tied setting (see tiedKnobs) predicted under the target, for a first full encode: what candidates
   * are scored on before the winner lands (firstEncodes). The fine knobs are left to the winner; a quality
   * step (~3 %) of size does not change which size looks best. Undefined if even the lowest is over.
   */
  private async firstPick(): Promise<Knobs | undefined> {
    const tied = await this.tied()
    return tied.kind === 'bottom' ? undefined : tiedKnobs(this.ctx.tuning, tied.quality)
  }

  inWindow(): Encoded | undefined {
    const { low, target } = this.ctx
    return this.encodes.find((e) => e.bytes.length >= low && e.bytes.length <= target)
  }

  bestUnder(): Encoded | undefined {
    let best: Encoded | undefined
    for (const e of this.encodes) {
      if (e.bytes.length <= this.ctx.target && (!best || e.bytes.length > best.bytes.length)) best = e
    }
    return best
  }

  // Rebuilds a mosaic too small (in JPEG bytes) to resolve the fine knobs with more tiles, and replays the
  // real encodes so far into the new model.
  private async ensureResolution(): Promise<void> {
    if (this.resolutionChecked || this.model.mosaic.exact) return
    this.resolutionChecked = true
    // A window wider than a few quality steps is landed on the tied line alone: the fine knobs, and the
    // resolution they need, do not come into it.
    const { low, target } = this.ctx
    if ((target - low) / target >= this.ctx.tuning.coarseWindowFraction) return
    const tied = await this.tied()
    if (tied.kind !== 'ok') return
    const { tuning } = this.ctx
    const bytes = this.model.probedBytes(tiedKnobs(tuning, tied.quality)) ?? 0
    const pixels = this.model.mosaic.image.width * this.model.mosaic.image.height
    if (bytes <= 0 || bytes >= tuning.minMosaicBytes || pixels >= tuning.maxMosaicPixels) return
    const wanted = Math.min(tuning.maxMosaicPixels, (pixels * tuning.minMosaicBytes) / bytes)
    // A few percent more tiles can round to the same grid (a 3.4 MP photo at 500 KB): buildMosaic then hands
    // back the mosaic already probed, which would only be probed again at the same settings.
    const mosaic = buildMosaic(this.raster, { ...tuning, mosaicPixels: wanted })
    if (mosaic === this.model.mosaic) return
    this.model = this.newModel(mosaic)
    this.lines = new LineSearch(this.model, (list) => this.ensure(list))
    await this.lines.probe(tiedLine(tuning), [tied.quality, tied.quality + 1])
    await this.replayEncodes()
  }

  private settled(): LandingOutcome | undefined {
    const found = this.inWindow()
    if (found) return { kind: 'in-window', result: found }
    // Quality 100 with chroma 100 was encoded and still falls short: nothing at this size reaches the window.
    const hi = this.ctx.tuning.qualityMax
    const top = this.encodedAt(tiedKnobs(this.ctx.tuning, hi))
    return top && top.bytes.length < this.ctx.low ? { kind: 'top', result: top } : undefined
  }

  private smallest(): Encoded | undefined {
    return this.encodes.reduce<Encoded | undefined>(
      (a, e) => (!a || e.bytes.length < a.bytes.length ? e : a),
      undefined,
    )
  }

  private async choose(tryLumaStep = false): Promise<Pick | undefined> {
    const tied = await this.tied()
    if (tied.kind === 'bottom') return undefined
    const q0 = tied.quality
    const { aim, target, tuning } = this.ctx
    const tiedPick = tiedKnobs(tuning, q0)
    if (tied.top) return { knobs: tiedPick, predicted: this.model.predict(tiedPick) as number }
    let best: Pick | undefined
    const overs: Pick[] = []
    const consider = (k: Knobs) => {
      const predicted = this.model.predict(k)
      if (predicted === undefined) return
      // Settings over the target stay seeds for smoothing even when already encoded (smoothing makes new ones).
      if (predicted > target) {
        overs.push({ knobs: k, predicted })
        return
      }
      if (this.encoded(k) || (this.ctx.grey && this.encodedButChroma(k))) return
      if (!best || Math.abs(predicted - aim) < Math.abs(best.predicted - aim)) best = { knobs: k, predicted }
    }
    const close = () => best !== undefined && this.closeEnough(best.predicted)
    // Stay on the line of the real encode nearest the aim: two real encodes on one line make its
    // predictions a secant on real sizes. Other lines only when this one's real encodes straddle the window.
    const nearest = this.encodes.reduce<Encoded | undefined>(
      (a, e) => (!a || Math.abs(e.bytes.length - aim) < Math.abs(a.bytes.length - aim) ? e : a),
      undefined,
    )
    // The tied setting first: where it lands as well as a chroma variant would, it spends more of the bytes
    // on luma (gain-map-ultrahdr.jpg at 200 KB: q50/c44 0.9897 luma SSIM, q47/c53 0.9892, same size).
    consider(tiedPick)
    if (close()) return (tryLumaStep && (await this.lumaStep(q0, tiedPick[1]))) || best
    if (nearest) {
      const [q, c, s] = nearest.knobs
      const line = chromaLine(tuning, q, s)
      const { below, above } = await this.lines.bracket(line, aim, [c])
      for (const x of [below, above]) if (x !== undefined) consider(line.at(x))
      if (close()) return best
    }
    // Chroma lines around the tied quality: q0 with more chroma, q0 + 1 with less, then further out. On a
    // grey picture they are flat, but their probes still pin the luma steps either side.
    for (const d of [0, 1, -1, 2, -2, 3, -3]) {
      if (close()) break
      const q = q0 + d
      if (Math.abs(d) > tuning.fineLumaSpread || q < tuning.qualityMin || q > tuning.qualityMax) continue
      const line = chromaLine(tuning, q)
      const { below, above } = await this.lines.bracket(line, aim, [q])
      for (const x of [below, above]) if (x !== undefined) consider(line.at(x))
    }
    // A grey picture has no chroma knob, and near its top one quality step can be wider than the window:
    // there smoothing the setting one step over the target is its fine knob (docs/compress-engine.md, "Grey
    // pictures"). Only after a real encode, and only when no plain setting is predicted in the window:
    // smoothing costs detail, and even measured on the smoothing sample its ratio is a few percent off
    // (before the sample, parts-diagram-gray.png at 500 KB: smoothing 44 predicted 511 KB, encoded 442 KB).
    const plainInWindow = best !== undefined && best.predicted >= this.ctx.low
    const calibrated = this.encodes.length > 0
    if (this.ctx.grey && calibrated && !plainInWindow && !close() && q0 < tuning.qualityMax) {
      const line = smoothingLine(tuning, tiedKnobs(tuning, q0 + 1))
      const { below, above } = await this.lines.bracket(line, aim, [line.hi - 20, line.hi - 40])
      for (const x of [below, above]) if (x !== undefined) consider(line.at(x))
    }
    // Still a gap: try a little smoothing on the settings nearest the aim from either side, in one batch.
    if (!close()) {
      const nearestOver = overs.sort((a, b) => a.predicted - b.predicted)[0]
      const seeds = [best, nearestOver].filter((p): p is Pick => p !== undefined)
      const batch = seeds.flatMap(({ knobs: [q, c] }) => tuning.smoothingSteps.map((s): Knobs => [q, c, s]))
      await this.ensure(batch)
      for (const k of batch) consider(k)
    }
    return best
  }

  // Exact predictions (the raster probed whole by the real encoder) are the truth: anywhere in the window
  // will do. Others are trusted near the window's middle only.
  private closeEnough(predicted: number): boolean {
    const { aim, target, low, tuning } = this.ctx
    if (this.model.exact) return predicted >= low && predicted <= target
    return Math.abs(predicted - aim) <= tuning.goodEnoughFraction * (target - low)
  }

  // The tied pick lands close to the aim; so may one luma step up with less chroma, and then the same bytes
  // buy more luma (alpha-paper-2048.png at 100 KB: q46/c33 in the window scores 0.0003 more luma SSIM than
  // the tied q45/c39, and is smaller). Undefined when no setting on that line lands as close.
  private async lumaStep(q0: number, chroma: number): Promise<Pick | undefined> {
    const { aim, target, tuning } = this.ctx
    if (q0 + 1 > tuning.qualityMax) return undefined
    const line = chromaLine(tuning, q0 + 1)
    const { below, above } = await this.lines.bracket(line, aim, [chroma])
    let best: Pick | undefined
    for (const x of [below, above]) {
      if (x === undefined || x > chroma) continue
      const knobs = line.at(x)
      const predicted = this.model.predict(knobs)
      if (predicted === undefined || predicted > target || this.encoded(knobs)) continue
      if (!this.closeEnough(predicted)) continue
      if (!best || Math.abs(predicted - aim) < Math.abs(best.predicted - aim)) best = { knobs, predicted }
    }
    return best
  }

  // Nothing under the target after the budget (a model far off): step quality down until one is.
  private async forceUnder(): Promise<Encoded | undefined> {
    const { qualityMin, qualityMax } = this.ctx.tuning
    const start = Math.min(...this.encodes.map((e) => e.settings.quality), qualityMax)
    for (let q = start - 3; q >= qualityMin - 2; q -= 3) {
      const floor = Math.max(qualityMin, q)
      const encoded = await this.encode(tiedKnobs(this.ctx.tuning, floor))
      if (encoded.bytes.length <= this.ctx.target) return encoded
    }
    return undefined
  }

  private encodedAt(k: Knobs): Encoded | undefined {
    return this.encodes.find((e) => e.knobs.join() === k.join())
  }

  private encoded(k: Knobs): boolean {
    return this.encodedAt(k) !== undefined
  }

  /** Encoded at these knobs but for chroma quality: on a grey picture, the same file. */
  private encodedButChroma([q, , s]: Knobs): boolean {
    return this.encodes.some((e) => e.knobs[0] === q && e.knobs[2] === s)
  }

  private async encode(knobs: Knobs): Promise<Encoded> {
    await checkpoint(this.ctx.signal)
    return this.encodeWith(knobs, this.ctx.codecs.encode)
  }

  /**
   * Encodes at `knobs` with `encoder`, which is called before anything is awaited: an encoder that posts to
   * another thread has its message out before this thread starts an encode of its own (see firstEncodes).
   */
  private encodeWith(knobs: Knobs, encoder: EncodeJpeg): Promise<Encoded> {
    throwIfAborted(this.ctx.signal)
    const settings = this.model.settings(knobs)
    const encoding = encoder(this.raster, settings)
    this.ctx.counters.fullEncodes++
    return raceAbort(encoding, this.ctx.signal).then((bytes) => {
      this.model.calibrate(knobs, bytes.length)
      const encoded = { settings, knobs, bytes }
      this.encodes.push(encoded)
      this.ctx.onFile?.(this.raster, encoded)
      return encoded
    })
  }

  /**
   * The first encodes of several landers (see firstPick), up to three tries each: a try over the target has
   * recalibrated the model, so the next one is judged at an allowed size. All but the last lander encode
   * through `aside` (another worker in the browser), called first so they run while this thread encodes the
   * last one.
   */
  static async firstEncodes(landers: Lander[], aside: EncodeJpeg): Promise<Array<Encoded | undefined>> {
    const results = new Array<Encoded | undefined>(landers.length)
    const open = new Set(landers)
    for (let attempt = 0; attempt < 3 && open.size > 0; attempt++) {
      const jobs: Array<{ lander: Lander; knobs: Knobs }> = []
      for (const lander of open) {
        const knobs = await lander.firstPick()
        const known = knobs && lander.encodedAt(knobs)
        if (!knobs || (known && known.bytes.length <= lander.ctx.target)) {
          results[landers.indexOf(lander)] = known
          open.delete(lander)
        } else if (!known) {
          jobs.push({ lander, knobs })
        }
      }
      if (jobs.length > 0) await checkpoint(jobs[0]?.lander.ctx.signal)
      const last = jobs.length - 1
      const encoded = await Promise.all(
        jobs.map(({ lander, knobs }, i) =>
          lander.encodeWith(knobs, i === last ? lander.ctx.codecs.encode : aside),
        ),
      )
      jobs.forEach(({ lander }, i) => {
        const result = encoded[i] as Encoded
        if (result.bytes.length <= lander.ctx.target) {
          results[landers.indexOf(lander)] = result
          open.delete(lander)
        }
      })
    }
    for (const lander of open) results[landers.indexOf(lander)] = lander.bestUnder()
    return results
  }
}

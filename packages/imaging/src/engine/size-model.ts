import type { CompressTuning } from '../options.ts'
import type { JpegSettings, ProbeSizes, RasterImage, Subsampling } from '../types.ts'
import type { Mosaic } from './mosaic.ts'

/**
 * Predicted JPEG sizes of a raster without encoding it (see JpegSizeEstimator), or undefined for settings it
 * cannot predict (smoothing, a table it does not know): those are probed with the real encoder.
 */
export type EstimateSizes = (image: RasterImage, settings: JpegSettings[]) => Array<number | undefined>

/** The three encoder knobs the search turns: luma quality, chroma quality, smoothing. */
export type Knobs = readonly [quality: number, chromaQuality: number, smoothing: number]

/** The encoder settings for these knobs. */
export function knobsToSettings(
  [quality, chromaQuality, smoothing]: Knobs,
  subsampling: Subsampling,
  quantTable: number,
): JpegSettings {
  return { quality, chromaQuality, smoothing, subsampling, quantTable }
}

/**
 * A mosaic's JPEG size scaled to the whole raster it samples: the header does not grow with the area, the
 * rest does.
 */
export function mosaicToFullBytes(bytes: number, mosaic: Mosaic, headerBytes: number): number {
  if (mosaic.fraction === 1) return bytes
  return Math.max(1, bytes - headerBytes) / mosaic.fraction + headerBytes
}

interface Calibration {
  knobs: Knobs
  estimate: number
  ratio: number
}

const key = (k: Knobs) => k.join(',')

/**
 * Predicts the full encode's size for any knobs, for one raster and one subsampling: sizes of its mosaic
 * (predicted from its DCT coefficients, or probed with the encoder) scaled by area, then corrected by the
 * ratio actual / estimate of the nearest real encodes. After one real encode, predictions near it are
 * within a few percent; two on one line make a secant on real sizes.
 */
export class SizeModel {
  private readonly probed = new Map<string, number>()
  /** Real encoder sizes of the mosaic, for the smoothing ratios the estimator cannot predict. */
  private readonly encoded = new Map<string, number>()
  /** Real encoder sizes of the smoothing sample, when there is one. */
  private readonly sampled = new Map<string, number>()
  private readonly calibrations: Calibration[] = []

  constructor(
    readonly mosaic: Mosaic,
    readonly subsampling: Subsampling,
    private readonly probe: ProbeSizes,
    private readonly tuning: CompressTuning,
    /** mozjpeg quantisation table set. */
    readonly quantTable: number,
    /**
     * actual / estimate before this model has a real encode of its own: another model's ratio on the same
     * mosaic (the tile-seam error is about the same whichever table codes the tiles).
     */
    private readonly priorRatio = 1,
    /** Without it every size is probed with the real encoder (the mosaic's sizes are then exact). */
    private readonly estimateSizes?: EstimateSizes,
    /**
     * Where smoothing's effect is measured, when given: a mosaic of large tiles. Smoothing is a filter over
     * each pixel's neighbours, and the seams of 16 px tiles dominate it (a grey crop at smoothing 60: the
     * file 12 % smaller, its 16 px mosaic 5 % larger, a 256 px one 10 % smaller).
     */
    private readonly smoothingSample?: Mosaic,
  ) {}

  /** True when the mosaic is the raster and its sizes come from the real encoder: predictions are the truth. */
  get exact(): boolean {
    return this.mosaic.exact && !this.estimateSizes
  }

  /**
   * Sizes every setting not sized yet: predicted where the estimator can, else probed in one batch (the pool
   * runs a batch in parallel). A smoothed setting gets the size of the same setting unsmoothed, times the
   * ratio smoothing makes in real encodes of the smoothing sample when there is one, else of the mosaic.
   */
  async ensure(list: Knobs[]): Promise<void> {
    const sample = this.smoothingSample
    const smoothed = sample ? list.filter((k) => k[2] !== 0 && !this.probed.has(key(k))) : []
    if (!sample || smoothed.length === 0) return this.ensureSizes(list)
    // A smoothed setting: its plain setting's size times the ratio smoothing makes on the sample.
    const plain = ([q, c]: Knobs): Knobs => [q, c, 0]
    await this.ensureSizes([...list.filter((k) => k[2] === 0), ...smoothed.map(plain)])
    const todo = [...smoothed, ...smoothed.map(plain)].filter((k) => !this.sampled.has(key(k)))
    const unique = [...new Map(todo.map((k) => [key(k), k])).values()]
    if (unique.length) {
      const sizes = await this.probe(
        sample.image,
        unique.map((k) => this.settings(k)),
      )
      for (const [i, k] of unique.entries()) this.sampled.set(key(k), sizes[i] as number)
    }
    for (const k of smoothed) {
      const ratio = (this.sampled.get(key(k)) as number) / (this.sampled.get(key(plain(k))) as number)
      this.probed.set(key(k), (this.probed.get(key(plain(k))) as number) * ratio)
    }
  }

  private async ensureSizes(list: Knobs[]): Promise<void> {
    const missing = new Map<string, Knobs>()
    for (const k of list) if (!this.probed.has(key(k))) missing.set(key(k), k)
    if (missing.size === 0) return
    const batch = [...missing.values()]
    if (this.estimateSizes) {
      const plain = batch.map(([q, c]): Knobs => [q, c, 0])
      const predicted = this.estimateSizes(
        this.mosaic.image,
        plain.map((k) => this.settings(k)),
      )
      const unknown: Knobs[] = []
      for (const [i, k] of batch.entries()) {
        const p = predicted[i]
        if (p === undefined) unknown.push(k)
        else if (k[2] === 0) this.probed.set(key(k), p)
      }
      const smoothed = batch.filter((k, i) => k[2] !== 0 && predicted[i] !== undefined)
      await this.encodeMosaic([
        ...unknown,
        ...smoothed.flatMap(([q, c, s]): Knobs[] => [
          [q, c, s],
          [q, c, 0],
        ]),
      ])
      for (const k of unknown) this.probed.set(key(k), this.encoded.get(key(k)) as number)
      for (const [i, k] of batch.entries()) {
        const p = predicted[i]
        if (k[2] === 0 || p === undefined) continue
        const [q, c] = k
        const ratio = (this.encoded.get(key(k)) as number) / (this.encoded.get(key([q, c, 0])) as number)
        this.probed.set(key(k), p * ratio)
      }
      return
    }
    await this.encodeMosaic(batch)
    for (const k of missing.values()) this.probed.set(key(k), this.encoded.get(key(k)) as number)
  }

  private async encodeMosaic(list: Knobs[]): Promise<void> {
    const batch = [...new Map(list.filter((k) => !this.encoded.has(key(k))).map((k) => [key(k), k])).values()]
    if (batch.length === 0) return
    const sizes = await this.probe(
      this.mosaic.image,
      batch.map((k) => this.settings(k)),
    )
    for (const [i, k] of batch.entries()) this.encoded.set(key(k), sizes[i] as number)
  }

  settings(k: Knobs): JpegSettings {
    return knobsToSettings(k, this.subsampling, this.quantTable)
  }

  /** actual / estimate of a real encode recorded here (undefined if none was at these knobs). */
  ratioOf(k: Knobs): number | undefined {
    return this.calibrations.find((c) => key(c.knobs) === key(k))?.ratio
  }

  /** The uncalibrated estimate of the full size, from the mosaic alone; undefined if not probed. */
  estimate(k: Knobs): number | undefined {
    const size = this.probed.get(key(k))
    if (size === undefined) return undefined
    return mosaicToFullBytes(size, this.mosaic, this.tuning.headerBytes)
  }

  predict(k: Knobs): number | undefined {
    const estimate = this.estimate(k)
    if (estimate === undefined) return undefined
    return this.secantOnLine(k) ?? estimate * this.ratioFor(k, estimate)
  }

  /** The mosaic's own encoded size for these knobs (how much signal the probes carry). */
  probedBytes(k: Knobs): number | undefined {
    return this.probed.get(key(k))
  }

  // Two or more real encodes at this luma quality and smoothing: size along chroma quality comes from them
  // (log size is smooth in chroma quality), within a few steps of the nearest.
  private secantOnLine([q, c, s]: Knobs): number | undefined {
    const line = this.calibrations
      .filter((cal) => cal.knobs[0] === q && cal.knobs[2] === s)
      .sort((a, b) => Math.abs(a.knobs[1] - c) - Math.abs(b.knobs[1] - c))
    const a = line[0]
    const b = line.find((cal) => cal.knobs[1] !== a?.knobs[1])
    if (!a || !b || Math.abs(a.knobs[1] - c) > this.tuning.secantReach) return undefined
    const la = Math.log(a.estimate * a.ratio)
    const lb = Math.log(b.estimate * b.ratio)
    return Math.exp(la + ((lb - la) * (c - a.knobs[1])) / (b.knobs[1] - a.knobs[1]))
  }

  /** Records a real encode, so later predictions near it are corrected by its error. */
  calibrate(k: Knobs, actualBytes: number): void {
    const estimate = this.estimate(k)
    if (estimate === undefined || this.exact) return
    this.calibrations.push({ knobs: k, estimate, ratio: actualBytes / estimate })
  }

  // The correction for an estimate: with one real encode, its ratio; with real encodes along the same line
  // (same luma quality and smoothing) either side in chroma quality, the ratio interpolated between them: a
  // secant on real sizes, which a small mosaic of a low-detail photo cannot resolve (a 1 % mosaic of a
  // 17 MP page of handwriting is 6 KB of JPEG). Otherwise the log ratio interpolated in log estimate between
  // the real encodes either side, held flat beyond them.
  private ratioFor(k: Knobs, estimate: number): number {
    const cals = this.calibrations
    if (cals.length === 0) return this.priorRatio
    const exact = cals.find((c) => c.knobs.join() === k.join())
    if (exact) return exact.ratio
    const [q, c, s] = k
    const line = cals.filter((cal) => cal.knobs[0] === q && cal.knobs[2] === s)
    const left = nearestBy(
      line.filter((cal) => cal.knobs[1] < c),
      (cal) => c - cal.knobs[1],
    )
    const right = nearestBy(
      line.filter((cal) => cal.knobs[1] > c),
      (cal) => cal.knobs[1] - c,
    )
    if (left && right) {
      const t = (c - left.knobs[1]) / (right.knobs[1] - left.knobs[1])
      return left.ratio * (1 - t) + right.ratio * t
    }
    const le = Math.log(estimate)
    const below = nearest(
      cals.filter((c) => c.estimate <= estimate),
      le,
    )
    const above = nearest(
      cals.filter((c) => c.estimate > estimate),
      le,
    )
    if (!below || !above) return (below ?? above)?.ratio ?? 1
    const t = (le - Math.log(below.estimate)) / (Math.log(above.estimate) - Math.log(below.estimate))
    return Math.exp(Math.log(below.ratio) * (1 - t) + Math.log(above.ratio) * t)
  }
}

function nearestBy(cals: Calibration[], distance: (c: Calibration) => number): Calibration | undefined {
  let best: Calibration | undefined
  for (const c of cals) if (!best || distance(c) <= distance(best)) best = c
  return best
}

function nearest(cals: Calibration[], logEstimate: number): Calibration | undefined {
  let best: Calibration | undefined
  for (const c of cals) {
    const d = Math.abs(Math.log(c.estimate) - logEstimate)
    // Later encodes win ties: they were aimed with more information.
    if (!best || d <= Math.abs(Math.log(best.estimate) - logEstimate)) best = c
  }
  return best
}

export interface Point {
  x: number
  size: number
}

/**
 * Where log size crosses log target along a line of known points, by linear interpolation on log size (it is
 * close to linear in quality over short spans once subsampling is fixed), extrapolating with the end slope
 * or `fallbackSlope` (log bytes per step) when the target lies outside the points.
 */
export function crossing(points: Point[], target: number, fallbackSlope: number): number {
  const lt = Math.log(target)
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) throw new Error('crossing needs at least one point')
  const slopeOf = (a: Point, b: Point) => {
    const s = (Math.log(b.size) - Math.log(a.size)) / (b.x - a.x)
    return Number.isFinite(s) && s > 1e-5 ? s : fallbackSlope
  }
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Point
    const b = points[i + 1] as Point
    if (Math.log(a.size) <= lt && lt <= Math.log(b.size)) return a.x + (lt - Math.log(a.size)) / slopeOf(a, b)
  }
  if (lt < Math.log(first.size)) {
    const s = points.length > 1 ? slopeOf(first, points[1] as Point) : fallbackSlope
    return first.x - (Math.log(first.size) - lt) / s
  }
  const s = points.length > 1 ? slopeOf(points[points.length - 2] as Point, last) : fallbackSlope
  return last.x + (lt - Math.log(last.size)) / s
}

/** The size at x on a line of points, interpolating log size linearly (extrapolating with `slope`). */
export function logValueAt(points: Point[], x: number, slope: number): number {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) throw new Error('no points')
  if (x <= first.x) return first.size * Math.exp((x - first.x) * slope)
  if (x >= last.x) return last.size * Math.exp((x - last.x) * slope)
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Point
    const b = points[i + 1] as Point
    if (x >= a.x && x <= b.x) {
      const t = b.x === a.x ? 0 : (x - a.x) / (b.x - a.x)
      return Math.exp(Math.log(a.size) * (1 - t) + Math.log(b.size) * t)
    }
  }
  return last.size
}

import type { CompressTuning } from '../options.ts'
import { crossing, type Knobs, type Point, type SizeModel } from './size-model.ts'

/**
 * A one-dimensional slice through the knobs along which size grows with x: the tied line (luma quality with
 * its chroma quality, see tiedKnobs), a chroma line (fixed luma quality) or a smoothing line (fixed
 * qualities).
 */
export interface Line {
  id: string
  at(x: number): Knobs
  lo: number
  hi: number
  /** Log bytes per step of x, to extrapolate from a single point. */
  slope: number
}

/**
 * The tied knobs for a quality: chroma quality `tiedChromaOffset` below luma at the bottom of the range,
 * closing to equal at the top (quality 100 stays the largest file there is).
 */
export function tiedKnobs(t: CompressTuning, quality: number): Knobs {
  const span = t.qualityMax - t.qualityMin
  const offset = Math.round((t.tiedChromaOffset * (t.qualityMax - quality)) / span)
  return [quality, Math.max(1, quality - offset), 0]
}

export function tiedLine(t: CompressTuning): Line {
  return {
    id: 'tied',
    at: (x) => tiedKnobs(t, x),
    lo: t.qualityMin,
    hi: t.qualityMax,
    slope: t.lumaLogSlopePrior,
  }
}

export function chromaLine(t: CompressTuning, q: number, smoothing = 0): Line {
  const lo = Math.max(1, q - t.chromaBelowLuma)
  return {
    id: `c${q}s${smoothing}`,
    at: (x) => [q, x, smoothing],
    lo,
    hi: t.qualityMax,
    slope: t.chromaLogSlopePrior,
  }
}

/**
 * A smoothing line through a setting: its luma and chroma qualities fixed, smoothing from `greySmoothingMax`
 * at x = 0 down to none at the top, so that size grows with x (smoothing mostly shrinks a file). The fine
 * knob of a grey picture, where a chroma line is flat (docs/compress-engine.md, "Grey pictures").
 */
export function smoothingLine(t: CompressTuning, [q, c]: Knobs): Line {
  const max = t.greySmoothingMax
  return {
    id: `q${q}c${c}smooth`,
    at: (x) => [q, c, max - x],
    lo: 0,
    hi: max,
    slope: t.smoothingLogSlopePrior,
  }
}

/** The x of two adjacent points with predicted sizes either side of a goal (either may be missing at an end). */
export interface Bracket {
  below?: number
  above?: number
}

/**
 * Finds where a line crosses `goal` with as few probes as it can: interpolation on log size between the
 * nearest points either side (secant), two adjacent probes per round so the bracket usually closes in one
 * or two rounds. Each round is one batch, which the pool runs in parallel.
 */
export class LineSearch {
  private readonly xs = new Map<string, Set<number>>()

  constructor(
    private readonly model: SizeModel,
    private readonly ensure: (list: Knobs[]) => Promise<void>,
  ) {}

  points(line: Line): Point[] {
    const out: Point[] = []
    for (const x of this.xs.get(line.id) ?? []) {
      const size = this.model.predict(line.at(x))
      if (size !== undefined) out.push({ x, size })
    }
    return out.sort((a, b) => a.x - b.x)
  }

  async probe(line: Line, xs: number[]): Promise<void> {
    const set = this.xs.get(line.id) ?? new Set<number>()
    this.xs.set(line.id, set)
    const clamped = xs.map((x) => Math.min(line.hi, Math.max(line.lo, Math.round(x))))
    for (const x of clamped) set.add(x)
    await this.ensure(clamped.map((x) => line.at(x)))
  }

  async bracket(line: Line, goal: number, initial: number[]): Promise<Bracket> {
    if (this.points(line).length === 0) await this.probe(line, initial)
    let lastWidth = Number.POSITIVE_INFINITY
    for (let round = 0; round < this.maxRounds; round++) {
      const points = this.points(line)
      const over = points.filter((p) => p.size > goal).map((p) => p.x)
      const above = over.length ? Math.min(...over) : undefined
      const under = points
        .filter((p) => p.size <= goal && (above === undefined || p.x < above))
        .map((p) => p.x)
      const below = under.length ? Math.max(...under) : undefined
      if (below !== undefined && above === below + 1) return { below, above }
      if (above === undefined && below === line.hi) return { below }
      if (below === undefined && above === line.lo) return { above }
      const from = below === undefined ? line.lo : below + 1
      const to = above === undefined ? line.hi : above - 1
      let guess = crossing(points, goal, line.slope)
      // Interpolation alone creeps along a curved line one step per round (size accelerates towards
      // quality 100); when the last round did not halve the bracket, move halfway to its middle instead.
      const width = to - from
      if (below !== undefined && above !== undefined && width > 0.5 * lastWidth)
        guess = (guess + (from + to) / 2) / 2
      lastWidth = width
      const x = Math.min(to, Math.max(from, Math.floor(guess)))
      // A flat line (chroma quality on a greyscale image) or a jagged one cannot be bracketed: stop with
      // what is known rather than probe every step.
      if (isFlat(points) || round === this.maxRounds - 1)
        return { ...(below !== undefined ? { below } : {}), ...(above !== undefined ? { above } : {}) }
      await this.probe(line, x + 1 <= to ? [x, x + 1] : [x])
    }
    return {}
  }

  private readonly maxRounds = 6
}

// Three or more points whose sizes differ by under 0.1 %: the knob does nothing here.
function isFlat(points: Point[]): boolean {
  if (points.length < 3) return false
  const sizes = points.map((p) => p.size)
  return Math.max(...sizes) / Math.min(...sizes) < 1.001
}

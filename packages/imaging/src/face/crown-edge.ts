import type { RasterImage } from '../types.ts'
import type { CrownSearch } from './options.ts'
import type { Point } from './types.ts'

export interface CrownEdgeQuery {
  eyeMid: Point
  across: Point
  down: Point
  eyeDistance: number
  /** The landmark model's crown, as a distance above the eye midpoint (px). */
  predicted: number
  /** The predicted head height (px): the search's unit. */
  headHeight: number
  /**
   * No crown lower than this distance above the eye midpoint (px): with the dense landmarks, a multiple of
   * the forehead's top, so the hairline (hair above, skin below) cannot pass for the crown.
   */
  minDistance?: number
  search: CrownSearch
}

/**
 * Finds the top of the hair as the colour step between background and hair above the head, along the
 * face's vertical axis: the mean colour of a band of rows (as wide as `bandHalfWidth` x the eye distance
 * either side of the axis) is compared above and below each candidate row, within a window around the
 * landmark prediction. Each local maximum of that step is weighed by a Gaussian prior around the
 * prediction (shifted up by `priorOffset`, since hair only adds height) and the best wins.
 *
 * Why the prior: the hairline (hair above, forehead below) is often a stronger step than the crown (e.g. dark
 * hair against a dark flag), but it sits ~12 % of the head lower; the crown within a few % of the prediction
 * wins unless it is much weaker. Measured on the hand-labelled portraits: within 1.2 % of the head height on
 * all 10 (the landmark prediction alone: up to 12 %).
 *
 * Returns the crown's distance above the eye midpoint, or null (keep the prediction) when the photo shows no
 * background above the prediction (a head cut by the frame has no edge to find) or no step is strong enough
 * (hair the colour of the background).
 */
export function findCrownEdge(image: RasterImage, q: CrownEdgeQuery): number | null {
  const { search, headHeight: H } = q
  if (!(H > 0) || !(q.eyeDistance > 0)) return null
  const step = Math.max(0.5, H / search.rowsPerHead)
  const top = q.predicted + search.above * H
  const bottom = q.predicted - search.below * H
  const half = Math.round((search.stepWindow * H) / step)
  const profile: number[][] = []
  // Row 0 is the highest; rows above the image's edge are skipped, so a window that starts off the image
  // begins at its first row inside.
  let first = Number.NaN
  for (let s = top + half * step; s >= bottom - half * step; s -= step) {
    const colour = rowMean(image, q, s, step)
    if (!colour) {
      if (profile.length) break
      continue
    }
    if (!profile.length) first = s
    profile.push(colour)
  }
  // The photo must show some background above the lowest possible crown (the prediction, without a lower
  // bound), or the only steps are inside the head.
  if (!(first >= (q.minDistance ?? q.predicted) + search.minClearance * H)) return null
  const strength = new Float64Array(profile.length)
  let strongest = 0
  for (let i = half; i < profile.length - half; i++) {
    let dr = 0
    let dg = 0
    let db = 0
    for (let j = 1; j <= half; j++) {
      const above = profile[i - j] as number[]
      const below = profile[i + j] as number[]
      dr += (above[0] as number) - (below[0] as number)
      dg += (above[1] as number) - (below[1] as number)
      db += (above[2] as number) - (below[2] as number)
    }
    const v = Math.hypot(dr, dg, db) / half
    strength[i] = v
    strongest = Math.max(strongest, v)
  }
  if (strongest < search.minStrength) return null
  let best: number | null = null
  let bestScore = 0
  for (let i = half; i < profile.length - half; i++) {
    const v = strength[i] as number
    if (v < search.minStrength || !isLocalMax(strength, i, half)) continue
    const distance = first - i * step
    if (q.minDistance !== undefined && distance < q.minDistance) continue
    const offset = (distance - q.predicted) / H - search.priorOffset
    const score = v * Math.exp(-0.5 * (offset / search.priorSigma) ** 2)
    if (score > bestScore) {
      bestScore = score
      best = distance
    }
  }
  return best
}

function isLocalMax(values: Float64Array, i: number, radius: number): boolean {
  const v = values[i] as number
  for (let j = Math.max(0, i - radius); j <= Math.min(values.length - 1, i + radius); j++) {
    if ((values[j] as number) > v) return false
  }
  return true
}

// Mean RGB of the row `s` px above the eye midpoint, across the band; null if any of it is off the image.
function rowMean(image: RasterImage, q: CrownEdgeQuery, s: number, step: number): number[] | null {
  const { data, width, height } = image
  const reach = q.search.bandHalfWidth * q.eyeDistance
  const cx = q.eyeMid.x - q.down.x * s
  const cy = q.eyeMid.y - q.down.y * s
  let r = 0
  let g = 0
  let b = 0
  let n = 0
  for (let u = -reach; u <= reach; u += step) {
    const x = Math.round(cx + q.across.x * u)
    const y = Math.round(cy + q.across.y * u)
    if (x < 0 || y < 0 || x >= width || y >= height) return null
    const i = (y * width + x) * 4
    r += data[i] as number
    g += data[i + 1] as number
    b += data[i + 2] as number
    n++
  }
  return n ? [r / n, g / n, b / n] : null
}

// Glasses (docs/photo-checks.md, "Glasses"): a frame's bridge crosses the nose between the eyes, where
// bare skin has no horizontal edge. Read in the levelled face crop: each column of a box over the bridge
// gives its strongest vertical step or thin line (a metal frame is about a pixel wide there, which a line
// filter sees twice as strongly as a step filter does), and the median column's, over the face's
// contrast, is the measure.
import type { LumaPlane } from '../../types.ts'
import type { FaceCrop } from './face-crop.ts'
import { histogramPercentile } from './measures.ts'

/** The box over the bridge, in eye distances: either side of the middle, and from above the eyes to just under. */
const HALF_WIDTH = 0.15
const ABOVE = 0.3
const BELOW = 0.05

/**
 * The bridge's strongest vertical step or line per column, median over the columns, over the face's p5-p95 range
 * (`face`: the skin's histogram, which the other measures share).
 */
export function bridgeEdges(luma: LumaPlane, crop: FaceCrop, face: Float64Array): number {
  const { width: side, data } = luma
  const { right, left } = crop.eyes
  const ied = Math.hypot(left.x - right.x, left.y - right.y)
  const eyeY = (right.y + left.y) / 2
  const midX = (right.x + left.x) / 2
  const y0 = Math.max(1, Math.round(eyeY - ABOVE * ied))
  const y1 = Math.min(side - 2, Math.round(eyeY + BELOW * ied))
  const columns: number[] = []
  for (
    let x = Math.max(0, Math.round(midX - HALF_WIDTH * ied));
    x <= Math.min(side - 1, Math.round(midX + HALF_WIDTH * ied));
    x++
  ) {
    let strongest = 0
    for (let y = y0; y <= y1; y++) {
      const above = data[(y - 1) * side + x] as number
      const here = data[y * side + x] as number
      const below = data[(y + 1) * side + x] as number
      const step = Math.abs(below - above)
      const ridge = Math.abs(2 * here - above - below)
      // A line that falls between two rows gives each half its contrast, and the one-row filter a quarter of
      // what it reads on a line centred on a row; read as a line two rows wide ([-1, 1, 1, -1], which reads
      // a step no stronger than the step filter does), it keeps half, wherever the crop's grid falls.
      const further = y + 2 < side ? (data[(y + 2) * side + x] as number) : below
      const ridge2 = Math.abs(here + below - above - further)
      strongest = Math.max(strongest, step, ridge, ridge2)
    }
    columns.push(strongest)
  }
  if (!columns.length) return 0
  columns.sort((a, b) => a - b)
  // Over the face's luminance range, 5th to 95th percentile (at least 20 levels: a flat face is no reason
  // to flag).
  const range = Math.max(20, histogramPercentile(face, 0.95) - histogramPercentile(face, 0.05))
  return (columns[columns.length >> 1] as number) / range
}

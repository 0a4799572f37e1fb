// Touch-up strokes painted into the person's alpha (docs/background.md, "Touch-up"): where the visitor saw
// the replacement keep a piece of the old wall or cut off an ear, a 'remove' stroke makes the alpha 0 and a
// 'keep' stroke makes it 1, each with a soft edge, after refinement and before the composite.
import type { AlphaMatte } from './alpha-matte.ts'
import { MATTING_TUNING } from './options.ts'

export type TouchUpMode = 'keep' | 'remove'

/** One stroke: a brush of `radius` pixels dragged through `points` (one point: a dab), in one raster's pixels. */
export interface TouchUpStroke {
  mode: TouchUpMode
  /** Continuous pixel coordinates (pixel (i, j) covers [i, i+1) x [j, j+1)). */
  points: readonly { x: number; y: number }[]
  radius: number
}

/** Distance from (px, py) to the segment a-b. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax
  const dy = by - ay
  const len2 = dx * dx + dy * dy
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/**
 * How much of each pixel the stroke covers, 0..1: whole within `radius` of its path, fading to nothing over
 * `soft` pixels beyond it (so the edge is neither a step nor wider than the brush shows). Written into
 * `into`, which must be zero; returns the box it touched, or null.
 */
function strokeCoverage(
  stroke: TouchUpStroke,
  width: number,
  height: number,
  soft: number,
  into: Float32Array,
): { x0: number; x1: number; y0: number; y1: number } | null {
  const points = stroke.points
  if (points.length === 0 || !(stroke.radius > 0)) return null
  const reach = stroke.radius + soft
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const p of points) {
    minX = Math.min(minX, p.x)
    maxX = Math.max(maxX, p.x)
    minY = Math.min(minY, p.y)
    maxY = Math.max(maxY, p.y)
  }
  const x0 = Math.max(0, Math.floor(minX - reach))
  const x1 = Math.min(width - 1, Math.ceil(maxX + reach))
  const y0 = Math.max(0, Math.floor(minY - reach))
  const y1 = Math.min(height - 1, Math.ceil(maxY + reach))
  if (x0 > x1 || y0 > y1) return null
  for (let s = 0; s < Math.max(1, points.length - 1); s++) {
    const a = points[s] as { x: number; y: number }
    const b = (points[s + 1] ?? a) as { x: number; y: number }
    const sx0 = Math.max(x0, Math.floor(Math.min(a.x, b.x) - reach))
    const sx1 = Math.min(x1, Math.ceil(Math.max(a.x, b.x) + reach))
    const sy0 = Math.max(y0, Math.floor(Math.min(a.y, b.y) - reach))
    const sy1 = Math.min(y1, Math.ceil(Math.max(a.y, b.y) + reach))
    for (let y = sy0; y <= sy1; y++) {
      for (let x = sx0; x <= sx1; x++) {
        const d = segmentDistance(x + 0.5, y + 0.5, a.x, a.y, b.x, b.y)
        if (d >= reach) continue
        const c = d <= stroke.radius ? 1 : soft > 0 ? (reach - d) / soft : 0
        const i = y * width + x
        if (c > (into[i] as number)) into[i] = c
      }
    }
  }
  return { x0, x1, y0, y1 }
}

/**
 * The alpha with the strokes painted in, in order (a later stroke paints over an earlier one): 'keep' moves
 * alpha toward 1 by the brush's cover, 'remove' toward 0. A new matte; the given one is left as it was.
 */
export function paintTouchUps(
  alpha: AlphaMatte,
  strokes: readonly TouchUpStroke[],
  soft: number = MATTING_TUNING.touchUpSoftEdge,
): AlphaMatte {
  const { width, height } = alpha
  const data = new Float32Array(alpha.data)
  if (strokes.length === 0) return { width, height, data }
  const cover = new Float32Array(width * height)
  for (const stroke of strokes) {
    const box = strokeCoverage(stroke, width, height, soft, cover)
    if (!box) continue
    for (let y = box.y0; y <= box.y1; y++) {
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * width + x
        const c = cover[i] as number
        if (c === 0) continue
        const a = data[i] as number
        data[i] = stroke.mode === 'keep' ? a + (1 - a) * c : a * (1 - c)
        cover[i] = 0
      }
    }
  }
  return { width, height, data }
}

/** How many strokes of each kind, for the report ("Touch-up: 3 strokes (2 keep, 1 remove)"). */
export function countTouchUps(strokes: readonly Pick<TouchUpStroke, 'mode'>[]): {
  keep: number
  remove: number
} {
  let keep = 0
  for (const s of strokes) if (s.mode === 'keep') keep++
  return { keep, remove: strokes.length - keep }
}

// The wall behind the head on a camera frame (docs/camera.md, "Coaching"): the verdict reads it where the
// person mask says there is wall (photo/quality/background.ts); the coaching has no mask at its frame rate,
// so it reads boxes beside and above the head that a head and its hair do not reach, and measures the same
// spread: the 90th minus the 10th percentile of their luminance, 0..1.
import type { HeadGeometry } from '../face/head.ts'
import { histogramPercentile } from '../photo/quality/measures.ts'
import { lumaAt } from '../pixels/luma.ts'
import type { RasterImage } from '../types.ts'

/**
 * In head heights from the head's centre: the boxes start `clear` to each side (a head with its hair is
 * about 0.75 head heights wide) and reach `reach` out; they run from `above` over the centre down to the eye
 * line (under it, the shoulders and clothes would count as wall). The box over the head starts `clear` above
 * the centre too. Too few pixels to read (`minPixels`): null.
 */
const WALL_BOXES = { clear: 0.6, reach: 1.1, above: 0.9, eyes: 0.1, minPixels: 60 } as const

export function wallSpread(frame: RasterImage, head: Pick<HeadGeometry, 'centre' | 'height'>): number | null {
  const { clear, reach, above, eyes, minPixels } = WALL_BOXES
  const { x: cx, y: cy } = head.centre
  const h = head.height
  const top = cy - above * h
  const boxes = [
    { x0: cx - reach * h, x1: cx - clear * h, y0: top, y1: cy - eyes * h },
    { x0: cx + clear * h, x1: cx + reach * h, y0: top, y1: cy - eyes * h },
    { x0: cx - clear * h, x1: cx + clear * h, y0: cy - (above + 0.3) * h, y1: cy - clear * h },
  ]
  const counts = new Uint32Array(256)
  let n = 0
  for (const box of boxes) {
    const x0 = Math.max(0, Math.round(box.x0))
    const x1 = Math.min(frame.width, Math.round(box.x1))
    const y0 = Math.max(0, Math.round(box.y0))
    const y1 = Math.min(frame.height, Math.round(box.y1))
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const luma = Math.round(lumaAt(frame.data, (y * frame.width + x) * 4))
        counts[luma] = (counts[luma] as number) + 1
        n++
      }
  }
  if (n < minPixels) return null
  return (histogramPercentile(counts, 0.9) - histogramPercentile(counts, 0.1)) / 255
}

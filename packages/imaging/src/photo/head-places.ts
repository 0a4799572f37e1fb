// Where a frame point lies around the head, in head heights: along the face from the crown and across it
// from its middle. The places the 'Plain background' row names, and the subject's bound, are read in it.
import type { LeftoverPlace } from '@vps/specs'
import type { Point } from '../face/types.ts'
import { LEFTOVER_TUNING } from './options.ts'
import type { HeadInFrame } from './placement.ts'

/**
 * A point in head heights (crown to chin): `along` the face from the crown (0) to the chin (1), `across` it
 * from the head's centre, positive to the photo's right.
 */
export function headCoordinates(
  head: Pick<HeadInFrame, 'crown' | 'chin' | 'centre'>,
  p: Point,
): { along: number; across: number } {
  const dx = head.chin.x - head.crown.x
  const dy = head.chin.y - head.crown.y
  const h = Math.hypot(dx, dy) || 1
  const down = { x: dx / h, y: dy / h }
  return {
    along: ((p.x - head.crown.x) * down.x + (p.y - head.crown.y) * down.y) / h,
    across: ((p.x - head.centre.x) * down.y - (p.y - head.centre.y) * down.x) / h,
  }
}

/** Where a point lies around the head, in the export ('left' is the photo's left). */
export function leftoverPlace(head: Pick<HeadInFrame, 'crown' | 'chin' | 'centre'>, p: Point): LeftoverPlace {
  const { along: v, across: u } = headCoordinates(head, p)
  const side = u < 0 ? 'left' : 'right'
  const { hairTo, earsTo, middle, neck } = LEFTOVER_TUNING.places
  if (v < hairTo) return Math.abs(u) < middle ? 'crown' : `hair-${side}`
  if (v < earsTo) return Math.abs(u) < middle ? 'face' : `ear-${side}`
  return Math.abs(u) < neck ? 'neck' : `shoulder-${side}`
}

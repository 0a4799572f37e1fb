// Where the head must be, as the checks and Auto Center's own facts (pipeline.ts) judge it.
import { COMPLIANCE } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { HeadInFrame } from './placement.ts'

/**
 * The chosen head lies in the frame, crown to chin (COMPLIANCE.paddingTolerancePx to spare), with its centre
 * at most COMPLIANCE.maxCentreOffset of the width off the middle: panned away or cut off, it is no photo of you.
 */
export function headPlaced(head: HeadInFrame, frame: { width: number; height: number }): boolean {
  const t = COMPLIANCE.paddingTolerancePx
  const inside = (p: Point) => p.x >= -t && p.y >= -t && p.x <= frame.width + t && p.y <= frame.height + t
  // A crown the source photo cuts off is not known (Face size says so): judge the chin and the centring only,
  // or this row would send the visitor to Auto Center, which cannot help.
  return (
    (head.crownCut || inside(head.crown)) &&
    inside(head.chin) &&
    Math.abs(head.centreFraction.x - 0.5) <= COMPLIANCE.maxCentreOffset
  )
}

/** The head is inside its band with COMPLIANCE.headEdgeMargin to spare (a quarter of a narrow band). */
export function clearOfBandEdges(percent: number, band: { min: number; max: number }): boolean {
  const margin = Math.min(COMPLIANCE.headEdgeMargin, (band.max - band.min) / 4)
  return percent >= band.min + margin && percent <= band.max - margin
}

// The shape of a compliance check (docs/recipes.md, "Add a check"): whether it applies to the document and the
// photo, whether the photo passes, and its row in words. compliance.ts runs the list in checks/index.ts.
import type { ComplianceDetails, ComplianceRowStatus } from '../compliance-types.ts'

export type { ComplianceRow, ComplianceRowStatus } from '../compliance-types.ts'

import type { PhotoFrame } from '../frame.ts'

/** What a check reads: the document's frame and what was measured of the placed photo (compliance.ts, measure). */
export interface CheckContext {
  frame: PhotoFrame
  details: ComplianceDetails
}

export interface ComplianceCheck {
  key: string
  /** Whether this check is one of the document's, for this photo (an eye line only where the document states one). */
  applies?: (ctx: CheckContext) => boolean
  /** Whether the photo passes: false keeps 'Ready to Download' away. */
  run: (ctx: CheckContext) => boolean
  /**
   * The row in words. `status` defaults to 'pass' or 'fail' from `pass`; 'warn' ('Check') is for a passing row
   * whose measurement is uncertain, or a failing one the spec's own rule passes (the head by the band's edge).
   */
  row: (pass: boolean, ctx: CheckContext) => { label: string; detail: string; status?: ComplianceRowStatus }
}

/** A band the document states (eye line, top margin) holds the measured value; no value fails. */
export const inBand = (value: number | null | undefined, band: { min: number; max: number }) =>
  value !== null && value !== undefined && value >= band.min && value <= band.max

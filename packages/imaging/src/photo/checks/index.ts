// The compliance checks, in the order the panel, the receipt and the CLI list their rows (docs/recipes.md,
// "Add a check"): the spec's five with the document's bands among them, our own, then the face's quality.
import {
  editsAccepted,
  enoughDetail,
  eyeLine,
  faceFound,
  fillsFrame,
  headStraight,
  topMargin,
} from './own-checks.ts'
import { QUALITY_COMPLIANCE_CHECKS } from './quality-checks.ts'
import { background, dimensions, faceSize, fileSize, resolution } from './spec-checks.ts'
import type { ComplianceCheck } from './types.ts'

export const COMPLIANCE_CHECKS: readonly ComplianceCheck[] = [
  dimensions,
  resolution,
  background,
  faceSize,
  eyeLine,
  topMargin,
  fileSize,
  faceFound,
  fillsFrame,
  enoughDetail,
  headStraight,
  editsAccepted,
  ...QUALITY_COMPLIANCE_CHECKS,
]

// A frame with nobody in it is never saved as a file that looks finished (docs/photo-pipeline.md, "Export"):
// the page keeps its download button off and says why, and the Node API refuses (EmptyExportError).
import { COMPLIANCE, type EMPTY_EXPORT } from '@vps/specs'
import type { ComplianceDetails } from './compliance-types.ts'

export type EmptyExportReason = keyof typeof EMPTY_EXPORT

/**
 * Why this export would show no face, or null when it shows one: detection ran and found none; the head
 * lies mostly outside the frame (less than COMPLIANCE.minFaceShown of it inside); or replacing the wall
 * kept less than that share of the face. Detection that could not run is not a reason: the photo may well
 * hold a face, and the rows already say the face was not checked.
 */
export function emptyExport(
  details: Pick<ComplianceDetails, 'faces' | 'headInFrame' | 'backdrop'>,
): EmptyExportReason | null {
  const { faces, headInFrame, backdrop } = details
  if (!faces.checked || faces.unavailable) return null
  if (faces.found === 0) return 'noFace'
  if (headInFrame !== null && headInFrame < COMPLIANCE.minFaceShown) return 'faceOutside'
  if (backdrop.faceShown !== null && backdrop.faceShown < COMPLIANCE.minFaceShown) return 'faceLost'
  return null
}

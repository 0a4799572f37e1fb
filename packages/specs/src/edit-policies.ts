// Background replacement per destination (docs/background.md, "Policy per document"): the built-in policy is
// each destination's record's, which staff can change in the codes manager. Where no authority's text against it
// was found, replacement is allowed and the reason says so plainly; where one refuses edited photos, it is off by
// default.
import { destinationRecord } from './destinations/records.ts'
import { DEFAULT_EDIT_POLICY } from './destinations/shared.ts'
import type { EditPolicy } from './schemas/edit-policy.ts'

export { DEFAULT_EDIT_POLICY }

/** The built-in policy of a destination code: its record's, DEFAULT_EDIT_POLICY for a code staff added. */
export function builtInEditPolicy(slug: string): EditPolicy {
  return destinationRecord(slug)?.editPolicy ?? DEFAULT_EDIT_POLICY
}

export const replacementAllowed = (policy: EditPolicy): boolean => policy.backgroundReplacement === 'allowed'

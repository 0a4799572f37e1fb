// Indonesia: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const indonesia: DestinationRecord = {
  slug: 'indonesia',
  name: 'Indonesia',
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission: "you upload a digital photo to Indonesia's online visa application",
    tip: 'The online form checks the photo automatically, so an evenly lit face and a clean background matter more than usual.',
  },
}

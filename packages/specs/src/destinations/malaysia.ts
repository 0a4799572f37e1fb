// Malaysia: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const malaysia: DestinationRecord = {
  slug: 'malaysia',
  name: 'Malaysia',
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission: "you upload a digital photo to Malaysia's online eVISA application",
  },
}

// Brazil: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const brazil: DestinationRecord = {
  slug: 'brazil',
  name: 'Brazil',
  aliases: ['Brasil'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'americas',
    submission: "you upload a digital photo to Brazil's online visa application",
  },
}

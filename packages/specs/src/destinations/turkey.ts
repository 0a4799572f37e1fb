// Turkey: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, white600x800 } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const turkey: DestinationRecord = {
  slug: 'turkey',
  name: 'Turkey',
  aliases: ['Türkiye', 'Turkiye'],
  spec: white600x800(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'europe',
    submission:
      "the photo is for applications made at a Turkish consulate; Turkey's e-Visa, open to many nationalities, does not ask for a photo",
    tip: 'Residence permit photos in Turkey use a different, larger format, so a visa photo cannot be reused for that later.',
  },
}

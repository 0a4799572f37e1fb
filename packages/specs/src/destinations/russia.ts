// Russia: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const russia: DestinationRecord = {
  slug: 'russia',
  name: 'Russia',
  aliases: ['Russian Federation', 'Rossiya', 'Россия'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'europe',
    submission: "you upload a digital photo with Russia's online visa application form",
  },
}

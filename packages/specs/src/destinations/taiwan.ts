// Taiwan: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const taiwan: DestinationRecord = {
  slug: 'taiwan',
  name: 'Taiwan',
  aliases: ['ROC', 'Republic of China', '台灣', '台湾'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission: "you upload a digital photo to Taiwan's online visa or eVisa application",
  },
}

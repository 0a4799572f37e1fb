// United Arab Emirates: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const unitedArabEmirates: DestinationRecord = {
  slug: 'united-arab-emirates',
  name: 'United Arab Emirates',
  shortName: 'UAE',
  aliases: ['UAE', 'Emirates', 'Dubai', 'Abu Dhabi', 'الإمارات'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'middle-east',
    submission: 'you, your sponsor or your airline upload a digital photo with the visa application',
  },
}

// Saudi Arabia: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const saudiArabia: DestinationRecord = {
  slug: 'saudi-arabia',
  name: 'Saudi Arabia',
  aliases: ['KSA', 'Saudi', 'المملكة العربية السعودية'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'middle-east',
    submission: 'the photo is for visa applications made through an embassy or an accredited agency',
    check:
      "Saudi Arabia's eVisa asks for its own photo (a square image on a white background has been reported); the 35x45 mm preset suits embassy applications.",
  },
}

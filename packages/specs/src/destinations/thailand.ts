// Thailand: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, white600x800 } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const thailand: DestinationRecord = {
  slug: 'thailand',
  name: 'Thailand',
  aliases: ['Thai', 'Siam', 'ประเทศไทย'],
  spec: white600x800(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission:
      "you upload the photo to Thailand's e-Visa system, or bring prints for a visa on arrival or a consulate application",
    tip: 'Visa-on-arrival forms commonly ask for a 4x6 cm print, which is not the preset format: check which route you are using.',
  },
}

// South Korea: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, standardWhite } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const southKorea: DestinationRecord = {
  slug: 'south-korea',
  name: 'South Korea',
  aliases: ['Korea', 'Republic of Korea', 'ROK', 'Hanguk', '한국', '대한민국'],
  spec: standardWhite(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission:
      'you upload a digital photo with your online visa application, or with the K-ETA travel authorisation if your nationality is visa-exempt',
  },
}

// Germany: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, franceGermany, SCHENGEN, SCHENGEN_PROCESSING, schengen } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const germany: DestinationRecord = {
  slug: 'germany',
  name: 'Germany',
  aliases: ['Deutschland', 'Allemagne'],
  spec: franceGermany(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: SCHENGEN,
  processingTime: SCHENGEN_PROCESSING,
  notes: schengen({
    tip: 'German missions are strict about neutral expressions: mouth closed, eyes open and looking into the camera.',
  }),
}

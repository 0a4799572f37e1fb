// France: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, franceGermany, SCHENGEN, SCHENGEN_PROCESSING, schengen } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const france: DestinationRecord = {
  slug: 'france',
  name: 'France',
  aliases: ['République française'],
  spec: franceGermany(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: SCHENGEN,
  processingTime: SCHENGEN_PROCESSING,
  notes: schengen({
    check:
      'French photo rules favour a light grey or light blue background over pure white, which is why the preset uses light grey.',
  }),
}

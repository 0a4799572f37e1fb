// Greece: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import {
  DEFAULT_EDIT_POLICY,
  SCHENGEN,
  SCHENGEN_PROCESSING,
  schengen,
  standardGreyOptions,
} from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const greece: DestinationRecord = {
  slug: 'greece',
  name: 'Greece',
  aliases: ['Hellas', 'Ellada', 'Ελλάδα'],
  spec: standardGreyOptions(),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: SCHENGEN,
  processingTime: SCHENGEN_PROCESSING,
  notes: schengen(),
}

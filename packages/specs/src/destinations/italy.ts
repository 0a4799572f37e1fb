// Italy: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import {
  DEFAULT_EDIT_POLICY,
  FACE_70_80,
  LIGHT_GREY,
  SCHENGEN,
  SCHENGEN_PROCESSING,
  SIZE_413x531,
  schengen,
  spec,
} from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const italy: DestinationRecord = {
  slug: 'italy',
  name: 'Italy',
  aliases: ['Italia'],
  spec: spec({ ...SIZE_413x531, ...FACE_70_80, background_color: LIGHT_GREY }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: SCHENGEN,
  processingTime: SCHENGEN_PROCESSING,
  notes: schengen({
    tip: 'Italian visa centres usually ask for one recent colour print attached to the application form.',
  }),
}

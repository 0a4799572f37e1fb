// Morocco: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, FACE_70_80, OFF_WHITE, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const morocco: DestinationRecord = {
  slug: 'morocco',
  name: 'Morocco',
  aliases: ['Maroc', 'Al-Maghrib', 'المغرب'],
  spec: spec({
    width_mm: 35,
    height_mm: 45,
    width_px: 600,
    height_px: 800,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, OFF_WHITE],
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'africa',
    submission:
      'you submit printed photos with your application at a Moroccan consulate, or upload one where the electronic visa is offered to your nationality',
  },
}

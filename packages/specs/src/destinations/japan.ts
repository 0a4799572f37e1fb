// Japan: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { ALICE_BLUE, DEFAULT_EDIT_POLICY, FACE_70_80, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const japan: DestinationRecord = {
  slug: 'japan',
  name: 'Japan',
  aliases: ['Nippon', 'Nihon', '日本'],
  spec: spec({
    width_mm: 45,
    height_mm: 45,
    width_px: 600,
    height_px: 600,
    max_file_size_kb: 380,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, ALICE_BLUE],
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission:
      'you hand a printed photo to the Japanese embassy, a consulate or an accredited agency, or upload it where the JAPAN eVISA is offered to your nationality',
    check:
      'Embassy pages describe the background as plain white. The preset also accepts a very light blue, but pure white is the safer choice when you can get it.',
  },
}

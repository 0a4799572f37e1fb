// Hong Kong: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const hongKong: DestinationRecord = {
  slug: 'hong-kong',
  name: 'Hong Kong',
  aliases: ['HK', 'HKSAR', '香港'],
  spec: spec({
    width_mm: 33,
    height_mm: 48,
    width_px: 390,
    height_px: 567,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    face_coverage_min: 65,
    face_coverage_max: 75,
    background_color: WHITE,
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'asia',
    submission: 'you submit the photo with your visa application to the Hong Kong Immigration Department',
    check:
      'Hong Kong travel documents use their own 40x50 mm photo, while the 33x48 mm preset matches the format on many mainland Chinese forms. Check which size your form asks for.',
  },
}

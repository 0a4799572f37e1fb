// Mexico: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, FACE_70_80, NOT_VERIFIED, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const mexico: DestinationRecord = {
  slug: 'mexico',
  name: 'Mexico',
  aliases: ['México', 'Mejico'],
  spec: spec({
    width_mm: 50,
    height_mm: 50,
    width_px: 591,
    height_px: 591,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  defaultDocument: {
    glasses: 'forbidden',
    sources: [
      {
        name: 'Embassy of Mexico in Italy (SRE): visa photo',
        url: 'https://embamex.sre.gob.mx/italia/',
        quote: 'Summary: 32x26 mm or 39x31 mm, white background, no glasses.',
        verifiedOn: NOT_VERIFIED,
      },
    ],
  },
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: null,
  notes: {
    region: 'americas',
    submission: 'you bring printed photos to your appointment at a Mexican consulate',
    check:
      "Mexican consulates often list smaller print sizes (39x31 mm is common), and some consulates in the US accept 2x2 inch photos. Check your consulate's list before printing.",
  },
}

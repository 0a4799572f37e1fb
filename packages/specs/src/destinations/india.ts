// India: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { DEFAULT_EDIT_POLICY, FACE_70_80, NOT_VERIFIED, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const india: DestinationRecord = {
  slug: 'india',
  name: 'India',
  aliases: ['Bharat', 'भारत'],
  spec: spec({
    width_mm: 51,
    height_mm: 51,
    width_px: 600,
    height_px: 600,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [
    {
      id: 'india-e-visa',
      name: 'India e-Visa',
      medium: 'digital',
      width_mm: 51,
      height_mm: 51,
      width_px: 600,
      height_px: 600,
      dpi: 300,
      file_size_kb: { min: 10, max: 300 },
      head: { min: 50, max: 69, crown: 'hair' },
      eye_line: { min: 56, max: 69 },
      background_color: WHITE,
      glasses: 'unstated',
      editPolicy: DEFAULT_EDIT_POLICY,
      sources: [
        {
          name: 'indianvisaonline.gov.in: e-Visa',
          url: 'https://indianvisaonline.gov.in/evisa/tvoa.html',
          quote:
            'Summary (second-hand): JPEG, 10 KB to 1 MB, height equal to width; head 1 to 1 3/8 inches (25-35 mm), eyes 1 1/8 to 1 3/8 inches from the bottom; plain light or white background, no shadows, no border.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  processingTime: {
    typical: null,
    usualCalendarDays: 4,
    statement: 'India asks e-Visa applicants to apply at least four days before they arrive.',
    source: { name: 'Government of India: e-Visa', url: 'https://indianvisaonline.gov.in/evisa/' },
  },
  notes: {
    region: 'asia',
    submission: "you upload the photo to India's online e-Visa application, then print the approval",
    check:
      "India's e-Visa site publishes its own upload limits for a square JPEG, which differ from this preset's. If the form rejects a file, the limit it states is the one that counts.",
  },
}

// Canada: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import {
  DEFAULT_EDIT_POLICY,
  FACE_70_80,
  FRAME_35x45_AT_600_DPI,
  NOT_VERIFIED,
  spec,
  WHITE,
} from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const canada: DestinationRecord = {
  slug: 'canada',
  name: 'Canada',
  spec: spec({
    width_mm: 35,
    height_mm: 45,
    width_px: 420,
    height_px: 540,
    max_file_size_kb: 400,
    min_file_size_kb: 300,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [
    {
      id: 'canada-visa-ircc',
      name: 'Canada visa and permits (IRCC), digital',
      medium: 'digital',
      ...FRAME_35x45_AT_600_DPI,
      pixels: { min: { width: 420, height: 540 } },
      file_size_kb: { min: 60, max: 240 },
      head: { min: 69, max: 80, crown: 'natural' },
      background_color: WHITE,
      glasses: 'unstated',
      editPolicy: DEFAULT_EDIT_POLICY,
      sources: [
        {
          name: 'canada.ca (IRCC): Photo specifications',
          url: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/service-delivery/photo-specifications.html',
          quote:
            'Summary (second-hand): 35x45 mm frame; head 31-36 mm from the chin to the crown (the natural top of the head); at least 420x540 pixels; JPEG or JPEG 2000, 24-bit colour; file approximately 240 KB, no more than 4 MB (another source: ideally 240 KB, not less than 60 KB).',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  processingTime: {
    typical: null,
    usualCalendarDays: null,
    statement:
      'Immigration, Refugees and Citizenship Canada publishes current processing times by visa type and by the country you apply from.',
    source: {
      name: 'IRCC: check processing times',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/application/check-processing-times.html',
    },
  },
  notes: {
    region: 'americas',
    submission:
      "you upload a digital photo with your online application on the Government of Canada's website",
    check:
      "Canada's online application states its own limits for a digital photo, which differ from the preset. If the form shows a number that differs from the tool's, follow the form.",
  },
}

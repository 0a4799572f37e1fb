// Australia: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import type { EditPolicy } from '../schemas/edit-policy.ts'
import { FACE_70_80, LIGHT_GREY, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

const EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'refused',
  reason:
    'The Australian Passport Office does not accept photos retouched in any way, including removal of the background.',
  source: {
    name: 'passports.gov.au: Photo guidelines',
    url: 'https://www.passports.gov.au/getting-passport-how-it-works/photo-guidelines',
  },
  verifiedOn: 'not verified',
}

export const australia: DestinationRecord = {
  slug: 'australia',
  name: 'Australia',
  aliases: ['Aus', 'Oz'],
  spec: spec({
    width_mm: 35,
    height_mm: 45,
    width_px: 420,
    height_px: 540,
    max_file_size_kb: 400,
    min_file_size_kb: 280,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, LIGHT_GREY],
  }),
  editPolicy: EDIT_POLICY,
  documents: [],
  processingTime: {
    typical: null,
    usualCalendarDays: null,
    statement: 'The Department of Home Affairs publishes current processing times for each visa.',
    source: {
      name: 'Department of Home Affairs: visa processing times',
      url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-processing-times/global-visa-processing-times',
    },
  },
  notes: {
    region: 'oceania',
    submission: 'you attach a digital photo to your online application in ImmiAccount',
    check:
      'Australian authorities reject photos whose background has been replaced or which were retouched, so start from a genuinely plain wall rather than editing the background afterwards.',
  },
}

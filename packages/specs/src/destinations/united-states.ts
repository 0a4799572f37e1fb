// United States: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { RuleSource } from '../schemas/photo-document.ts'
import { NOT_VERIFIED, OFF_WHITE, PRINT_KB, spec, US_PASSPORT_PHOTOS, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

/** The State Department's glasses rule: every US document cites it. */
const GLASSES_SOURCE: RuleSource = {
  name: 'travel.state.gov: Passport photos (glasses)',
  url: US_PASSPORT_PHOTOS,
  quote: 'Summary: no glasses in the photo; the rule dates from 1 November 2016 (a US consulate notice).',
  verifiedOn: NOT_VERIFIED,
}

/** A natural smile, and head coverings only for religion: what the State Department accepts, second-hand. */
const EXPRESSION_SOURCE: RuleSource = {
  name: 'ABC10 (Sacramento): passport photo guidelines, quoting the State Department',
  url: 'https://abc10.com/article/travel/passport-photo-guidelines-tips-california/103-a76d2de5-0b74-4575-b610-fa732222b477',
  quote:
    'Summary: the State Department wants a neutral look on your face and accepts a natural smile; a photo that is too expressive may be rejected; no hat unless it is worn for religious reasons.',
  verifiedOn: NOT_VERIFIED,
}

/** What every US document says of the face: a natural smile at most, a covering only for religion. */
const FACE_RULES = { expression: 'natural-smile', head_covering: 'religious-only' } as const

const EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'refused',
  reason:
    'The US State Department does not accept photos that are edited or filtered, or made or changed with AI or other digital tools.',
  source: {
    name: 'travel.state.gov: Passport photos',
    url: 'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
  },
  verifiedOn: 'not verified',
}

export const unitedStates: DestinationRecord = {
  slug: 'united-states',
  name: 'United States',
  aliases: ['US', 'USA', 'U.S.', 'U.S.A.', 'America', 'United States of America', 'Estados Unidos'],
  spec: spec({
    width_mm: 51,
    height_mm: 51,
    width_px: 600,
    height_px: 600,
    max_file_size_kb: 320,
    min_file_size_kb: 240,
    face_coverage_min: 50,
    face_coverage_max: 69,
    background_color: WHITE,
    background_options: [WHITE, OFF_WHITE],
  }),
  // The spec's row, 240-320 KB, fits no State Department form: the DS-160 caps files at 240 kB. The page opens on
  // the DS-160 and keeps the row selectable under a name that says what it is.
  defaultDocument: {
    name: 'General 2x2 in photo file, 240-320 KB (not for the DS-160)',
    glasses: 'forbidden',
    ...FACE_RULES,
    sources: [GLASSES_SOURCE, EXPRESSION_SOURCE],
  },
  opensOn: 'us-visa-ds-160',
  editPolicy: EDIT_POLICY,
  documents: [
    {
      id: 'us-visa-ds-160',
      name: 'US visa (DS-160) and DV lottery',
      medium: 'digital',
      width_mm: 51,
      height_mm: 51,
      width_px: 600,
      height_px: 600,
      pixels: { min: { width: 600, height: 600 }, max: { width: 1200, height: 1200 } },
      dpi: 300,
      file_size_kb: { min: null, max: 240 },
      head: { min: 50, max: 69, crown: 'hair' },
      eye_line: { min: 56, max: 69 },
      background_color: WHITE,
      glasses: 'forbidden',
      ...FACE_RULES,
      editPolicy: EDIT_POLICY,
      sources: [
        {
          name: 'travel.state.gov: Digital image requirements',
          url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/photos/digital-image-requirements.html',
          quote:
            'Summary: square, 600x600 to 1200x1200 pixels, colour (24-bit sRGB), JPEG; 240 kB or less; head height, top of the hair to the chin, 50-69% of the image height; eye height 56-69% of it from the bottom.',
          verifiedOn: NOT_VERIFIED,
        },
        GLASSES_SOURCE,
        EXPRESSION_SOURCE,
      ],
    },
    {
      id: 'us-passport-print',
      name: 'US passport photo, 2x2 inch print',
      medium: 'print',
      // 2 inches exactly: a print is measured with a ruler (docs/print-sheets.md), and 51 mm is 0.2 mm over.
      width_mm: 50.8,
      height_mm: 50.8,
      width_px: 600,
      height_px: 600,
      dpi: 300,
      file_size_kb: PRINT_KB,
      head: { min: 50, max: 69, crown: 'hair' },
      eye_line: { min: 56, max: 69 },
      background_color: WHITE,
      background_options: [WHITE, OFF_WHITE],
      glasses: 'forbidden',
      ...FACE_RULES,
      editPolicy: EDIT_POLICY,
      sources: [
        {
          name: 'travel.state.gov: Passport photos',
          url: US_PASSPORT_PHOTOS,
          quote:
            'Summary: 2x2 inches (51x51 mm), colour, plain white or off-white background; head 1 to 1 3/8 inches (25-35 mm) from the bottom of the chin to the top of the head; eyes 1 1/8 to 1 3/8 inches (28-35 mm) above the bottom edge; no glasses.',
          verifiedOn: NOT_VERIFIED,
        },
        EXPRESSION_SOURCE,
      ],
      print: {
        copies: 1,
        source: {
          name: 'U.S. Embassy in Bulgaria: Photo requirements',
          url: 'https://bg.usembassy.gov/visas/nonimmigrant-visas/photo-requirements/',
          quote: 'If you are applying for a U.S. Passport, you must provide one (1) photo.',
          verifiedOn: NOT_VERIFIED,
        },
      },
    },
  ],
  processingTime: {
    typical: null,
    usualCalendarDays: null,
    statement:
      'The wait for a US visa interview varies widely from one embassy or consulate to another; the Department of State publishes the current estimate for each one.',
    source: {
      name: 'US Department of State: visa appointment wait times',
      url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/wait-times.html',
    },
  },
  notes: {
    region: 'americas',
    submission:
      'you upload the photo with the DS-160 online form and bring it again to the consular interview',
    check:
      'The tool opens on the DS-160 upload: the general 2x2 file is over its cap, and the passport print has rules of its own. US rules also ban glasses and photos edited with filters or AI.',
  },
}

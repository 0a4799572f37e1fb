// Vietnam: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import { TOASTS } from '../copy/toasts.ts'
import { DEFAULT_EDIT_POLICY, FACE_70_80, NOT_VERIFIED, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const vietnam: DestinationRecord = {
  slug: 'vietnam',
  name: 'Vietnam',
  aliases: ['Việt Nam', 'Viet Nam'],
  spec: spec({
    width_mm: 40,
    height_mm: 60,
    width_px: 472,
    height_px: 708,
    max_file_size_kb: 240,
    min_file_size_kb: 50,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  // The spec keeps the Vietnam page on its own rules: no minimum file size (the table row carries 50 KB, and both
  // readings stand), a whitish background instead of a colour match, and a file size checked by encoding down
  // a quality ladder (docs/product-rules.md, "Vietnam page").
  defaultDocument: {
    glasses: 'forbidden',
    background_rule: 'whitish',
    file_size_rule: 'encode-ladder',
    noMinimumFileSize: true,
    sources: [
      {
        name: 'Vietnam e-visa portal: photo rules',
        url: 'https://evisa.gov.vn/',
        quote: 'Summary: a 4x6 cm portrait, face straight, no hat and no glasses, on a white background.',
        verifiedOn: NOT_VERIFIED,
      },
    ],
  },
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [],
  processingTime: {
    typical: 'about 3 working days',
    usualCalendarDays: 5,
    statement:
      "Vietnam's e-visa portal states a processing time of about three working days, and the e-visa arrives by e-mail.",
    source: { name: 'Vietnam Immigration Department: e-visa portal', url: 'https://evisa.gov.vn' },
  },
  // The spec's Vietnam page re-checks sooner, words three toasts its own way and names the file's size.
  page: {
    recheckDelayMs: 100,
    toasts: {
      optimized: TOASTS.autoOptimizedVietnam,
      processingError: TOASTS.processingErrorVietnam,
      downloadFailed: TOASTS.downloadFailedVietnam,
    },
    downloadToastShowsKb: true,
  },
  notes: {
    region: 'asia',
    submission:
      "most travellers upload the photo to Vietnam's official e-visa portal; visa-on-arrival approval letters and embassy applications ask for printed 4x6 cm photos instead",
  },
}

// United Kingdom: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import type { EditPolicy } from '../schemas/edit-policy.ts'
import { CREAM, LIGHT_GREY, NEUTRAL_GREY, NOT_VERIFIED, SIZE_413x531, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

const EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'refused',
  reason: 'HM Passport Office asks for a photo that has not been altered by computer software.',
  source: { name: 'gov.uk: Photos for passports', url: 'https://www.gov.uk/photos-for-passports' },
  verifiedOn: 'not verified',
}

export const unitedKingdom: DestinationRecord = {
  slug: 'united-kingdom',
  name: 'United Kingdom',
  aliases: [
    'UK',
    'U.K.',
    'GB',
    'Britain',
    'Great Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
  ],
  spec: spec({
    ...SIZE_413x531,
    face_coverage_min: 65,
    face_coverage_max: 75,
    background_color: LIGHT_GREY,
    background_options: [WHITE, LIGHT_GREY],
  }),
  editPolicy: EDIT_POLICY,
  documents: [
    {
      id: 'uk-passport-online',
      name: 'UK passport, online application (head, shoulders and upper body)',
      medium: 'digital',
      // The online service crops the photo itself and asks for it uncropped, head, shoulders and upper body:
      // a 4:5 frame above its 600x750 minimum with the head 30-45 % of the height (our reading; it states no
      // figure), so the shoulders and upper body show.
      width_mm: 38.1,
      height_mm: 47.625,
      width_px: 900,
      height_px: 1125,
      dpi: 600,
      pixels: { min: { width: 600, height: 750 } },
      file_size_kb: { min: 50, max: 1024 },
      head: { min: 30, max: 45, crown: 'hair' },
      background_color: NEUTRAL_GREY,
      background_options: [NEUTRAL_GREY, CREAM],
      glasses: 'allowed',
      expression: 'neutral-mouth-closed',
      head_covering: 'religious-only',
      editPolicy: EDIT_POLICY,
      sources: [
        {
          name: 'gov.uk: Photos for passports (digital photos)',
          url: 'https://www.gov.uk/photos-for-passports',
          quote:
            'Summary: at least 600 pixels wide and 750 pixels tall; at least 50KB and no more than 10MB; JPEG; include your head, shoulders and upper body; do not crop your photo, it will be done for you.',
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'A copy of the gov.uk digital photo rules (mmichael1.blogspot.com, 21 May 2024)',
          url: 'https://mmichael1.blogspot.com/2024/05/passport-photos.html',
          quote:
            "If you're using a photo taken on your own device, include your head, shoulders, and upper body. Do not crop the photo; it will be done for you during the application process.",
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'gov.uk: Photos for passports, photo requirements (printed)',
          url: 'https://www.gov.uk/photos-for-passports/photo-requirements',
          quote:
            'Summary: 45 mm high by 35 mm wide; head 29-34 mm from the crown (the top of the head, not the hair) to the chin; plain cream or light grey background; not altered by computer software; no glare on glasses; a plain expression with the mouth closed; no head covering unless worn for religious beliefs or medical reasons.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  processingTime: {
    typical: 'usually within 3 weeks',
    usualCalendarDays: 21,
    statement:
      'UK Visas and Immigration usually decides a Standard Visitor visa applied for outside the UK within three weeks of the biometrics appointment.',
    source: {
      name: 'GOV.UK: Standard Visitor visa',
      url: 'https://www.gov.uk/standard-visitor/apply-standard-visitor-visa',
    },
  },
  notes: {
    region: 'europe',
    submission:
      'you apply online and your photo is usually taken at the visa application centre during the biometrics appointment; some applicants instead submit a digital photo through the UK immigration app',
    check:
      'Digital photos for UK online services must not be cropped tightly and have a higher minimum pixel size than this preset; follow the upload page when you use one.',
  },
}

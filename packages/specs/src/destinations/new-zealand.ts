// New Zealand: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { PhotoDocument } from '../schemas/photo-document.ts'
import { FACE_70_80, LIGHT_GREY, NEUTRAL_GREY, NOT_VERIFIED, SIZE_413x531, spec, WHITE } from './shared.ts'
import type { DestinationRecord } from './types.ts'

const INZ_PHOTOS = 'https://www.immigration.govt.nz/knowledgebase/kb-question/kb-question-5584'
const DIA_DIGITAL = 'https://www.passports.govt.nz/Electronic-photo-standards'

const EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'refused',
  reason:
    'Immigration New Zealand and the passport office ask for an original, unaltered photo, so a replaced background can be refused.',
  source: { name: 'immigration.govt.nz: Photos submitted with visa applications', url: INZ_PHOTOS },
  verifiedOn: NOT_VERIFIED,
}

// Both online routes ask for a 3:4 portrait of at least 900x1200 and more than 500 KB; we export their
// smallest accepted size at 600 dpi (38.1x50.8 mm), padded up to the floor where the JPEG is smaller. Neither
// states a head size for uploads: the paper rule's 32-36 mm of 45 (70-80 %) is our reading.
const ONLINE_FRAME = {
  medium: 'digital',
  width_mm: 38.1,
  height_mm: 50.8,
  width_px: 900,
  height_px: 1200,
  dpi: 600,
  head: { min: 70, max: 80, crown: 'hair' },
  glasses: 'allowed',
  expression: 'neutral-mouth-closed',
  head_covering: 'religious-only',
  editPolicy: EDIT_POLICY,
} as const satisfies Partial<PhotoDocument>

export const newZealand: DestinationRecord = {
  slug: 'new-zealand',
  name: 'New Zealand',
  aliases: ['NZ', 'Aotearoa'],
  spec: spec({
    ...SIZE_413x531,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, LIGHT_GREY, NEUTRAL_GREY],
  }),
  defaultDocument: {
    glasses: 'allowed',
    expression: 'neutral-mouth-closed',
    head_covering: 'religious-only',
    sources: [
      {
        name: 'immigration.govt.nz: Photos submitted with visa applications',
        url: INZ_PHOTOS,
        quote:
          'Summary: two passport-size photos of head and shoulders, less than 6 months old; original, unaltered, in colour; a full-front view, looking straight at the camera with a neutral expression, eyes open, mouth closed and head straight; a plain, light background without shadows.',
        verifiedOn: NOT_VERIFIED,
      },
    ],
  },
  editPolicy: EDIT_POLICY,
  documents: [
    {
      id: 'nz-visa-online',
      name: 'New Zealand visa, online application (Immigration NZ)',
      ...ONLINE_FRAME,
      pixels: { min: { width: 900, height: 1200 }, max: { width: 2250, height: 3000 } },
      file_size_kb: { min: 500, max: 3000 },
      background_color: WHITE,
      background_options: [WHITE, LIGHT_GREY, NEUTRAL_GREY],
      sources: [
        {
          name: 'immigration.govt.nz: Photos submitted with visa applications',
          url: INZ_PHOTOS,
          quote:
            'Summary: original, unaltered, in colour, vertical format; eyes open, mouth closed, head straight, neutral expression; a plain, light background without shadows; online applications have their own size and file rules.',
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'A summary of the Immigration NZ online photo rules (australia-online-travel.com)',
          url: 'https://www.australia-online-travel.com/new-zealand-visa-photo-requirements-for-tourists/',
          quote:
            'Summary (second-hand): at least 900 x 1200 pixels and at most 2250 x 3000 pixels; a file between 500 kilobytes and 3 megabytes; portrait orientation.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
    {
      id: 'nz-passport-online',
      name: 'New Zealand passport, online application',
      ...ONLINE_FRAME,
      pixels: { min: { width: 900, height: 1200 }, max: { width: 4500, height: 6000 } },
      // The form takes files up to 10 MB; the tool's own ceiling (PHOTO_FRAME) is 4 MB, inside it.
      file_size_kb: { min: 500, max: 4000 },
      background_color: NEUTRAL_GREY,
      sources: [
        {
          name: 'passports.govt.nz: Tips to help you get correct digital passport photos',
          url: DIA_DIGITAL,
          quote:
            'File type: Jpg or Jpeg. File size: Greater than 500kb and less than 10MB. Dimensions: Minimum 900 pixels wide x 1200 pixels high -- maximum 4500 pixels wide x 6000 pixels high. Aspect Ratio: 4:3 (Width:Height ratio)',
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'A copy of the Department of Internal Affairs photo rules (china2au.com forum, 2020)',
          url: 'https://china2au.com/html/New_Zealand/xinxilanzinvjiaoyu/2020/1114/908591.html',
          quote:
            'Summary (second-hand): a plain, light coloured background (not white or dark) and no background shadow; a true image, not altered in any way; neutral expression with the mouth closed; head 70-80 % of the photo (32-36 mm of 45); head coverings only for religious or medical reasons.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  processingTime: {
    typical: null,
    usualCalendarDays: null,
    statement: 'Immigration New Zealand publishes current processing times for each visa.',
    source: {
      name: 'immigration.govt.nz: Visa processing times',
      url: 'https://www.immigration.govt.nz/new-zealand-visas/processing-times',
    },
  },
  notes: {
    region: 'oceania',
    submission:
      'you usually apply online and upload a digital photo; paper applications take two printed photos',
    check:
      'The online visa form takes a larger photo than the preset: at least 900 x 1200 pixels and more than 500 KB. Choose the online document on the photo page when you apply online.',
  },
}

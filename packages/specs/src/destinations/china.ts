// China: every rule, document, source and note of this destination (docs/recipes.md, "Add a destination").
import {
  DEFAULT_EDIT_POLICY,
  FACE_70_80,
  MFA_HK_VISA_PHOTO,
  NOT_VERIFIED,
  PRINT_KB,
  spec,
  WHITE,
} from './shared.ts'
import type { DestinationRecord } from './types.ts'

export const china: DestinationRecord = {
  slug: 'china',
  name: 'China',
  aliases: ['PRC', "People's Republic of China", 'Zhongguo', '中国'],
  spec: spec({
    width_mm: 30,
    height_mm: 40,
    width_px: 354,
    height_px: 472,
    max_file_size_kb: 340,
    min_file_size_kb: 240,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  editPolicy: DEFAULT_EDIT_POLICY,
  documents: [
    {
      id: 'china-visa-online',
      name: 'China visa, online application (COVA)',
      medium: 'digital',
      width_mm: 33,
      height_mm: 44,
      width_px: 390,
      height_px: 520,
      pixels: { min: { width: 354, height: 472 }, max: { width: 420, height: 560 } },
      dpi: 300,
      file_size_kb: { min: 40, max: 120 },
      head: { min: 58, max: 69, crown: 'hair' },
      // 10-70 px above the crown on the 472 px frame the figure is given for.
      top_margin: { min: 2.1, max: 14.8 },
      background_color: WHITE,
      glasses: 'unstated',
      editPolicy: DEFAULT_EDIT_POLICY,
      sources: [
        {
          name: 'COVA: China Online Visa Application',
          url: 'https://cova.mfa.gov.cn/',
          quote:
            'Summary (second-hand): 354x472 to 420x560 pixels, JPEG, 40-120 KB (one dataset says 40 KB-1 MB); white background; 10-70 pixels from the top edge to the top of the head.',
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'Office of the Commissioner of the MFA in Hong Kong: visa photo',
          url: MFA_HK_VISA_PHOTO,
          quote:
            'Summary: 48x33 mm; head width 15-22 mm; head height 28-33 mm (the page prints 20-33); white or near-white background.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
    {
      id: 'china-visa-print',
      name: 'China visa photo, 33x48 mm print',
      medium: 'print',
      width_mm: 33,
      height_mm: 48,
      width_px: 390,
      height_px: 567,
      dpi: 300,
      file_size_kb: PRINT_KB,
      head: { min: 58, max: 69, crown: 'hair' },
      // 3-5 mm above the crown on the 48 mm print.
      top_margin: { min: 6.3, max: 10.4 },
      background_color: WHITE,
      glasses: 'allowed',
      editPolicy: DEFAULT_EDIT_POLICY,
      sources: [
        {
          name: 'Office of the Commissioner of the MFA in Hong Kong: visa photo',
          url: MFA_HK_VISA_PHOTO,
          quote:
            'Summary: 48x33 mm; head width 15-22 mm; head height 28-33 mm (the page prints 20-33); 3-5 mm from the top edge to the top of the head (second-hand); white or near-white background, no border; glasses allowed if not thick-rimmed or tinted and without glare.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  processingTime: null,
  notes: {
    region: 'asia',
    submission:
      'you fill in the online application form and then submit your documents, usually with a printed photo, at a Chinese Visa Application Service Center or the consulate',
    check:
      'Chinese consular checklists often ask for a printed photo in a larger format than this preset, and the online form (COVA) sets its own pixel and file limits. If your centre names a different size, follow the centre.',
    tip: 'Chinese visa photos are checked closely for framing: keep both ears and your full face visible, and leave out glasses with thick frames or glare.',
  },
}

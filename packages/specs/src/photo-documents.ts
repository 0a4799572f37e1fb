// The documents of each destination (docs/photo-documents.md). A traveller fills in one form, not "a
// country": each document carries that form's own numbers and where they are written. The spec's row stays
// every country's default document, with today's values and behaviour.
import type { CountrySlug } from './countries.ts'
import { DEFAULT_DOCUMENT_ID } from './document-ids.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import { builtInGlassesRule, US_GLASSES_SOURCE } from './glasses-rules.ts'
import type { CountrySpec } from './schemas/country-spec.ts'
import type { EditPolicy } from './schemas/edit-policy.ts'
import type { PhotoDocument } from './schemas/photo-document.ts'

/** The default document's name: the destination's own row. */
export const DEFAULT_DOCUMENT_NAME = 'Visa photo'

/**
 * A destination's default document: its (served) spec row as it is, so the page behaves exactly as before,
 * with the destination's rule on glasses where its rules state one (glasses-rules.ts).
 */
export function defaultDocument(spec: CountrySpec, editPolicy: EditPolicy, code: string): PhotoDocument {
  const glasses = builtInGlassesRule(code)
  return {
    id: DEFAULT_DOCUMENT_ID,
    name: DEFAULT_DOCUMENT_NAME,
    medium: 'digital',
    width_mm: spec.width_mm,
    height_mm: spec.height_mm,
    width_px: spec.width_px,
    height_px: spec.height_px,
    dpi: spec.dpi,
    file_size_kb: { min: spec.min_file_size_kb, max: spec.max_file_size_kb },
    head: { min: spec.face_coverage_min, max: spec.face_coverage_max, crown: 'hair' },
    background_color: spec.background_color,
    ...(spec.background_options ? { background_options: spec.background_options } : {}),
    glasses: glasses?.rule ?? 'unstated',
    editPolicy,
    sources: glasses ? [glasses.source] : [],
  }
}

// Colours the authorities name in words ("cream", "light grey", "off-white"); the hex values are ours.
const WHITE = '#ffffff'
const OFF_WHITE = '#f8f8f8'
const NEUTRAL_GREY = '#e0e0e0'
const CREAM = '#f2eee3'

/**
 * A print has no upload form, so no authority limit on its file: ours is at most 1 MB, enough for the
 * quality steps to stop at the top and small enough to send to a print shop.
 */
const PRINT_KB = { min: null, max: 1024 } as const

/** Every figure below is second-hand (the research notes), so every source says 'not verified'. */
const NOT_VERIFIED = 'not verified' as const

const US_PASSPORT_PHOTOS = 'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html'
const ICAO_9303 = 'https://www.icao.int/publications/pages/publication.aspx?docnum=9303'
const MFA_HK_VISA_PHOTO = 'https://www.fmcoprc.gov.hk/eng/fwxx/wgrqz/t1418248.htm'

/** The ICAO 35x45 mm print most Schengen states ask for; one object shared by every country that lists it. */
const SCHENGEN_35X45_PRINT: PhotoDocument = {
  id: 'schengen-35x45-print',
  name: 'Schengen visa photo, 35x45 mm print',
  medium: 'print',
  width_mm: 35,
  height_mm: 45,
  width_px: 827,
  height_px: 1063,
  dpi: 600,
  file_size_kb: PRINT_KB,
  head: { min: 70, max: 80, crown: 'natural' },
  eye_line: { min: 50, max: 70 },
  background_color: NEUTRAL_GREY,
  glasses: 'unstated',
  editPolicy: builtInEditPolicy('france'),
  sources: [
    {
      name: 'ICAO Doc 9303 portrait guidance',
      url: ICAO_9303,
      quote:
        'Summary: chin to crown 70-80% of the image height, the crown taken as the top of the head as if there were no hair (32-36 mm on 45 mm); plain light background; no tinted lenses.',
      verifiedOn: NOT_VERIFIED,
    },
    {
      name: 'ISO/IEC 19794-5: full-frontal face image geometry',
      url: 'https://www.iso.org/standard/50867.html',
      quote:
        'Summary: the line through the eye midpoints lies 50-70% of the image height above the bottom edge.',
      verifiedOn: NOT_VERIFIED,
    },
    {
      name: 'service-public.fr (DILA): Photo d’identité',
      url: 'https://www.service-public.fr/particuliers/vosdroits/F10619',
      quote:
        'Summary: 35x45 mm; face 32-36 mm from the chin to the top of the skull, hair excluded; plain light background (light blue, light grey), white forbidden.',
      verifiedOn: NOT_VERIFIED,
    },
  ],
}

const SCHENGEN = [SCHENGEN_35X45_PRINT] as const

// The 35x45 mm frame at 600 dpi: the print rule's own resolution, also inside every online minimum here.
const FRAME_35x45_AT_600_DPI = {
  width_mm: 35,
  height_mm: 45,
  width_px: 827,
  height_px: 1063,
  dpi: 600,
} as const

/** The documents beside the default one, per destination, in the order the selector lists them. */
export const EXTRA_DOCUMENTS: Partial<Record<CountrySlug, readonly PhotoDocument[]>> = {
  'united-states': [
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
      editPolicy: builtInEditPolicy('united-states'),
      sources: [
        {
          name: 'travel.state.gov: Digital image requirements',
          url: 'https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/photos/digital-image-requirements.html',
          quote:
            'Summary: square, 600x600 to 1200x1200 pixels, colour (24-bit sRGB), JPEG; 240 kB or less; head height, top of the hair to the chin, 50-69% of the image height; eye height 56-69% of it from the bottom.',
          verifiedOn: NOT_VERIFIED,
        },
        US_GLASSES_SOURCE,
      ],
    },
    {
      id: 'us-passport-print',
      name: 'US passport photo, 2x2 inch print',
      medium: 'print',
      width_mm: 51,
      height_mm: 51,
      width_px: 600,
      height_px: 600,
      dpi: 300,
      file_size_kb: PRINT_KB,
      head: { min: 50, max: 69, crown: 'hair' },
      eye_line: { min: 56, max: 69 },
      background_color: WHITE,
      background_options: [WHITE, OFF_WHITE],
      glasses: 'forbidden',
      editPolicy: builtInEditPolicy('united-states'),
      sources: [
        {
          name: 'travel.state.gov: Passport photos',
          url: US_PASSPORT_PHOTOS,
          quote:
            'Summary: 2x2 inches (51x51 mm), colour, plain white or off-white background; head 1 to 1 3/8 inches (25-35 mm) from the bottom of the chin to the top of the head; eyes 1 1/8 to 1 3/8 inches (28-35 mm) above the bottom edge; no glasses.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  'united-kingdom': [
    {
      id: 'uk-passport-online',
      name: 'UK passport, online application',
      medium: 'digital',
      ...FRAME_35x45_AT_600_DPI,
      pixels: { min: { width: 600, height: 750 } },
      file_size_kb: { min: 50, max: 1024 },
      head: { min: 64, max: 76, crown: 'natural' },
      background_color: NEUTRAL_GREY,
      background_options: [NEUTRAL_GREY, CREAM],
      glasses: 'allowed',
      editPolicy: builtInEditPolicy('united-kingdom'),
      sources: [
        {
          name: 'gov.uk: Photos for passports (digital photos)',
          url: 'https://www.gov.uk/photos-for-passports',
          quote:
            'Summary: at least 600 pixels wide and 750 pixels tall; at least 50KB and no more than 10MB; JPEG; include your head, shoulders and upper body; do not crop your photo, it will be done for you.',
          verifiedOn: NOT_VERIFIED,
        },
        {
          name: 'gov.uk: Photos for passports, photo requirements (printed)',
          url: 'https://www.gov.uk/photos-for-passports/photo-requirements',
          quote:
            'Summary: 45 mm high by 35 mm wide; head 29-34 mm from the crown (the top of the head, not the hair) to the chin; plain cream or light grey background; not altered by computer software; no glare on glasses.',
          verifiedOn: NOT_VERIFIED,
        },
      ],
    },
  ],
  china: [
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
      editPolicy: builtInEditPolicy('china'),
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
      editPolicy: builtInEditPolicy('china'),
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
  india: [
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
      editPolicy: builtInEditPolicy('india'),
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
  canada: [
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
      editPolicy: builtInEditPolicy('canada'),
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
  // The same object for each: ICAO's geometry and one light grey (France refuses white; ICAO asks for plain light).
  france: SCHENGEN,
  germany: SCHENGEN,
  spain: SCHENGEN,
  italy: SCHENGEN,
  netherlands: SCHENGEN,
  austria: SCHENGEN,
  belgium: SCHENGEN,
  greece: SCHENGEN,
  portugal: SCHENGEN,
  switzerland: SCHENGEN,
}

/** The documents packages/specs ships beside a destination's default one; none for a code staff added. */
export function builtInDocuments(slug: string): PhotoDocument[] {
  return [...(EXTRA_DOCUMENTS[slug as CountrySlug] ?? [])]
}

/** What the documents of a destination are made from: its served spec, policy and other documents. */
export interface DocumentSource {
  /** The destination's code: its default document's rule on glasses. */
  code: string
  spec: CountrySpec
  editPolicy: EditPolicy
  documents: readonly PhotoDocument[]
}

/** Every document of a destination: the default first (from the served spec and policy), then the others. */
export function documentsOf({ code, spec, editPolicy, documents }: DocumentSource): PhotoDocument[] {
  return [defaultDocument(spec, editPolicy, code), ...documents]
}

/** The document `id` of a destination, else its default (an unknown or stale id in a shared link). */
export function documentOf(destination: DocumentSource, id: string | undefined): PhotoDocument {
  const all = documentsOf(destination)
  return all.find((d) => d.id === id) ?? (all[0] as PhotoDocument)
}

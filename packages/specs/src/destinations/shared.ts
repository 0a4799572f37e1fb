// What several destinations' records share: the spec table's common rows, the colours authorities name, the
// ICAO 35x45 mm Schengen print and the Schengen visa's processing time. A destination's own facts live in
// its own file beside this one.
import type { CountrySpec } from '../schemas/country-spec.ts'
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { PhotoDocument } from '../schemas/photo-document.ts'
import type { DestinationNotes, ProcessingTime } from './types.ts'

export const WHITE = '#ffffff'
export const LIGHT_GREY = '#f5f5f5'
export const OFF_WHITE = '#f8f8f8'
export const ALICE_BLUE = '#f0f8ff'
// Colours the authorities name in words ("light grey", "cream"); the hex values are ours.
export const NEUTRAL_GREY = '#e0e0e0'
export const CREAM = '#f2eee3'

// Shared by every row of the spec's table.
const COMMON = { dpi: 300, format: 'JPEG', min_quality: 0.8, compression_tolerance: 0.1 } as const

/** A row of the spec's table (docs/product-rules.md, "Country photo specs"), with the values every row shares. */
export const spec = (row: Omit<CountrySpec, keyof typeof COMMON>): CountrySpec => ({ ...row, ...COMMON })

// Most destinations share this 35x45 mm, 413x531 px, 250-400 KB row.
export const SIZE_413x531 = {
  width_mm: 35,
  height_mm: 45,
  width_px: 413,
  height_px: 531,
  max_file_size_kb: 400,
  min_file_size_kb: 250,
}
export const FACE_70_80 = { face_coverage_min: 70, face_coverage_max: 80 }

// Rows several destinations share in the spec's table; each call makes its own copy, so a caller changing one
// destination's row cannot change another's.
export const standardWhite = () => spec({ ...SIZE_413x531, ...FACE_70_80, background_color: WHITE })
export const standardGreyOptions = () =>
  spec({
    ...SIZE_413x531,
    ...FACE_70_80,
    background_color: LIGHT_GREY,
    background_options: [WHITE, LIGHT_GREY],
  })
const SIZE_600x800 = {
  width_mm: 35,
  height_mm: 45,
  width_px: 600,
  height_px: 800,
  max_file_size_kb: 400,
  min_file_size_kb: 250,
}
export const franceGermany = () =>
  spec({
    ...SIZE_600x800,
    ...FACE_70_80,
    background_color: LIGHT_GREY,
    background_options: [WHITE, LIGHT_GREY, OFF_WHITE],
  })
export const white600x800 = () => spec({ ...SIZE_600x800, ...FACE_70_80, background_color: WHITE })

/** ICAO's portrait guidance, which the spec's 35x45 rows follow: a plain, light background, no editing of the face. */
const ICAO_9303 = 'https://www.icao.int/publications/pages/publication.aspx?docnum=9303'

/**
 * The edit policy of every destination with no authority text against replacing the background
 * (docs/background.md, "Policy per document"): allowed, and the reason says so plainly.
 */
export const DEFAULT_EDIT_POLICY: EditPolicy = {
  backgroundReplacement: 'allowed',
  reason: 'We found no rule from this authority against replacing the wall behind you with a plain colour.',
  source: { name: 'ICAO Doc 9303 portrait guidance', url: ICAO_9303 },
  verifiedOn: 'not verified',
}

/** Every figure of the built-in documents is second-hand (the research notes), so every source says so. */
export const NOT_VERIFIED = 'not verified' as const

/**
 * A print has no upload form, so no authority limit on its file: ours is at most 1 MB, enough for the
 * quality steps to stop at the top and small enough to send to a print shop.
 */
export const PRINT_KB = { min: null, max: 1024 } as const

export const US_PASSPORT_PHOTOS = 'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html'
export const MFA_HK_VISA_PHOTO = 'https://www.fmcoprc.gov.hk/eng/fwxx/wgrqz/t1418248.htm'

// The 35x45 mm frame at 600 dpi: the print rule's own resolution, also inside every online minimum here.
export const FRAME_35x45_AT_600_DPI = {
  width_mm: 35,
  height_mm: 45,
  width_px: 827,
  height_px: 1063,
  dpi: 600,
} as const

/** The ICAO 35x45 mm print most Schengen states ask for; one object shared by every destination that lists it. */
const SCHENGEN_35X45_PRINT: PhotoDocument = {
  id: 'schengen-35x45-print',
  name: 'Schengen visa photo, 35x45 mm print',
  medium: 'print',
  ...FRAME_35x45_AT_600_DPI,
  file_size_kb: PRINT_KB,
  head: { min: 70, max: 80, crown: 'natural' },
  eye_line: { min: 50, max: 70 },
  background_color: NEUTRAL_GREY,
  glasses: 'unstated',
  expression: 'neutral-mouth-closed',
  head_covering: 'religious-only',
  editPolicy: DEFAULT_EDIT_POLICY,
  sources: [
    {
      name: 'ICAO Doc 9303 portrait guidance',
      url: ICAO_9303,
      quote:
        'Summary: chin to crown 70-80% of the image height, the crown taken as the top of the head as if there were no hair (32-36 mm on 45 mm); plain light background; no tinted lenses; neutral expression, mouth closed; head coverings only for religious reasons, with the face from the bottom of the chin to the top of the forehead showing.',
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

/** The documents of a Schengen state: ICAO's geometry and one light grey (France refuses white; ICAO asks for plain light). */
export const SCHENGEN = [SCHENGEN_35X45_PRINT] as const

export const SCHENGEN_PROCESSING: ProcessingTime = {
  typical: '15 calendar days, up to 45 in some cases',
  usualCalendarDays: 15,
  statement:
    'Under the Schengen Visa Code a consulate decides a short-stay visa within 15 calendar days of a complete application, and up to 45 days when it needs a closer look. You can apply up to six months before the trip and should do so at least 15 days before it.',
  source: {
    name: 'European Commission: decision on a visa application',
    url: 'https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/visa-policy/decision-visa-application_en',
  },
}

const SCHENGEN_SUBMISSION =
  'the photo goes with a Schengen visa application lodged at a consulate or an external visa centre, where your fingerprints are also taken; most centres ask for one printed photo, and some also scan or take it on site'

/** A Schengen state's notes: the shared way of handing the photo in, and its own check or tip. */
export const schengen = (extra: Partial<DestinationNotes> = {}): DestinationNotes => ({
  region: 'schengen',
  submission: SCHENGEN_SUBMISSION,
  ...extra,
})

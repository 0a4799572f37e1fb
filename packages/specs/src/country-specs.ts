import { countryNotFoundMessage } from './copy/messages.ts'
import type { CountrySlug } from './countries.ts'
import type { CountrySpec, VietnamPageSpec } from './schemas/country-spec.ts'

const WHITE = '#ffffff'
const LIGHT_GREY = '#f5f5f5'
const OFF_WHITE = '#f8f8f8'
const ALICE_BLUE = '#f0f8ff'

// Shared by every row of the spec's table.
const COMMON = { dpi: 300, format: 'JPEG', min_quality: 0.8, compression_tolerance: 0.1 } as const

type Row = Omit<CountrySpec, keyof typeof COMMON>

const spec = (row: Row): CountrySpec => ({ ...row, ...COMMON })

// Most countries share this 35x45 mm, 413x531 px, 250-400 KB row.
const SIZE_413x531 = {
  width_mm: 35,
  height_mm: 45,
  width_px: 413,
  height_px: 531,
  max_file_size_kb: 400,
  min_file_size_kb: 250,
}
const FACE_70_80 = { face_coverage_min: 70, face_coverage_max: 80 }

const standardWhite = spec({ ...SIZE_413x531, ...FACE_70_80, background_color: WHITE })
const standardGreyOptions = spec({
  ...SIZE_413x531,
  ...FACE_70_80,
  background_color: LIGHT_GREY,
  background_options: [WHITE, LIGHT_GREY],
})
const franceGermany = spec({
  width_mm: 35,
  height_mm: 45,
  width_px: 600,
  height_px: 800,
  max_file_size_kb: 400,
  min_file_size_kb: 250,
  ...FACE_70_80,
  background_color: LIGHT_GREY,
  background_options: [WHITE, LIGHT_GREY, OFF_WHITE],
})
const white600x800 = spec({
  width_mm: 35,
  height_mm: 45,
  width_px: 600,
  height_px: 800,
  max_file_size_kb: 400,
  min_file_size_kb: 250,
  ...FACE_70_80,
  background_color: WHITE,
})

// Values are the country table (docs/product-rules.md, "Country photo specs"), row for row. Rows that
// share values still get their own copy so a caller mutating one country cannot change another.
export const COUNTRY_SPECS: Record<CountrySlug, CountrySpec> = {
  vietnam: spec({
    width_mm: 40,
    height_mm: 60,
    width_px: 472,
    height_px: 708,
    max_file_size_kb: 240,
    min_file_size_kb: 50,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  china: spec({
    width_mm: 30,
    height_mm: 40,
    width_px: 354,
    height_px: 472,
    max_file_size_kb: 340,
    min_file_size_kb: 240,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  japan: spec({
    width_mm: 45,
    height_mm: 45,
    width_px: 600,
    height_px: 600,
    max_file_size_kb: 380,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, ALICE_BLUE],
  }),
  india: spec({
    width_mm: 51,
    height_mm: 51,
    width_px: 600,
    height_px: 600,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  france: clone(franceGermany),
  germany: clone(franceGermany),
  morocco: spec({
    width_mm: 35,
    height_mm: 45,
    width_px: 600,
    height_px: 800,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
    background_options: [WHITE, OFF_WHITE],
  }),
  'united-states': spec({
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
  canada: spec({
    width_mm: 35,
    height_mm: 45,
    width_px: 420,
    height_px: 540,
    max_file_size_kb: 400,
    min_file_size_kb: 300,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  thailand: clone(white600x800),
  australia: spec({
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
  turkey: clone(white600x800),
  'united-kingdom': spec({
    ...SIZE_413x531,
    face_coverage_min: 65,
    face_coverage_max: 75,
    background_color: LIGHT_GREY,
    background_options: [WHITE, LIGHT_GREY],
  }),
  mexico: spec({
    width_mm: 50,
    height_mm: 50,
    width_px: 591,
    height_px: 591,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    ...FACE_70_80,
    background_color: WHITE,
  }),
  spain: spec({ ...SIZE_413x531, ...FACE_70_80, background_color: LIGHT_GREY }),
  italy: spec({ ...SIZE_413x531, ...FACE_70_80, background_color: LIGHT_GREY }),
  brazil: clone(standardWhite),
  'south-korea': clone(standardWhite),
  'united-arab-emirates': clone(standardWhite),
  russia: clone(standardWhite),
  singapore: clone(standardWhite),
  malaysia: clone(standardWhite),
  indonesia: clone(standardWhite),
  switzerland: clone(standardGreyOptions),
  netherlands: clone(standardGreyOptions),
  'hong-kong': spec({
    width_mm: 33,
    height_mm: 48,
    width_px: 390,
    height_px: 567,
    max_file_size_kb: 400,
    min_file_size_kb: 250,
    face_coverage_min: 65,
    face_coverage_max: 75,
    background_color: WHITE,
  }),
  taiwan: clone(standardWhite),
  'saudi-arabia': clone(standardWhite),
  austria: clone(standardGreyOptions),
  belgium: clone(standardGreyOptions),
  greece: clone(standardGreyOptions),
  portugal: clone(standardGreyOptions),
}

function clone(s: CountrySpec): CountrySpec {
  return s.background_options ? { ...s, background_options: [...s.background_options] } : { ...s }
}

// The spec keeps the Vietnam page on its own fixed spec with no minimum size, while the
// table row above carries 50 KB; both stand, so the page must not read the table row.
export const VIETNAM_PAGE_SPEC: VietnamPageSpec = {
  width_mm: 40,
  height_mm: 60,
  width_px: 472,
  height_px: 708,
  max_file_size_kb: 240,
  background_color: WHITE,
  ...FACE_70_80,
  ...COMMON,
}

export function getCountrySpec(code: string): CountrySpec {
  // Object.hasOwn keeps inherited keys such as "toString" from counting as countries.
  if (!Object.hasOwn(COUNTRY_SPECS, code)) throw new Error(countryNotFoundMessage(code))
  return COUNTRY_SPECS[code as CountrySlug]
}

// Numbers in the guides come from the country specs, never from prose: these helpers turn a spec into the
// phrases the articles use, so a spec change rewrites every guide on the next seed.
import {
  allowedBackgrounds,
  backgroundColorName,
  builtInDocuments,
  builtInEditPolicy,
  COUNTRY_SPECS,
  type CountrySlug,
  type CountrySpec,
  countryDisplayName,
  type DocumentRow,
  documentOf,
  documentSpec,
} from '@vps/specs'

// The guides describe the document each destination's photo page opens on: Vietnam's default document has no
// minimum file size, although the table row carries one; the US page opens on the DS-160.
export type GuideSpec = DocumentRow

export function guideSpec(country: CountrySlug): GuideSpec {
  const source = {
    code: country,
    spec: COUNTRY_SPECS[country],
    editPolicy: builtInEditPolicy(country),
    documents: builtInDocuments(country),
  }
  return documentSpec(documentOf(source, undefined))
}

export const nameOf = (country: CountrySlug) => countryDisplayName(country)

export const minKb = (spec: GuideSpec): number | undefined => spec.min_file_size_kb ?? undefined

export const sizeMm = (s: GuideSpec) => `${s.width_mm}x${s.height_mm} mm`
export const sizeCm = (s: GuideSpec) => `${s.width_mm / 10}x${s.height_mm / 10} cm`
export const sizePx = (s: GuideSpec) => `${s.width_px}x${s.height_px} px`
export const faceRange = (s: GuideSpec) => `${s.face_coverage_min}-${s.face_coverage_max}%`
export const faceTarget = (s: GuideSpec) => (s.face_coverage_min + s.face_coverage_max) / 2
export const isSquare = (s: GuideSpec) => s.width_mm === s.height_mm

const round1 = (n: number) => Math.round(n * 10) / 10
const MM_PER_INCH = 25.4

/** The chin-to-crown band in millimetres on the printed photo, e.g. '31.5-36 mm'. */
export function headMm(s: GuideSpec): string {
  return `${round1((s.height_mm * s.face_coverage_min) / 100)}-${round1((s.height_mm * s.face_coverage_max) / 100)} mm`
}

/** The same band in pixels of the digital file, e.g. '372-425 px'. */
export function headPx(s: GuideSpec): string {
  return `${Math.round((s.height_px * s.face_coverage_min) / 100)}-${Math.round((s.height_px * s.face_coverage_max) / 100)} px`
}

/** '2x2 in' for 51x51 mm; inches are how US and Indian forms often name that size. */
export function sizeInches(s: GuideSpec): string {
  return `${round1(s.width_mm / MM_PER_INCH)}x${round1(s.height_mm / MM_PER_INCH)} in`
}

/** '250-400KB', or 'at most 240KB' when the spec sets no minimum. */
export function fileWindow(s: GuideSpec): string {
  const min = minKb(s)
  return min === undefined ? `at most ${s.max_file_size_kb}KB` : `${min}-${s.max_file_size_kb}KB`
}

/** 'white', 'light grey (#f5f5f5)'. */
export function mainBackground(s: GuideSpec): string {
  return backgroundColorName(s.background_color).toLowerCase()
}

/** Every accepted background as 'white (#ffffff)', main colour first. */
export function backgroundList(s: GuideSpec): string[] {
  return allowedBackgrounds(s).map((hex) => `${backgroundColorName(hex).toLowerCase()} (${hex})`)
}

export function acceptsOtherBackgrounds(s: GuideSpec): boolean {
  return allowedBackgrounds(s).length > 1
}

/** Other countries whose preset is identical in every number: one photo serves them all. */
export function sameSpecAs(country: CountrySlug): CountrySlug[] {
  const mine = JSON.stringify(comparable(COUNTRY_SPECS[country]))
  return (Object.keys(COUNTRY_SPECS) as CountrySlug[]).filter(
    (other) => other !== country && JSON.stringify(comparable(COUNTRY_SPECS[other])) === mine,
  )
}

function comparable(s: CountrySpec) {
  return { ...s, background_options: allowedBackgrounds(s) }
}

/** 'A', 'A and B', 'A, B and C'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

// Names that take "the" in running text: "the United States requires", "travelling to the Netherlands".
const WITH_ARTICLE: ReadonlySet<CountrySlug> = new Set([
  'united-states',
  'united-kingdom',
  'united-arab-emirates',
  'netherlands',
])

/** The name as a noun in a sentence: 'the United States', 'Japan'. */
export const theName = (country: CountrySlug) =>
  WITH_ARTICLE.has(country) ? `the ${nameOf(country)}` : nameOf(country)

/** theName at the start of a sentence: 'The United States', 'Japan'. */
export const TheName = (country: CountrySlug) =>
  WITH_ARTICLE.has(country) ? `The ${nameOf(country)}` : nameOf(country)

// The one adapter from a destination kept as data (destinations/data/) to what the engine and the pages read:
// PhotoDocuments and a served Destination (docs/destinations-data.md, "From data to documents"). Every
// reading of ours is here and nowhere else: the frame we export for a stated size, the head band in percent
// of the height, the hex value of a colour, and the stricter rule where the sources leave one unknown.

import type { DestinationData, DocumentData, SourceData } from '../destinations/data/types.ts'
import { PRINT_KB, spec } from '../destinations/shared.ts'
import { DEFAULT_DOCUMENT_ID } from '../document-ids.ts'
import { PHOTO_FRAME } from '../limits.ts'
import type { Destination } from '../schemas/cms.ts'
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { DefaultRules, PhotoDocument, RuleSource } from '../schemas/photo-document.ts'
import { colourOf } from './colours.ts'

const MM_PER_INCH = 25.4
/** A print is exported at 600 dpi, as the Schengen print is: its own resolution, and inside every online minimum. */
export const PRINT_DPI = 600
/** A digital form that states no resolution gets 300 dpi in the file, as the spec's rows do. */
export const DIGITAL_DPI = 300
/**
 * A digital form that states no maximum file size: ours, 1 MB, as for a print (PRINT_KB). Our window is
 * always inside the form's, and a form with no limit has none to break.
 */
export const UNSTATED_MAX_KB = PRINT_KB.max

const round1 = (n: number) => Math.round(n * 10) / 10
const pxOf = (mm: number, dpi: number) => Math.round((mm / MM_PER_INCH) * dpi)
const mmOf = (px: number, dpi: number) => round1((px / dpi) * MM_PER_INCH)

/** The name and quote a page shows: the publisher and title, kept inside the schema's 120 characters. */
function ruleSource(source: SourceData): RuleSource {
  const name = `${source.authority}: ${source.title}`
  return {
    name: name.length > 120 ? `${name.slice(0, 119)}…` : name,
    url: source.url,
    quote: source.quote.length > 600 ? `${source.quote.slice(0, 599)}…` : source.quote,
    verifiedOn: source.read_on,
    kind: source.kind,
  }
}

/** The source an edit policy names: the official one where there is one, else the first. */
const policySource = (doc: DocumentData): SourceData =>
  (doc.sources.find((s) => s.kind === 'official') ?? doc.sources[0]) as SourceData

export const EDIT_POLICY_REASONS = {
  allowed: 'The sources we read accept a plain background put in behind you, so replacement starts on.',
  refused:
    'The authority asks for an unaltered photo, so a replaced background can be refused; replacement starts off.',
  unstated:
    "No source we read says whether a replaced background is accepted, so we take the stricter reading: replacement starts off, and a photo whose background we replaced is never 'Ready to Download'.",
} as const

/** The edit policy: 'unstated' is read as refused, the safe side (the verdict never says Ready on a rule we do not know). */
export function editPolicyOf(doc: DocumentData): EditPolicy {
  const source = policySource(doc)
  return {
    backgroundReplacement: doc.edit_policy === 'allowed' ? 'allowed' : 'refused',
    reason: EDIT_POLICY_REASONS[doc.edit_policy],
    source: ruleSource(source),
    verifiedOn: source.read_on,
  } satisfies EditPolicy as EditPolicy
}

interface Frame {
  medium: 'digital' | 'print'
  width_mm: number
  height_mm: number
  width_px: number
  height_px: number
  dpi: number
  pixels?: PhotoDocument['pixels']
}

/**
 * The image we export. A print: its size in mm at 600 dpi. A form: the pixels it states, or the smallest it
 * accepts (as the New Zealand online forms), at its stated dpi or 300, its mm read from those.
 */
export function frameOf(doc: DocumentData): Frame {
  if (doc.route === 'print' && doc.print_mm) {
    const { width, height } = doc.print_mm
    return {
      medium: 'print',
      width_mm: width,
      height_mm: height,
      width_px: pxOf(width, PRINT_DPI),
      height_px: pxOf(height, PRINT_DPI),
      dpi: PRINT_DPI,
    }
  }
  const px = doc.pixels
  // A form's pixels are what count; its mm are only the file's dpi note. The stated dpi is kept where the
  // pixels read as 10-100 mm at it (PHOTO_FRAME), else 300, else the nearest that does.
  const sides = px ? ('width' in px ? [px.width, px.height] : [px.min.width, px.min.height]) : []
  const lowest = sides.length ? Math.ceil((Math.max(...sides) * MM_PER_INCH) / PHOTO_FRAME.maxSideMm) : 1
  const highest = sides.length
    ? Math.floor((Math.min(...sides) * MM_PER_INCH) / PHOTO_FRAME.minSideMm)
    : PHOTO_FRAME.maxDpi
  const fits = (d: number) => d >= lowest && d <= Math.min(highest, PHOTO_FRAME.maxDpi)
  const dpi =
    [doc.dpi ?? DIGITAL_DPI, DIGITAL_DPI].find(fits) ?? Math.min(Math.max(DIGITAL_DPI, lowest), highest)
  if (!px) {
    const { width, height } = doc.print_mm as { width: number; height: number }
    return {
      medium: 'digital',
      width_mm: width,
      height_mm: height,
      width_px: pxOf(width, dpi),
      height_px: pxOf(height, dpi),
      dpi,
    }
  }
  const exact = 'width' in px ? px : px.min
  const pixels =
    'width' in px ? { min: px, max: px } : px.max ? { min: px.min, max: px.max } : { min: px.min }
  return {
    medium: 'digital',
    width_mm: doc.print_mm?.width ?? mmOf(exact.width, dpi),
    height_mm: doc.print_mm?.height ?? mmOf(exact.height, dpi),
    width_px: exact.width,
    height_px: exact.height,
    dpi,
    pixels,
  }
}

const pctOf = (mm: number, heightMm: number) => round1((mm / heightMm) * 100)

/**
 * ICAO 9303's head, chin to crown, in percent of the height (32-36 mm of a 45 mm print): the band where no
 * source states one, and its top where a source states only the minimum. A minimum past 80 % gets a band
 * HEAD_BAND_MIN_WIDTH wide above it.
 */
export const ICAO_HEAD_PCT = { min: 70, max: 80 } as const
export const HEAD_BAND_MIN_WIDTH = 5

export interface HeadBand {
  min: number
  max: number
  minStated: boolean
  maxStated: boolean
}

/**
 * The head band in percent of the height: as stated, its mm read against the print's height; where only the
 * minimum is stated, ICAO's 80 % (or 5 points above the minimum) as the top; where none is, ICAO's 70-80 %.
 * `readingsOf` says which.
 */
export function headBandOf(doc: DocumentData, heightMm: number): HeadBand {
  const head = doc.head ?? {}
  const statedMin = head.min_pct ?? (head.min_mm !== undefined ? pctOf(head.min_mm, heightMm) : undefined)
  if (statedMin === undefined) return { ...ICAO_HEAD_PCT, minStated: false, maxStated: false }
  const statedMax = head.max_pct ?? (head.max_mm !== undefined ? pctOf(head.max_mm, heightMm) : undefined)
  if (statedMax !== undefined && statedMax > statedMin)
    return { min: statedMin, max: statedMax, minStated: true, maxStated: true }
  const max = round1(Math.min(100, Math.max(ICAO_HEAD_PCT.max, statedMin + HEAD_BAND_MIN_WIDTH)))
  return { min: statedMin, max, minStated: true, maxStated: false }
}

/** Our readings of what the sources leave unstated, in the words the page shows. */
export function readingsOf(doc: DocumentData): string[] {
  const band = headBandOf(doc, frameOf(doc).height_mm)
  const readings: string[] = []
  if (!doc.crown_stated)
    readings.push(
      "No source says whether the head is measured to the top of the hair or of the head; we measure to the top of the head without hair (ICAO 9303's crown) and show the head both ways, so the head size is to check, never a plain pass.",
    )
  if (!band.minStated)
    readings.push(
      `No source states the head's size; we use ICAO 9303's ${band.min}-${band.max}% of the height, chin to crown.`,
    )
  else if (!band.maxStated)
    readings.push(
      `No source states the largest head; we keep it at most ${band.max}% of the height (ICAO 9303's 80%).`,
    )
  if (doc.edit_policy === 'unstated') readings.push(EDIT_POLICY_REASONS.unstated)
  if (doc.route !== 'print' && doc.file_size_kb?.max === undefined)
    readings.push(`No source states a file-size limit; we keep the file under ${UNSTATED_MAX_KB} KB.`)
  return readings
}

/** The eye line, percent of the height above the bottom edge, where stated in mm. */
function eyeLineOf(doc: DocumentData, heightMm: number) {
  const eye = doc.eye_line_mm_from_bottom
  return eye && eye.min < eye.max
    ? { min: pctOf(eye.min, heightMm), max: pctOf(eye.max, heightMm) }
    : undefined
}

/** The room above the head, percent of the height, only where both ends are stated (a band needs both). */
function topMarginOf(doc: DocumentData, heightMm: number) {
  const top = doc.top_margin_mm
  return top?.min !== undefined && top.max !== undefined && top.min < top.max
    ? { min: pctOf(top.min, heightMm), max: pctOf(top.max, heightMm) }
    : undefined
}

/** The file-size window: a print has no form, so ours; a form's as stated, with ours as the cap where it states none. */
function fileSizeOf(doc: DocumentData, medium: Frame['medium']): PhotoDocument['file_size_kb'] {
  if (medium === 'print') return { ...PRINT_KB }
  const stated = doc.file_size_kb ?? {}
  const max = Math.min(stated.max ?? UNSTATED_MAX_KB, PHOTO_FRAME.maxFileSizeKb)
  return { min: stated.min ?? null, max }
}

const GLASSES = {
  allowed: 'allowed',
  refused: 'forbidden',
  discouraged: 'forbidden',
  unstated: 'unstated',
} as const
const EXPRESSION = {
  'neutral-mouth-closed': 'neutral-mouth-closed',
  'natural-smile-allowed': 'natural-smile',
  unstated: 'unstated',
} as const
const HEAD_COVERING = {
  'religious-only': 'religious-only',
  'religious-or-medical': 'religious-only',
  allowed: 'unstated',
  unstated: 'unstated',
} as const

/** One data document as the engine reads it. */
export function toPhotoDocument(doc: DocumentData, id: string = doc.id): PhotoDocument {
  const frame = frameOf(doc)
  const colours = doc.background.map((name) => colourOf(name) as string)
  const [first] = colours as [string, ...string[]]
  const band = headBandOf(doc, frame.height_mm)
  const readings = readingsOf(doc)
  const eyeLine = eyeLineOf(doc, frame.height_mm)
  const topMargin = topMarginOf(doc, frame.height_mm)
  return {
    id,
    name: doc.name.length > 80 ? `${doc.name.slice(0, 79)}…` : doc.name,
    ...frame,
    file_size_kb: fileSizeOf(doc, frame.medium),
    head: { min: band.min, max: band.max, crown: doc.crown },
    ...(eyeLine ? { eye_line: eyeLine } : {}),
    ...(topMargin ? { top_margin: topMargin } : {}),
    background_color: first,
    ...(colours.length > 1 ? { background_options: [...new Set(colours)] } : {}),
    glasses: GLASSES[doc.glasses],
    expression: EXPRESSION[doc.expression],
    head_covering: HEAD_COVERING[doc.head_covering],
    editPolicy: editPolicyOf(doc),
    sources: doc.sources.slice(0, 6).map(ruleSource),
    verification: doc.verification,
    ...(doc.disagreements ? { disagreements: doc.disagreements.slice(0, 600) } : {}),
    ...(readings.length > 0 ? { readings } : {}),
  }
}

/** The order the selector lists documents in: the visa photo first (the site is for visas), then passport, then ID. */
const KIND_ORDER = { 'e-visa': 0, visa: 1, passport: 2, 'national-id': 3 } as const
export const inListOrder = (docs: readonly DocumentData[]): DocumentData[] =>
  [...docs].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])

/**
 * A spec row for a document (the codes manager edits it as the 32's): its numbers, and for a window with no
 * minimum the smallest the row can hold (the default document then has none, `noMinimumFileSize`).
 */
function rowOf(doc: PhotoDocument) {
  return spec({
    width_mm: doc.width_mm,
    height_mm: doc.height_mm,
    width_px: doc.width_px,
    height_px: doc.height_px,
    max_file_size_kb: doc.file_size_kb.max,
    min_file_size_kb: doc.file_size_kb.min ?? 1,
    background_color: doc.background_color,
    ...(doc.background_options ? { background_options: doc.background_options } : {}),
    face_coverage_min: doc.head.min,
    face_coverage_max: doc.head.max,
  })
}

/** What the default document adds to its row: everything of the first data document the row cannot hold. */
function rulesOf(doc: PhotoDocument): DefaultRules {
  return {
    name: doc.name,
    medium: doc.medium,
    crown: doc.head.crown,
    ...(doc.pixels ? { pixels: doc.pixels } : {}),
    ...(doc.eye_line ? { eye_line: doc.eye_line } : {}),
    ...(doc.top_margin ? { top_margin: doc.top_margin } : {}),
    glasses: doc.glasses,
    ...(doc.expression ? { expression: doc.expression } : {}),
    ...(doc.head_covering ? { head_covering: doc.head_covering } : {}),
    ...(doc.file_size_kb.min === null ? { noMinimumFileSize: true as const } : {}),
    sources: doc.sources,
    ...(doc.verification ? { verification: doc.verification } : {}),
    ...(doc.disagreements ? { disagreements: doc.disagreements } : {}),
    ...(doc.readings ? { readings: doc.readings } : {}),
  }
}

/**
 * A destination kept as data, served as the 32 are: its first document (in list order) is the default one,
 * its numbers the row and the rest its rules; the others follow it in the selector.
 */
export function toDestination(data: DestinationData): Destination {
  const [first, ...rest] = inListOrder(data.documents).map((doc, index) =>
    toPhotoDocument(doc, index === 0 ? DEFAULT_DOCUMENT_ID : doc.id),
  ) as [PhotoDocument, ...PhotoDocument[]]
  return {
    slug: data.slug,
    name: data.name,
    spec: rowOf(first),
    editPolicy: first.editPolicy,
    documents: rest,
    defaultRules: rulesOf(first),
  }
}

// The photo documents of a destination (docs/photo-documents.md) as the guides name them: the default "Visa
// photo" (the spec's row) and each form with numbers of its own (the DS-160 upload, the Schengen print...).
// Every figure is read from the same document data the photo tool uses, so the blog cannot contradict it.
import {
  builtInDocuments,
  builtInEditPolicy,
  COUNTRY_SPECS,
  type CountrySlug,
  countryLinks,
  DEFAULT_DOCUMENT_ID,
  documentSpec,
  documentsOf,
  type EditPolicy,
  openingDocumentId,
  type PhotoDocument,
  type RuleSource,
} from '@vps/specs'
import { esc, grid, h2, h3, headingId, link, p, strong, ul } from './html.ts'
import { backgroundList, fileWindow, listText, nameOf, sizeMm, sizePx, theName } from './spec-text.ts'

/** The anchor of the "Which photo do you need?" section. */
export const DOCUMENTS_SECTION_ID = 'which-photo'

/**
 * A destination's documents, the one its page opens on first (the guides' "default": the DS-160 for the US,
 * the spec's row elsewhere), or none where it has nothing beyond the default: the guide then needs no section
 * and no "which document" remarks. Vietnam's guides follow its page's own spec.
 */
export function guideDocuments(country: CountrySlug): PhotoDocument[] {
  const documents = builtInDocuments(country)
  if (documents.length === 0 || country === 'vietnam') return []
  const source = {
    code: country,
    spec: COUNTRY_SPECS[country],
    editPolicy: builtInEditPolicy(country),
    documents,
  }
  const opening = openingDocumentId(source)
  const all = documentsOf(source)
  return [...all.filter((doc) => doc.id === opening), ...all.filter((doc) => doc.id !== opening)]
}

/** The document the destination's page opens on: the page without ?document=. */
export const isDefaultDocument = (country: CountrySlug, doc: PhotoDocument) =>
  doc.id === (guideDocuments(country)[0]?.id ?? DEFAULT_DOCUMENT_ID)

/** The photo page with this document chosen; the one it opens on is the page without the parameter. */
export function documentHref(country: CountrySlug, doc: PhotoDocument): string {
  const tool = countryLinks(country).photoTool
  return isDefaultDocument(country, doc) ? tool : `${tool}?document=${encodeURIComponent(doc.id)}`
}

/** The document's name linked to the tool with it chosen. */
export const documentLink = (country: CountrySlug, doc: PhotoDocument) =>
  link(documentHref(country, doc), esc(doc.name))

/** 'the default "Visa photo"', the words the guides use for the spec's row when other documents exist. */
export function defaultPhrase(country: CountrySlug): string {
  const first = guideDocuments(country)[0]
  return first ? `the default "${esc(first.name)}"` : ''
}

// Figures of a document in the guides' words (the spec helpers read it as a row, via documentSpec).

const CROWN: Record<PhotoDocument['head']['crown'], string> = {
  hair: 'the top of the hair',
  natural: 'the top of the head without the hair',
}

const GLASSES: Record<PhotoDocument['glasses'], string> = {
  allowed: 'Allowed',
  forbidden: 'Not allowed',
  unstated: 'Not stated by the rule; take them off to be safe',
}

/** '600x600 px', then the form's accepted range where it states one. */
export function documentPixels(doc: PhotoDocument): string {
  const exported = sizePx(documentSpec(doc))
  const range = doc.pixels
  if (!range) return exported
  const px = (s: { width: number; height: number }) => `${s.width}x${s.height} px`
  const accepted = range.max ? `${px(range.min)} to ${px(range.max)}` : `at least ${px(range.min)}`
  return `${exported} (the form takes ${accepted})`
}

/** '51x51 mm' */
export const documentMm = (doc: PhotoDocument) => sizeMm(documentSpec(doc))

/** '51x51 mm at 300 dpi, a file to upload' */
export const documentSize = (doc: PhotoDocument) =>
  `${sizeMm(documentSpec(doc))} at ${doc.dpi} dpi, ${doc.medium === 'print' ? 'to print' : 'a file to upload'}`

/** 'at most 240KB', '50-1024KB': the tool's window, always inside the form's own limit. */
export const documentFile = (doc: PhotoDocument) => fileWindow(documentSpec(doc))

/** '50-69% of the height, from the chin to the top of the hair' */
export const documentHead = (doc: PhotoDocument) =>
  `${doc.head.min}-${doc.head.max}% of the height, from the chin to ${CROWN[doc.head.crown]}`

export const documentEyes = (doc: PhotoDocument) =>
  doc.eye_line ? `${doc.eye_line.min}-${doc.eye_line.max}% of the height, up from the bottom edge` : null

export const documentTopMargin = (doc: PhotoDocument) =>
  doc.top_margin
    ? `${doc.top_margin.min}-${doc.top_margin.max}% of the height, from the top edge to ${CROWN[doc.head.crown]}`
    : null

/** 'white (#ffffff) or off-white (#f8f8f8)', the main colour first. */
export function documentBackgrounds(doc: PhotoDocument): string {
  const colours = backgroundList(documentSpec(doc))
  return colours.length <= 1 ? colours.join('') : `${colours.slice(0, -1).join(', ')} or ${colours.at(-1)}`
}

export const replacementAccepted = (policy: EditPolicy) => policy.backgroundReplacement === 'allowed'

function replacementCell(doc: PhotoDocument): string {
  return replacementAccepted(doc.editPolicy)
    ? 'Accepted: the tool’s background replacement starts on'
    : 'Not accepted: the tool’s background replacement starts off'
}

const checked = (verifiedOn: string) =>
  verifiedOn === 'not verified' ? 'not verified' : `checked ${verifiedOn}`

/** 'travel.state.gov: Digital image requirements (not verified)', linked to the page. */
export const sourceLink = (source: Pick<RuleSource, 'name' | 'url'>, verifiedOn: string) =>
  `${link(source.url, esc(source.name))} (${esc(checked(verifiedOn))})`

/** Every https address the guides of a destination link for its documents: rule and edit-policy sources. */
export function documentSourceUrls(country: CountrySlug): string[] {
  return guideDocuments(country).flatMap((doc) => [
    ...doc.sources.map((s) => s.url),
    doc.editPolicy.source.url,
  ])
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n)

/** The column header: the default is marked as such. */
const columnName = (country: CountrySlug, doc: PhotoDocument) =>
  isDefaultDocument(country, doc) ? `${esc(doc.name)} (default)` : esc(doc.name)

function sourcesItem(country: CountrySlug, doc: PhotoDocument): string {
  const rule =
    doc.sources.length > 0
      ? doc.sources.map((s) => sourceLink(s, s.verifiedOn)).join('; ')
      : `the tool’s standard numbers for ${esc(theName(country))}, with no form of their own`
  return `${strong(`${esc(doc.name)}:`)} ${rule}.`
}

/** Each distinct edit policy of the documents once (they usually share the destination's). */
function policyNotes(docs: readonly PhotoDocument[]): string[] {
  const seen = new Map<string, { policy: EditPolicy; names: string[] }>()
  for (const doc of docs) {
    const key = JSON.stringify(doc.editPolicy)
    const entry = seen.get(key) ?? { policy: doc.editPolicy, names: [] }
    entry.names.push(doc.name)
    seen.set(key, entry)
  }
  return [...seen.values()].map(({ policy, names }) =>
    p(
      `On background replacement${seen.size > 1 ? ` (${esc(listText(names))})` : ''}: ${esc(policy.reason)} Source: ${sourceLink(policy.source, policy.verifiedOn)}.`,
    ),
  )
}

/**
 * "Which photo do you need?": every document of the destination side by side, the default first, with the
 * link that opens the tool on it and the sources of its numbers. Empty where there is only the default.
 */
export function documentsSection(country: CountrySlug): string {
  const docs = guideDocuments(country)
  if (docs.length === 0) return ''
  const name = esc(nameOf(country))
  const column = (cell: (doc: PhotoDocument) => string | null) => docs.map((doc) => cell(doc) ?? 'Not stated')
  const anyStated = (cell: (doc: PhotoDocument) => string | null) => docs.some((doc) => cell(doc) !== null)
  const rows: string[][] = [
    ['Pixels', ...column(documentPixels)],
    ['Size', ...column(documentSize)],
    ['File size (JPEG)', ...column(documentFile)],
    ['Head height', ...column(documentHead)],
    ...(anyStated(documentEyes) ? [['Eye line', ...column(documentEyes)]] : []),
    ...(anyStated(documentTopMargin) ? [['Space above the head', ...column(documentTopMargin)]] : []),
    ['Background', ...column(documentBackgrounds)],
    ['Glasses', ...column((doc) => GLASSES[doc.glasses])],
    ['Background replacement', ...column(replacementCell)],
    ['Make it', ...column((doc) => link(documentHref(country, doc), 'Open the tool with this photo'))],
  ]
  const others = docs.slice(1)
  const unverified = docs.some(
    (doc) =>
      doc.sources.some((s) => s.verifiedOn === 'not verified') ||
      doc.editPolicy.verifiedOn === 'not verified',
  )
  return [
    h2('Which photo do you need?', DOCUMENTS_SECTION_ID),
    p(
      `A form checks the photo against its own numbers, so the right photo depends on where you submit it. Our ${name} photo tool makes ${countWord(docs.length)}: ${listText(docs.map((doc) => documentLink(country, doc)))}. The default, "${esc(docs[0]?.name ?? '')}", is the tool’s standard ${name} preset, the one the rest of this guide describes; ${others.length === 1 ? 'the other follows its form’s' : 'the others follow their forms’'} own rules. Every number below comes from the data the tool itself uses.`,
    ),
    grid(['Requirement', ...docs.map((doc) => columnName(country, doc))], rows),
    h3('Where the numbers come from'),
    ul(docs.map((doc) => sourcesItem(country, doc))),
    ...policyNotes(docs),
    unverified
      ? p(
          'A source marked "not verified" was read second-hand, not yet checked against the authority’s live page: check the page of the form you use before you rely on a number.',
        )
      : '',
  ].join('')
}

interface NoteOptions {
  /** What comes before the list, without the colon. */
  lead?: string
  /** Which of the other documents count (prints only, for a print size). */
  only?: (doc: PhotoDocument) => boolean
}

/**
 * ' That is for the default "Visa photo". Other photos in the tool differ: A: x; B: y.' after a sentence that
 * states the default's figure, or '' where the others agree with it (or there are none). Starts with a space.
 */
export function otherDocumentsNote(
  country: CountrySlug,
  figure: (doc: PhotoDocument) => string,
  { lead, only = () => true }: NoteOptions = {},
): string {
  const [first, ...others] = guideDocuments(country)
  if (!first) return ''
  const items = others
    .filter((doc) => only(doc) && figure(doc) !== figure(first))
    .map((doc) => `${documentLink(country, doc)}: ${figure(doc)}`)
  if (items.length === 0) return ''
  const differ = items.length === 1 ? 'Another photo in the tool differs' : 'Other photos in the tool differ'
  return ` ${lead ?? `That is for ${defaultPhrase(country)}. ${differ}`}: ${items.join('; ')}.`
}

/** A pointer to the section, for a guide whose figures are the default's: '' where there is no section. */
export function defaultFiguresNote(country: CountrySlug, what = 'The numbers in this guide'): string {
  const docs = guideDocuments(country)
  if (docs.length === 0) return ''
  const others = listText(docs.slice(1).map((doc) => documentLink(country, doc)))
  return p(
    `${what} are those of ${defaultPhrase(country)}, the tool’s standard ${esc(nameOf(country))} preset. ${docs.length === 2 ? 'One form has' : 'Some forms have'} numbers of ${docs.length === 2 ? 'its' : 'their'} own, and the tool makes a photo for ${docs.length === 2 ? 'it' : 'each'}: ${others}. ${link(`#${headingId(DOCUMENTS_SECTION_ID)}`, 'Which photo do you need?')} compares them.`,
  )
}

/** 'Besides its default photo, the tool makes A (600x600 px, at most 240KB) and B (...).' or ''. */
export function otherDocumentsList(country: CountrySlug): string {
  const others = guideDocuments(country).slice(1)
  if (others.length === 0) return ''
  const items = others.map(
    (doc) => `${documentLink(country, doc)} (${sizePx(documentSpec(doc))}, ${documentFile(doc)})`,
  )
  return `Besides its default photo, the tool makes ${listText(items)}.`
}

// The documents of each destination (docs/photo-documents.md). A traveller fills in one form, not "a
// country": each document carries that form's own numbers, rules and where they are written. The spec's row
// stays every destination's default document; the other documents are in each destination's record.

import { destinationRecord } from './destinations/records.ts'
import { DEFAULT_DOCUMENT_ID } from './document-ids.ts'
import type { CountrySpec } from './schemas/country-spec.ts'
import type { EditPolicy } from './schemas/edit-policy.ts'
import type { DefaultRules, PhotoDocument } from './schemas/photo-document.ts'

/** The default document's name: the destination's own row. */
export const DEFAULT_DOCUMENT_NAME = 'Visa photo'

/**
 * A destination's default document: its (served) spec row, with the rules its record adds to the row (glasses,
 * the Vietnam page's background and file-size rules, no minimum size there) and their sources. A destination
 * staff added has no record: its row says everything.
 */
export function defaultDocument(
  spec: CountrySpec,
  editPolicy: EditPolicy,
  code: string,
  served?: DefaultRules,
): PhotoDocument {
  const rules = served ?? destinationRecord(code)?.defaultDocument ?? {}
  return {
    id: DEFAULT_DOCUMENT_ID,
    name: rules.name ?? DEFAULT_DOCUMENT_NAME,
    medium: rules.medium ?? 'digital',
    width_mm: spec.width_mm,
    height_mm: spec.height_mm,
    width_px: spec.width_px,
    height_px: spec.height_px,
    dpi: spec.dpi,
    file_size_kb: {
      min: rules.noMinimumFileSize ? null : spec.min_file_size_kb,
      max: spec.max_file_size_kb,
    },
    ...(rules.pixels ? { pixels: rules.pixels } : {}),
    head: { min: spec.face_coverage_min, max: spec.face_coverage_max, crown: rules.crown ?? 'hair' },
    ...(rules.eye_line ? { eye_line: rules.eye_line } : {}),
    ...(rules.top_margin ? { top_margin: rules.top_margin } : {}),
    background_color: spec.background_color,
    ...(spec.background_options ? { background_options: spec.background_options } : {}),
    glasses: rules.glasses ?? 'unstated',
    ...(rules.expression ? { expression: rules.expression } : {}),
    ...(rules.head_covering ? { head_covering: rules.head_covering } : {}),
    ...(rules.background_rule ? { background_rule: rules.background_rule } : {}),
    ...(rules.file_size_rule ? { file_size_rule: rules.file_size_rule } : {}),
    editPolicy,
    sources: [...(rules.sources ?? [])],
    ...(rules.verification ? { verification: rules.verification } : {}),
    ...(rules.disagreements ? { disagreements: rules.disagreements } : {}),
    ...(rules.readings ? { readings: rules.readings } : {}),
  }
}

/** The documents packages/specs ships beside a destination's default one; none for a code staff added. */
export function builtInDocuments(slug: string): PhotoDocument[] {
  return [...(destinationRecord(slug)?.documents ?? [])]
}

/** What the documents of a destination are made from: its served spec, policy and other documents. */
export interface DocumentSource {
  /** The destination's code: its default document's rule on glasses. */
  code: string
  spec: CountrySpec
  editPolicy: EditPolicy
  documents: readonly PhotoDocument[]
  /** The default document's rules as served, for a destination kept as data (its record's otherwise). */
  defaultRules?: DefaultRules | undefined
}

/** Every document of a destination: the default first (from the served spec and policy), then the others. */
export function documentsOf({
  code,
  spec,
  editPolicy,
  documents,
  defaultRules,
}: DocumentSource): PhotoDocument[] {
  return [defaultDocument(spec, editPolicy, code, defaultRules), ...documents]
}

/**
 * The document a destination's page opens on: the one its record names (`opensOn`) while the destination still
 * lists it, else the default one.
 */
export function openingDocumentId(destination: DocumentSource): string {
  const named = destinationRecord(destination.code)?.opensOn
  return named && destination.documents.some((d) => d.id === named) ? named : DEFAULT_DOCUMENT_ID
}

/** The document `id` of a destination, else the one its page opens on (an unknown or stale id in a shared link). */
export function documentOf(destination: DocumentSource, id: string | undefined): PhotoDocument {
  const all = documentsOf(destination)
  const opening = openingDocumentId(destination)
  return all.find((d) => d.id === id) ?? all.find((d) => d.id === opening) ?? (all[0] as PhotoDocument)
}

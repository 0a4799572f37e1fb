// Built-in destinations (packages/specs) merged with what staff stored. Pure functions: no database here.
import { isDeepStrictEqual } from 'node:util'
import {
  type CmsDestination,
  COUNTRY_SLUGS,
  type CountrySpec,
  countrySpecSchema,
  type Destination,
  type EditPolicy,
  extraDocumentsSchema,
  type PhotoDocument,
} from '@vps/specs'
import {
  CATALOG_SLUGS,
  shippedDefaultRules,
  shippedDestination,
  shippedDocuments,
  shippedEditPolicy,
} from '@vps/specs/catalog'
import type { DestinationRow } from '../db/tables/destinations.ts'
import type { JsonValue } from '../db/types.ts'

export interface BuiltIn {
  name: string
  spec: CountrySpec
}

/**
 * What the site ships for a slug: a built-in (with the documents the data adds to it) or a destination kept
 * as data (docs/destinations-data.md); staff edit both the same way.
 */
export function builtIn(slug: string): BuiltIn | null {
  const destination = shippedDestination(slug)
  return destination && { name: destination.name, spec: destination.spec }
}

// JSON drops keys holding undefined, so a parsed body and a built-in compare by their values alone.
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

export function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(plain(a), plain(b))
}

/**
 * The policy to store: null when it equals the built-in one, so a policy corrected in packages/specs still
 * reaches the destination. Every slug has a built-in policy (DEFAULT_EDIT_POLICY for added codes).
 */
export function storedEditPolicy(slug: string, policy: EditPolicy): EditPolicy | null {
  return sameValue(policy, shippedEditPolicy(slug)) ? null : policy
}

/**
 * The documents to store: null when they equal the built-in list (order included), so documents corrected in
 * packages/specs still reach the destination. An added code's built-in list is empty.
 */
export function storedDocuments(slug: string, documents: PhotoDocument[]): PhotoDocument[] | null {
  return sameValue(documents, shippedDocuments(slug)) ? null : documents
}

/**
 * A stored spec or document list the current rules still accept, else null. The rules can tighten after a
 * value was saved (issue #48 bounded the sizes staff may set to what the photo tool can make): such a value
 * is set aside rather than served, where it would fail the answer's own schema (a 500 for the whole list)
 * or leave a photo tool working forever. A built-in falls back to its own value; an added destination
 * without a usable spec is left out until it is saved again.
 */
function stillValid<T>(
  schema: { safeParse(value: unknown): { success: boolean } },
  value: T | null,
): T | null {
  if (value === null) return null
  return schema.safeParse(value).success ? value : null
}

/** The staff's view of one destination; null when the row is incomplete and there is no built-in to fill it. */
export function mergeDestination(slug: string, row: DestinationRow | undefined): CmsDestination | null {
  const base = builtIn(slug)
  const name = row?.name ?? base?.name
  const spec = stillValid(countrySpecSchema, row?.spec ?? null) ?? base?.spec
  if (name === undefined || spec === undefined) return null
  const editPolicy = row?.edit_policy ?? shippedEditPolicy(slug)
  const documents = stillValid(extraDocumentsSchema, row?.documents ?? null) ?? shippedDocuments(slug)
  const edited =
    base !== null &&
    (!sameValue(spec, base.spec) ||
      name !== base.name ||
      !sameValue(editPolicy, shippedEditPolicy(slug)) ||
      !sameValue(documents, shippedDocuments(slug)))
  const defaultRules = shippedDefaultRules(slug)
  return {
    slug,
    name,
    spec,
    editPolicy,
    documents,
    ...(defaultRules ? { defaultRules } : {}),
    enabled: row?.enabled ?? true,
    builtIn: base !== null,
    edited,
    updatedAt: row ? row.updated_at.toISOString() : null,
  }
}

const byName = (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
  a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug)

/** Every destination, built-ins first filled from packages/specs, sorted by name. */
export function mergeAll(rows: DestinationRow[]): CmsDestination[] {
  const stored = new Map(rows.map((row) => [row.slug, row]))
  const slugs = new Set<string>([...COUNTRY_SLUGS, ...CATALOG_SLUGS, ...stored.keys()])
  return [...slugs]
    .map((slug) => mergeDestination(slug, stored.get(slug)))
    .filter((d): d is CmsDestination => d !== null)
    .sort(byName)
}

export const toPublic = ({
  slug,
  name,
  spec,
  editPolicy,
  documents,
  defaultRules,
}: CmsDestination): Destination => ({
  slug,
  name,
  spec,
  editPolicy,
  documents,
  ...(defaultRules ? { defaultRules } : {}),
})

/**
 * The changed fields for the audit log: { name: { from, to }, 'spec.max_file_size_kb': { from, to },
 * 'editPolicy.backgroundReplacement': { from, to }, 'documents.<id>.file_size_kb.max': { from, to },
 * 'documents.<id>': { from: null, to: <document> } (added; removed the other way round),
 * 'documentOrder': { from: [ids], to: [ids] } } (not under 'documents.', where a document's id could be 'order').
 */
export type Changes = Record<string, { from: JsonValue; to: JsonValue }>

type Editable = Pick<Destination, 'name' | 'spec' | 'editPolicy' | 'documents'>

// The policy's leaves under dotted keys, so the log names the one field that changed, as it does for spec.
const policyFields = (policy: EditPolicy): Record<string, string> => ({
  backgroundReplacement: policy.backgroundReplacement,
  reason: policy.reason,
  'source.name': policy.source.name,
  'source.url': policy.source.url,
  verifiedOn: policy.verifiedOn,
})

// A document's leaves under dotted keys ('file_size_kb.max', 'head.crown'). Lists (sources,
// background_options) stay whole: their items have no stable key to name them by.
function leaves(value: JsonValue, prefix = '', out: Record<string, JsonValue> = {}) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) out[prefix] = value
  else for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out)
  return out
}

// Documents are matched by id, so an edit names the one field of the one document that changed.
function documentChanges(before: readonly PhotoDocument[], after: readonly PhotoDocument[]): Changes {
  const changes: Changes = {}
  const byId = (docs: readonly PhotoDocument[]) => new Map(docs.map((d) => [d.id, plain(d) as JsonValue]))
  const old = byId(before)
  const now = byId(after)
  for (const [id, doc] of old) if (!now.has(id)) changes[`documents.${id}`] = { from: doc, to: null }
  for (const [id, doc] of now) {
    const previous = old.get(id)
    if (previous === undefined) {
      changes[`documents.${id}`] = { from: null, to: doc }
      continue
    }
    const from = leaves(previous)
    const to = leaves(doc)
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const a = from[key] ?? null
      const b = to[key] ?? null
      if (!sameValue(a, b)) changes[`documents.${id}.${key}`] = { from: a, to: b }
    }
  }
  // Adding or removing one moves no other: only a change in the kept documents' order is logged as one.
  const kept = (docs: readonly PhotoDocument[], other: Map<string, unknown>) =>
    docs.map((d) => d.id).filter((id) => other.has(id))
  if (!sameValue(kept(before, now), kept(after, old)))
    changes.documentOrder = { from: before.map((d) => d.id), to: after.map((d) => d.id) }
  return changes
}

export function changedFields(before: Editable, after: Editable): Changes {
  const changes: Changes = {}
  if (before.name !== after.name) changes.name = { from: before.name, to: after.name }
  const keys = new Set([...Object.keys(before.spec), ...Object.keys(after.spec)]) as Set<keyof CountrySpec>
  for (const key of keys) {
    // Spec values are numbers, strings and string lists: JSON as they are.
    const from = (before.spec[key] ?? null) as JsonValue
    const to = (after.spec[key] ?? null) as JsonValue
    if (!sameValue(from, to)) changes[`spec.${key}`] = { from, to }
  }
  const policyBefore = policyFields(before.editPolicy)
  const policyAfter = policyFields(after.editPolicy)
  for (const [key, from] of Object.entries(policyBefore)) {
    const to = policyAfter[key] as string
    if (from !== to) changes[`editPolicy.${key}`] = { from, to }
  }
  return { ...changes, ...documentChanges(before.documents, after.documents) }
}

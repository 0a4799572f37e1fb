// The destinations kept as data (destinations/data/), adapted once at load: the new destinations served as
// the 32 are, the documents the data adds to a built-in destination, and the counts the claim is made of
// (docs/destinations-data.md). The API and the tests import this entry; the web app never does (it would
// ship every source to every visitor), and reads the served destination instead.
import { isCountrySlug } from '../countries.ts'
import { builtInDestination } from '../destinations/built-in.ts'
import { DESTINATION_DATA } from '../destinations/data/index.ts'
import type { DestinationData, DocumentData } from '../destinations/data/types.ts'
import { builtInEditPolicy } from '../edit-policies.ts'
import { builtInDocuments } from '../photo-documents.ts'
import type { Destination } from '../schemas/cms.ts'
import type { EditPolicy } from '../schemas/edit-policy.ts'
import type { DefaultRules, PhotoDocument } from '../schemas/photo-document.ts'
import { toDestination } from './adapter.ts'

export * from './adapter.ts'
export * from './report.ts'
export * from './validate.ts'
export type { DestinationData, DocumentData }
export { DESTINATION_DATA }

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en')

/** The new destinations, by slug, in name order: each served as a built-in is. */
const CATALOG = new Map<string, Destination>(
  DESTINATION_DATA.filter((d) => !isCountrySlug(d.slug))
    .toSorted(byName)
    .map((d) => [d.slug, toDestination(d)]),
)

/** Slugs of the new destinations, by name. */
export const CATALOG_SLUGS: readonly string[] = [...CATALOG.keys()]

/** Whether a slug is a new destination kept as data (not one of the built-ins). */
export const isCatalogSlug = (slug: string): boolean => CATALOG.has(slug)

/** A new destination kept as data, as served; null for a built-in or an unknown slug. */
export function catalogDestination(slug: string): Destination | null {
  return CATALOG.get(slug) ?? null
}

/**
 * What the site ships for a slug, before staff edits: a built-in as its record says, a destination kept as
 * data, or null (a code staff added, or none). The data's rows for a built-in are held, not shipped: its
 * record rules its page (docs/destinations-data.md, "Built-in destinations in the data").
 */
export function shippedDestination(slug: string): Destination | null {
  return builtInDestination(slug) ?? catalogDestination(slug)
}

/** The documents beside the default one that the site ships for a slug. */
export function shippedDocuments(slug: string): PhotoDocument[] {
  return [...(CATALOG.get(slug)?.documents ?? builtInDocuments(slug))]
}

/** The data's destinations the site ships (not the built-ins', which are held for review). */
export const SHIPPED_DATA: readonly DestinationData[] = DESTINATION_DATA.filter((d) => !isCountrySlug(d.slug))

/** The edit policy the site ships for a slug (DEFAULT_EDIT_POLICY for a code staff added). */
export function shippedEditPolicy(slug: string): EditPolicy {
  return CATALOG.get(slug)?.editPolicy ?? builtInEditPolicy(slug)
}

/** The default document's rules a destination kept as data is served with; undefined for the others. */
export function shippedDefaultRules(slug: string): DefaultRules | undefined {
  return CATALOG.get(slug)?.defaultRules
}

/** The sourced documents of the data: every one is official or has two agreeing secondary sources. */
export const dataDocuments = (): { destination: DestinationData; document: DocumentData }[] =>
  DESTINATION_DATA.flatMap((destination) =>
    destination.documents.map((document) => ({ destination, document })),
  )

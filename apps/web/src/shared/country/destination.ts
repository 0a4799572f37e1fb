// A destination as the photo pages use it: slug + name + spec, served by GET /api/countries/:slug, with the
// built-in values from @vps/specs as the default when the API cannot be reached.
import {
  COUNTRY_SLUGS,
  type Destination,
  type DocumentRow,
  documentOf,
  documentSpec,
  type PhotoDocument,
  unlistedDestinationName,
} from '@vps/specs'

export { BUILT_IN_DESTINATIONS, builtInDestination } from '@vps/specs'
export type { Destination }

/** How a page names a destination code, and whether that destination has a photo page to link to. */
export interface DestinationLabel {
  name: string
  enabled: boolean
}

/**
 * A code (an article's country, say) looked up in the served list of enabled destinations: listed means its
 * photo page exists, under the name staff gave it. A code the list lacks is disabled or unknown, so nothing
 * should link its photo page; it still reads as a name (the built-in one, else its slug in words) rather than
 * as a raw code. Pass the list from useDestinationList(), so the server's HTML and the first render in the
 * browser agree (both see the built-ins).
 */
export function describeDestination(
  slug: string,
  enabled: readonly Pick<Destination, 'slug' | 'name'>[],
): DestinationLabel {
  const served = enabled.find((destination) => destination.slug === slug)
  if (served) return { name: served.name, enabled: true }
  return { name: unlistedDestinationName(slug), enabled: false }
}

const builtInRank = new Map<string, number>(COUNTRY_SLUGS.map((slug, index) => [slug, index]))

/**
 * The served list in the site's order: built-ins in the spec's order (Vietnam first, as the built-in list and
 * so the first render have them), then added destinations by name. The API sorts by name, and adopting its
 * order would visibly reshuffle the menus the moment the list arrives.
 */
export function inSiteOrder(destinations: readonly Destination[]): Destination[] {
  const rank = (slug: string) => builtInRank.get(slug) ?? COUNTRY_SLUGS.length
  return [...destinations].sort(
    (a, b) =>
      rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug),
  )
}

/**
 * A destination's default document, from its served row and policy with the rules its record adds (Vietnam's:
 * no minimum KB, a whitish wall, the encode ladder), so staff edits of the row reach it (docs/photo-documents.md).
 */
export function defaultDocumentOf(destination: Destination): PhotoDocument {
  const { slug, spec, editPolicy, documents, defaultRules } = destination
  return documentOf({ code: slug, spec, editPolicy, documents, defaultRules }, undefined)
}

/** The default document as a spec row, as the pages describe it: no minimum KB where the document has none. */
export const defaultSpecOf = (destination: Destination): DocumentRow =>
  documentSpec(defaultDocumentOf(destination))

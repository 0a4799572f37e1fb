// The destinations kept as data, by name only (docs/destinations-data.md): what the web app's searches, the
// home page's count and the build's page list need, without the data itself (every source of every
// destination would be in every visitor's download). destinations/data/names.ts is written with the data
// and held to it by catalog/catalog.test.ts.
import { COUNTRY_SLUGS, isCountrySlug } from './countries.ts'
import { DATA_DESTINATION_NAMES, type DataDestinationName } from './destinations/data/names.ts'
import { SITE } from './site.ts'

export type { DataDestinationName }
export { DATA_DESTINATION_NAMES }

/** The destinations the data adds beside the built-ins (a built-in in the data only gains documents). */
export const DATA_ONLY_DESTINATIONS: readonly DataDestinationName[] = DATA_DESTINATION_NAMES.filter(
  (d) => !isCountrySlug(d.slug),
)

const dataOnly: ReadonlySet<string> = new Set(DATA_ONLY_DESTINATIONS.map((d) => d.slug))

/** Whether a slug is a destination kept as data (not a built-in): its pages say only what its data says. */
export const isDataOnlySlug = (slug: string): boolean => dataOnly.has(slug)

/** Every destination the site ships a photo page for: the built-ins in the spec's order, then the data's by name. */
export const SHIPPED_SLUGS: readonly string[] = [
  ...COUNTRY_SLUGS,
  ...[...DATA_ONLY_DESTINATIONS].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((d) => d.slug),
]

/** The other names of a destination kept as data, for the searches; none for any other slug. */
export function dataAliases(slug: string): readonly string[] {
  return DATA_DESTINATION_NAMES.find((d) => d.slug === slug)?.aliases ?? []
}

/** The spec's claim, '180+', holds from this many destinations with a sourced document. */
export const DESTINATIONS_CLAIM_FROM = 180

/**
 * Destinations the site shows with at least one document whose numbers are sourced (an official page, or two
 * independent secondary sources that agree): every destination kept as data has one, or it is not kept. The
 * data's rows for the built-ins are held for review, not shown, so they do not count.
 */
export const SOURCED_DESTINATION_COUNT = DATA_ONLY_DESTINATIONS.length

/**
 * The home page's count: the spec's '180+' once 180 destinations have a sourced and dated document, else the
 * number of destinations the site makes photos for (the built-ins, whose rows quote their sources without a
 * date read yet, and the data's), which is true and is what a visitor finds in the menus.
 */
export function destinationsClaim(
  sourced: number = SOURCED_DESTINATION_COUNT,
  shown: number = SHIPPED_SLUGS.length,
): string {
  return sourced >= DESTINATIONS_CLAIM_FROM ? SITE.destinations : String(shown)
}

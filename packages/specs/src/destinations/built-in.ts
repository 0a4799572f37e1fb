// The built-in destinations: what the web shows until the API's list arrives and what the API serves for a slug
// staff have not stored. One definition, so the two cannot disagree on a built-in's name or spec.

import { COUNTRY_SLUGS, type CountrySlug, isCountrySlug, slugInWords } from '../countries.ts'
import type { Destination } from '../schemas/cms.ts'
import { DESTINATION_RECORDS } from './records.ts'

/**
 * The name a destination goes by: its record's ('United Arab Emirates'), or `short` where a tile is narrow
 * ('UAE'). An unknown code comes from blog data we do not control: showing it raw beats guessing.
 */
export function countryDisplayName(code: string, options?: { short?: boolean }): string {
  if (!isCountrySlug(code)) return code
  const record = DESTINATION_RECORDS[code]
  return (options?.short ? record.shortName : undefined) ?? record.name
}

const builtIn = (slug: CountrySlug): Destination => {
  const record = DESTINATION_RECORDS[slug]
  return {
    slug,
    name: record.name,
    spec: record.spec,
    editPolicy: record.editPolicy,
    documents: [...record.documents],
  }
}

/** The built-in destination of a packages/specs slug; null for any other slug. */
export function builtInDestination(slug: string): Destination | null {
  return isCountrySlug(slug) ? builtIn(slug) : null
}

/** Every built-in destination, in the spec's order (Vietnam first). */
export const BUILT_IN_DESTINATIONS: readonly Destination[] = COUNTRY_SLUGS.map(builtIn)

/**
 * The name a destination code goes by when no enabled destination has it (disabled, or an article's code
 * that was never added): its built-in name, else the code in words, never the raw code.
 */
export function unlistedDestinationName(slug: string): string {
  return isCountrySlug(slug) ? countryDisplayName(slug) : slugInWords(slug)
}

// The built-in destinations: what the web shows until the API's list arrives and what the API serves for a slug
// staff have not stored. One definition, so the two cannot disagree on a built-in's name or spec.

import {
  COUNTRY_SLUGS,
  type CountrySlug,
  countryDisplayName,
  isCountrySlug,
  slugInWords,
} from './countries.ts'
import { COUNTRY_SPECS } from './country-specs.ts'
import { builtInEditPolicy } from './edit-policies.ts'
import { builtInDocuments } from './photo-documents.ts'
import type { Destination } from './schemas/cms.ts'

const builtIn = (slug: CountrySlug): Destination => ({
  slug,
  name: countryDisplayName(slug),
  spec: COUNTRY_SPECS[slug],
  editPolicy: builtInEditPolicy(slug),
  documents: builtInDocuments(slug),
})

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

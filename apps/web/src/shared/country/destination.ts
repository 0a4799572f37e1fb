// A destination as the photo pages use it: slug + name + spec, served by GET /api/countries/:slug, with the
// built-in values from @vps/specs as the default when the API cannot be reached.
import {
  COUNTRY_SPECS,
  type CountrySpec,
  countryDisplayName,
  type Destination,
  isCountrySlug,
  type VietnamPageSpec,
} from '@vps/specs'

export type { Destination }

/** The built-in destination of a packages/specs slug; null for any other slug. */
export function builtInDestination(slug: string): Destination | null {
  if (!isCountrySlug(slug)) return null
  return { slug, name: countryDisplayName(slug), spec: COUNTRY_SPECS[slug] }
}

/**
 * The Vietnam page's spec from the served one: the page keeps its own rule of no minimum file size (spec
 * section 3), while the staff's edits to everything else reach it. With the built-in row this is exactly
 * VIETNAM_PAGE_SPEC.
 */
export function vietnamPageSpecOf(spec: CountrySpec): VietnamPageSpec {
  const { min_file_size_kb: _ignored, ...pageSpec } = spec
  return pageSpec
}

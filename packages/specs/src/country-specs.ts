// The spec's table rows (docs/product-rules.md, "Country photo specs"), one per built-in destination, read from
// each destination's record (destinations/).
import { countryNotFoundMessage } from './copy/messages.ts'
import type { CountrySlug } from './countries.ts'
import { DESTINATION_RECORDS } from './destinations/records.ts'
import type { CountrySpec } from './schemas/country-spec.ts'

export const COUNTRY_SPECS = Object.fromEntries(
  Object.entries(DESTINATION_RECORDS).map(([slug, record]) => [slug, record.spec]),
) as Record<CountrySlug, CountrySpec>

export function getCountrySpec(code: string): CountrySpec {
  // Object.hasOwn keeps inherited keys such as "toString" from counting as countries.
  if (!Object.hasOwn(COUNTRY_SPECS, code)) throw new Error(countryNotFoundMessage(code))
  return COUNTRY_SPECS[code as CountrySlug]
}

// The country choices of the article tools (editor and list filter): every destination the codes manager
// knows, added ones included, so an article can file under a country staff added. The built-in list stands in
// while the codes load or if they cannot be read.
import { useQuery } from '@tanstack/react-query'
import type { CmsDestination } from '@vps/specs'
import { BUILT_IN_DESTINATIONS } from '../../../shared/country/destination.ts'
import { codesQueries } from '../codes/codes-api.ts'

export interface CountryOption {
  slug: string
  name: string
  /** What the option reads: the name, marked when the destination's photo page is switched off. */
  label: string
}

type Listed = Pick<CmsDestination, 'slug' | 'name' | 'enabled'>

const toOption = ({ slug, name, enabled }: Listed): CountryOption => ({
  slug,
  name,
  label: enabled ? name : `${name} (disabled)`,
})

const byLabel = (a: CountryOption, b: CountryOption) => a.label.localeCompare(b.label, 'en')

// The built-ins, sorted by name like the API's list, so the options do not reorder when the codes arrive.
const BUILT_IN_OPTIONS: readonly CountryOption[] = BUILT_IN_DESTINATIONS.map((destination) =>
  toOption({ ...destination, enabled: true }),
).sort(byLabel)

export function toCountryOptions(
  destinations: readonly Listed[] | undefined,
  current?: string,
): CountryOption[] {
  const options = destinations ? destinations.map(toOption) : [...BUILT_IN_OPTIONS]
  // A stored article may carry a code the list does not have (older data): show it as it is rather than
  // falling back to the empty choice, which would read as if the article had no country.
  if (current && !options.some((option) => option.slug === current)) {
    options.push({ slug: current, name: current, label: current })
  }
  return options
}

/** The display name of a country code among the options; the code itself when none has it. */
export const countryName = (options: readonly CountryOption[], slug: string) =>
  options.find((option) => option.slug === slug)?.name ?? slug

/** The options, with `current` always among them. */
export function useCountryOptions(current?: string): CountryOption[] {
  const { data } = useQuery({ ...codesQueries.list(), select: (list) => list.countries })
  return toCountryOptions(data, current)
}

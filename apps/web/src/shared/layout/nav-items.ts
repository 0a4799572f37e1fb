import {
  countryDisplayName,
  countryLinks,
  DATA_ONLY_DESTINATIONS,
  type Destination,
  isCountrySlug,
} from '@vps/specs'
import { folded, rankedMatches, type SearchNames, searchNames } from '../country/country-match.ts'

export interface NavItem {
  name: string
  href: string
  /** The names a visitor may type to find it (its own, the short one, UAE, and its other names), for the filter. */
  search?: SearchNames
}

export const MAIN_NAV: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Blog', href: '/blog' },
  { name: 'Please Leave Instant Feedback', href: '/feedback' },
  { name: 'General Image Compressions', href: '/general-image-compressions' },
]

/** One '{country} Visa Photo' link per destination, in the order given (the served list's, see useCountryNav). */
export function countryNavItems(destinations: readonly Pick<Destination, 'slug' | 'name'>[]): NavItem[] {
  return destinations.map(({ slug, name }) => ({
    name: `${name} Visa Photo`,
    href: countryLinks(slug).photoTool,
    search: searchNames(
      slug,
      name,
      isCountrySlug(slug) ? countryDisplayName(slug, { short: true }) : undefined,
    ),
  }))
}

/** Sorted by name for reading (English collation: 'Åland' sorts with A). */
export function byName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The dropdown trigger is highlighted on any country page it lists. */
export function isCountryPagePath(pathname: string, countryNav: readonly NavItem[]): boolean {
  return countryNav.some((item) => item.href === pathname)
}

/**
 * The destinations kept as data (docs/destinations-data.md), as links the menus' filters find: not listed
 * until something is typed, so every page's header does not carry 150 more links.
 */
export const DATA_NAV: readonly NavItem[] = countryNavItems(DATA_ONLY_DESTINATIONS)

const namesOf = (item: NavItem): SearchNames => item.search ?? { names: [item.name], aliases: [] }

/**
 * What a menu shows for the text typed in its filter: the listed destinations while nothing is typed; else
 * the matches among them and the destinations kept as data, best first.
 */
export function shownCountries(query: string, countryNav: readonly NavItem[]): NavItem[] {
  if (!folded(query)) return [...countryNav]
  const listed = new Set(countryNav.map((item) => item.href))
  return rankedMatches(query, [...countryNav, ...DATA_NAV.filter((item) => !listed.has(item.href))], namesOf)
}

import { countryDisplayName, countryLinks, type Destination, isCountrySlug } from '@vps/specs'

export interface NavItem {
  name: string
  href: string
  /** A shorter name a visitor may type to find it (UAE), for the menu's filter. */
  shortName?: string
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
    ...(isCountrySlug(slug) ? { shortName: countryDisplayName(slug, { short: true }) } : {}),
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

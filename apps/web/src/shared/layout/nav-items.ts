import { COUNTRY_SLUGS, countryDisplayName } from '@vps/specs'

export interface NavItem {
  name: string
  href: string
}

export const MAIN_NAV: readonly NavItem[] = [
  { name: 'Home', href: '/' },
  { name: 'Blog', href: '/blog' },
  { name: 'Please Leave Instant Feedback', href: '/feedback' },
  { name: 'General Image Compressions', href: '/general-image-compressions' },
]

export const COUNTRY_NAV: readonly NavItem[] = COUNTRY_SLUGS.map((slug) => ({
  name: `${countryDisplayName(slug)} Visa Photo`,
  href: `/${slug}-visa-photo`,
}))

export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The dropdown trigger is highlighted on any country page. */
export function isCountryPagePath(pathname: string): boolean {
  return COUNTRY_NAV.some((item) => item.href === pathname)
}

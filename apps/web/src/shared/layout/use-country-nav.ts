import { useMemo } from 'react'
import { useDestinationList } from '../country/use-destination-list.ts'
import { byName, countryNavItems, type NavItem } from './nav-items.ts'

/**
 * The 'Visa Photo Tools' links: enabled destinations only, added ones included (built-ins until they load),
 * in the site's order (the footer's popular list takes the first few).
 */
export function useCountryNav(): NavItem[] {
  const destinations = useDestinationList()
  return useMemo(() => countryNavItems(destinations), [destinations])
}

/** The same links sorted by name, as the menus list them, so a visitor can find a country by scanning. */
export function useCountryNavByName(): NavItem[] {
  const items = useCountryNav()
  return useMemo(() => byName(items), [items])
}

import { useMemo } from 'react'
import { useDestinationList } from '../country/use-destination-list.ts'
import { countryNavItems, type NavItem } from './nav-items.ts'

/** The 'Visa Photo Tools' links: enabled destinations only, added ones included (built-ins until they load). */
export function useCountryNav(): NavItem[] {
  const destinations = useDestinationList()
  return useMemo(() => countryNavItems(destinations), [destinations])
}

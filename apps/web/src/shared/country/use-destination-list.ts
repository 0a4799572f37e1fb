import { useQuery } from '@tanstack/react-query'
import { useApiOrigin } from '../api/blog-queries.ts'
import { useHydrated } from '../ui/use-hydrated.ts'
import {
  BUILT_IN_DESTINATIONS,
  type Destination,
  type DestinationLabel,
  describeDestination,
} from './destination.ts'
import { destinationQueries } from './destination-queries.ts'

/**
 * The enabled destinations for menus and tiles: the built-ins while the list loads (and in server-rendered
 * HTML), the served list once it arrives. A failed fetch keeps the built-ins, as the photo pages fall back to
 * their built-in values when the API cannot be reached.
 *
 * A component's hydration render always sees the built-ins: the header hydrates and fetches first, and a
 * part of the page that hydrates later would otherwise render the arrived list against HTML holding the
 * built-ins (a hydration mismatch, seen once in e2e while staff had added a destination).
 */
export function useDestinationList(): readonly Destination[] {
  const { data } = useQuery(destinationQueries.list(useApiOrigin()))
  const hydrated = useHydrated()
  return (hydrated && data) || BUILT_IN_DESTINATIONS
}

/**
 * A destination code's name and whether its photo page exists, from the same list: the built-ins' answer in
 * the server's HTML and at hydration, the served one after it arrives.
 */
export function useDestinationLabel(slug: string): DestinationLabel {
  return describeDestination(slug, useDestinationList())
}

import { useQuery } from '@tanstack/react-query'
import { useApiOrigin } from '../api/blog-queries.ts'
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
 */
export function useDestinationList(): readonly Destination[] {
  const { data } = useQuery(destinationQueries.list(useApiOrigin()))
  return data ?? BUILT_IN_DESTINATIONS
}

/**
 * A destination code's name and whether its photo page exists, from the same list: the built-ins' answer in
 * the server's HTML and at hydration, the served one after it arrives.
 */
export function useDestinationLabel(slug: string): DestinationLabel {
  return describeDestination(slug, useDestinationList())
}

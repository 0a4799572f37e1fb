// Query options for destinations: one (GET /api/countries/:slug) for its photo page, and the list of enabled
// ones (GET /api/countries) for the menus and the home tiles. Keys never contain the origin: the server renders
// with an absolute one and the browser with '', and both must address the same cache entry.
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Destination } from '@vps/specs'
import { getJson, HttpError } from '../api/http.ts'
import { BUILT_IN_DESTINATIONS, builtInDestination, inSiteOrder } from './destination.ts'

// 'one' and 'list' sit at the same depth so that no slug (not even 'list') can collide with the list's key.
export const destinationKeys = {
  all: ['destinations'] as const,
  list: () => ['destinations', 'list'] as const,
  one: (slug: string) => ['destinations', 'one', slug] as const,
}

export const isMissingDestination = (error: unknown) => error instanceof HttpError && error.status === 404

/**
 * The served destination. A 404 (unknown or disabled) is passed on; any other failure (API down, network)
 * falls back to the built-in values, so the built-in pages keep working on their packages/specs defaults.
 */
export async function fetchDestination(origin: string, slug: string): Promise<Destination> {
  try {
    const [body, { destinationSchema }] = await Promise.all([
      getJson(`${origin}/api/countries/${encodeURIComponent(slug)}`),
      // The validator loads with the first answer, not with the page (docs/stack.md, "Bundles").
      import('@vps/specs/schemas'),
    ])
    return destinationSchema.parse(body)
  } catch (error) {
    const fallback = builtInDestination(slug)
    if (isMissingDestination(error) || !fallback) throw error
    return fallback
  }
}

/** The enabled destinations, added ones included, in the site's order. */
export async function fetchDestinationList(origin: string): Promise<readonly Destination[]> {
  const [body, { destinationListSchema }] = await Promise.all([
    getJson(`${origin}/api/countries`),
    import('@vps/specs/schemas'),
  ])
  const { countries } = destinationListSchema.parse(body)
  return inSiteOrder(countries)
}

export const destinationQueries = {
  /**
   * Built-ins stand in until the served list arrives. No loader asks for this list and the server never runs
   * a query from a component, so every rendered page carries the built-ins; the browser's first render shows
   * the same (no hydration mismatch) and then fetches, so a disabled destination drops out of the menus and
   * an added one joins them.
   */
  list: (origin: string) =>
    queryOptions({
      queryKey: destinationKeys.list(),
      queryFn: () => fetchDestinationList(origin),
      placeholderData: BUILT_IN_DESTINATIONS,
    }),

  one: (origin: string, slug: string) =>
    queryOptions({
      queryKey: destinationKeys.one(slug),
      queryFn: () => fetchDestination(origin, slug),
      // A missing destination stays missing; other failures already fell back to the built-in.
      retry: false,
    }),
}

/**
 * A route loader's destination (the photo and landing pages): the served one, or the router's notFound for
 * an unknown or disabled slug, so the page is the 404.
 */
export function loadServedDestination(
  queryClient: QueryClient,
  origin: string,
  slug: string,
): Promise<Destination> {
  return queryClient.ensureQueryData(destinationQueries.one(origin, slug)).catch((error: unknown) => {
    throw isMissingDestination(error) ? notFound() : error
  })
}

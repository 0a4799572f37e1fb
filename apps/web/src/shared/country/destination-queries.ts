// Query options for one destination (GET /api/countries/:slug). Keys never contain the origin: the server
// renders with an absolute one and the browser with '', and both must address the same cache entry.
import { queryOptions } from '@tanstack/react-query'
import { type Destination, destinationSchema } from '@vps/specs'
import { getJson, HttpError } from '../api/http.ts'
import { builtInDestination } from './destination.ts'

export const destinationKeys = {
  all: ['destinations'] as const,
  one: (slug: string) => ['destinations', slug] as const,
}

export const isMissingDestination = (error: unknown) => error instanceof HttpError && error.status === 404

/**
 * The served destination. A 404 (unknown or disabled) is passed on; any other failure (API down, network)
 * falls back to the built-in values, so the built-in pages keep working on their packages/specs defaults.
 */
export async function fetchDestination(origin: string, slug: string): Promise<Destination> {
  try {
    return destinationSchema.parse(await getJson(`${origin}/api/countries/${encodeURIComponent(slug)}`))
  } catch (error) {
    const fallback = builtInDestination(slug)
    if (isMissingDestination(error) || !fallback) throw error
    return fallback
  }
}

export const destinationQueries = {
  one: (origin: string, slug: string) =>
    queryOptions({
      queryKey: destinationKeys.one(slug),
      queryFn: () => fetchDestination(origin, slug),
      // A missing destination stays missing; other failures already fell back to the built-in.
      retry: false,
    }),
}

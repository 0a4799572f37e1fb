import type { BlogListResponse } from '@vps/specs'
import { type Destination, describeDestination } from '../../shared/country/destination.ts'

// UTC on both sides: a page rendered on the server in one time zone and hydrated in another must print the
// same date, or React reports a mismatch.
const LONG_US = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** 'November 2, 2026'. */
export function formatLongDate(iso: string): string {
  return LONG_US.format(new Date(iso))
}

export interface CountryOption {
  code: string
  label: string
}

/**
 * The countries present in the posts (every page's, from the API's count), by name: the served list's name
 * for an enabled destination (pass useDestinationList()), the built-in name or the code in words otherwise.
 */
export function countryOptions(
  data: Pick<BlogListResponse, 'posts' | 'countries'> | undefined,
  destinations: readonly Pick<Destination, 'slug' | 'name'>[],
): CountryOption[] {
  const codes = new Set([
    ...(data?.countries ?? []).map((c) => c.country),
    ...(data?.posts ?? []).map((p) => p.country),
  ])
  return [...codes]
    .map((code) => ({ code, label: describeDestination(code, destinations).name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

/** Published posts in all countries: the 'y' of 'All Articles (x of y)'. */
export function totalPublished(data: Pick<BlogListResponse, 'countries' | 'pagination'>): number {
  return data.countries ? data.countries.reduce((sum, c) => sum + c.count, 0) : data.pagination.total
}

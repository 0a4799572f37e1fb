import { type BlogListResponse, countryDisplayName } from '@vps/specs'

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

/** The countries present in the posts (every page's, from the API's count), by name. */
export function countryOptions(
  data: Pick<BlogListResponse, 'posts' | 'countries'> | undefined,
): CountryOption[] {
  const codes = new Set([
    ...(data?.countries ?? []).map((c) => c.country),
    ...(data?.posts ?? []).map((p) => p.country),
  ])
  return [...codes]
    .map((code) => ({ code, label: capitalised(countryDisplayName(code)) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

// Unknown codes come back raw from countryDisplayName; the spec still wants their first letter capitalised.
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Published posts in all countries: the 'y' of 'All Articles (x of y)'. */
export function totalPublished(data: Pick<BlogListResponse, 'countries' | 'pagination'>): number {
  return data.countries ? data.countries.reduce((sum, c) => sum + c.count, 0) : data.pagination.total
}

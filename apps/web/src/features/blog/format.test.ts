import type { BlogPostSummary } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_DESTINATIONS } from '../../shared/country/destination.ts'
import { countryOptions, formatLongDate, totalPublished } from './format.ts'

describe('formatLongDate', () => {
  it('prints the long US form in UTC, whatever the machine time zone', () => {
    expect(formatLongDate('2026-11-02T08:00:00.000Z')).toBe('November 2, 2026')
    expect(formatLongDate('2026-01-01T23:30:00.000-05:00')).toBe('January 2, 2026')
  })
})

describe('countryOptions', () => {
  it('lists every country with posts once, by display name, first letter capitalised', () => {
    const options = countryOptions(
      {
        countries: [
          { country: 'vietnam', count: 3 },
          { country: 'united-states', count: 3 },
        ],
        // Only the country of a post matters here.
        posts: [{ country: 'atlantis' }, { country: 'vietnam' }] as BlogPostSummary[],
      },
      BUILT_IN_DESTINATIONS,
    )
    expect(options).toEqual([
      { code: 'atlantis', label: 'Atlantis' },
      { code: 'united-states', label: 'United States' },
      { code: 'vietnam', label: 'Vietnam' },
    ])
  })

  it("names an added destination as the served list does, and an unlisted code's words", () => {
    const options = countryOptions(
      {
        countries: [
          { country: 'new-zealand', count: 1 },
          { country: 'cape-verde', count: 1 },
        ],
        posts: [],
      },
      [{ slug: 'new-zealand', name: 'Aotearoa NZ' }],
    )
    expect(options).toEqual([
      { code: 'new-zealand', label: 'Aotearoa NZ' },
      { code: 'cape-verde', label: 'Cape Verde' },
    ])
  })
})

describe('totalPublished', () => {
  it('adds the per-country counts, or falls back to the page total', () => {
    const pagination = { total: 3, totalPages: 1, page: 1, limit: 50 }
    expect(
      totalPublished({
        pagination,
        countries: [
          { country: 'a', count: 2 },
          { country: 'b', count: 5 },
        ],
      }),
    ).toBe(7)
    expect(totalPublished({ pagination })).toBe(3)
  })
})

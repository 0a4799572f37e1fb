import { describe, expect, it } from 'vitest'
import { matchesCountry } from './country-match.ts'

describe('matchesCountry', () => {
  it('finds a destination by any of its names, ignoring case and accents', () => {
    expect(matchesCountry('uae', 'United Arab Emirates Visa Photo', 'UAE')).toBe(true)
    expect(matchesCountry('TURKIYE', 'Türkiye Visa Photo')).toBe(true)
    expect(matchesCountry(' king ', 'United Kingdom Visa Photo')).toBe(true)
    expect(matchesCountry('japan', 'United Kingdom Visa Photo', 'UK')).toBe(false)
  })

  it('matches everything while nothing is typed', () => {
    expect(matchesCountry('  ', 'Japan Visa Photo')).toBe(true)
  })
})

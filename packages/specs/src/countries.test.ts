import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS, countryLinks, isCountrySlug, withArticle } from './countries.ts'
import { countryDisplayName } from './destinations/built-in.ts'

describe('COUNTRY_SLUGS', () => {
  it("lists the spec's 32 destinations first, in the spec's order; destinations added since follow", () => {
    expect(COUNTRY_SLUGS.slice(0, 32)).toEqual(
      'vietnam, china, japan, india, france, germany, morocco, united-states, canada, thailand, australia, turkey, united-kingdom, mexico, spain, italy, brazil, south-korea, united-arab-emirates, russia, singapore, malaysia, indonesia, switzerland, netherlands, hong-kong, taiwan, saudi-arabia, austria, belgium, greece, portugal'.split(
        ', ',
      ),
    )
  })

  it('isCountrySlug accepts only exact slugs', () => {
    expect(isCountrySlug('hong-kong')).toBe(true)
    expect(isCountrySlug('Hong-Kong')).toBe(false)
    expect(isCountrySlug('hong kong')).toBe(false)
    expect(isCountrySlug('toString')).toBe(false)
    expect(isCountrySlug('')).toBe(false)
  })
})

describe('countryDisplayName', () => {
  it.each([
    ['vietnam', 'Vietnam'],
    ['united-states', 'United States'],
    ['south-korea', 'South Korea'],
    ['hong-kong', 'Hong Kong'],
    ['united-kingdom', 'United Kingdom'],
    ['saudi-arabia', 'Saudi Arabia'],
    ['united-arab-emirates', 'United Arab Emirates'],
  ])('%s → %s', (code, name) => {
    expect(countryDisplayName(code)).toBe(name)
  })

  it('shortens the UAE only when asked (homepage tile)', () => {
    expect(countryDisplayName('united-arab-emirates', { short: true })).toBe('UAE')
    expect(countryDisplayName('united-arab-emirates', { short: false })).toBe('United Arab Emirates')
    expect(countryDisplayName('south-korea', { short: true })).toBe('South Korea')
  })

  it('returns an unknown code raw', () => {
    expect(countryDisplayName('atlantis')).toBe('atlantis')
    expect(countryDisplayName('XYZ', { short: true })).toBe('XYZ')
  })
})

describe('countryLinks', () => {
  it('builds the links every country page shows', () => {
    expect(countryLinks('japan')).toEqual({
      requirementsGuide: '/blog/japan-visa-photo-requirements-complete-guide',
      mistakesGuide: '/blog/common-japan-visa-photo-mistakes-avoid',
      processingGuide: '/blog/japan-visa-processing-time-delays-guide',
      landing: '/countries/japan',
      photoTool: '/japan-visa-photo',
    })
  })

  it('matches the Vietnam links the spec names', () => {
    const links = countryLinks('vietnam')
    expect(links.processingGuide).toBe('/blog/vietnam-visa-processing-time-delays-guide')
    expect(links.landing).toBe('/countries/vietnam')
    expect(links.requirementsGuide).toBe('/blog/vietnam-visa-photo-requirements-complete-guide')
    expect(links.mistakesGuide).toBe('/blog/common-vietnam-visa-photo-mistakes-avoid')
  })
})

describe('withArticle', () => {
  it("puts 'an' before a vowel and 'a' before a consonant or a 'you' sound", () => {
    expect(withArticle('India')).toBe('an India')
    expect(withArticle('Australia', { capital: true })).toBe('An Australia')
    expect(withArticle('Japan')).toBe('a Japan')
    expect(withArticle('United States', { capital: true })).toBe('A United States')
    expect(withArticle('UAE')).toBe('a UAE')
  })
})

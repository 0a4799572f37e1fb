import { COUNTRY_SLUGS, countryDisplayName } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { matchScore, rankedMatches, searchNames } from './country-match.ts'

/** Every built-in destination as the home page's search sees it: its name, short name and other names. */
const DESTINATIONS = COUNTRY_SLUGS.map((slug) => ({
  slug,
  names: searchNames(slug, countryDisplayName(slug), countryDisplayName(slug, { short: true })),
}))
const first = (query: string) => rankedMatches(query, DESTINATIONS, (d) => d.names)[0]?.slug

describe('finding a destination by the words people use', () => {
  it.each([
    ['usa', 'united-states'],
    ['US', 'united-states'],
    ['U.S.', 'united-states'],
    ['america', 'united-states'],
    ['uk', 'united-kingdom'],
    ['Britain', 'united-kingdom'],
    ['great britain', 'united-kingdom'],
    ['England', 'united-kingdom'],
    ['holland', 'netherlands'],
    ['Deutschland', 'germany'],
    ['España', 'spain'],
    ['espana', 'spain'],
    ['Nippon', 'japan'],
    ['中国', 'china'],
    ['Việt Nam', 'vietnam'],
    ['viet nam', 'vietnam'],
    ['Korea', 'south-korea'],
    ['uae', 'united-arab-emirates'],
    ['dubai', 'united-arab-emirates'],
    ['TURKIYE', 'turkey'],
    ['Österreich', 'austria'],
    ['ch', 'china'],
    ['king', 'united-kingdom'],
  ])('"%s" finds %s first', (query, slug) => {
    expect(first(query)).toBe(slug)
  })

  it('does not offer Australia, Austria or Russia for "us": two letters match whole names and word starts only', () => {
    expect(rankedMatches('us', DESTINATIONS, (d) => d.names).map((d) => d.slug)).toEqual(['united-states'])
    // From three letters a name containing the text is offered too, after those that begin with it.
    expect(rankedMatches('ria', DESTINATIONS, (d) => d.names).map((d) => d.slug)).toEqual(['austria'])
  })

  it('ranks a whole name over a beginning, a beginning over a word, a word over the inside', () => {
    expect(matchScore('holland', ['Netherlands', 'Holland'])).toBe(4)
    expect(matchScore('neth', ['Netherlands'])).toBe(3)
    expect(matchScore('kingdom', ['United Kingdom'])).toBe(2)
    expect(matchScore('ngdo', ['United Kingdom'])).toBe(1)
    expect(matchScore('japan', ['United Kingdom', 'UK'])).toBe(0)
  })

  it('keeps every destination, in order, while nothing is typed', () => {
    expect(rankedMatches('  ', DESTINATIONS, (d) => d.names)).toHaveLength(COUNTRY_SLUGS.length)
    expect(searchNames('atlantis', 'Lost Atlantis')).toEqual(['Lost Atlantis'])
  })
})

import { COUNTRY_SLUGS, countryDisplayName } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { matchScore, rankedMatches, searchNames } from './country-match.ts'

/** Every built-in destination as the home page's search sees it: its name, short name and other names. */
const DESTINATIONS = COUNTRY_SLUGS.map((slug) => ({
  slug,
  search: searchNames(slug, countryDisplayName(slug), countryDisplayName(slug, { short: true })),
}))
const first = (query: string) => rankedMatches(query, DESTINATIONS, (d) => d.search)[0]?.slug

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
    expect(rankedMatches('us', DESTINATIONS, (d) => d.search).map((d) => d.slug)).toEqual(['united-states'])
    // From three letters a name containing the text is offered too, after those that begin with it.
    expect(rankedMatches('ria', DESTINATIONS, (d) => d.search).map((d) => d.slug)).toEqual(['austria'])
    // Inside another name does not count: 'land' is not Deutschland, England or Holland's match by itself.
    expect(rankedMatches('land', DESTINATIONS, (d) => d.search).map((d) => d.slug)).toEqual([
      'thailand',
      'switzerland',
      'netherlands',
      'new-zealand',
    ])
  })

  it('ranks a whole name over a beginning, a beginning over a word, a word over the inside', () => {
    const names = (own: string[], aliases: string[] = []) => ({ names: own, aliases })
    expect(matchScore('holland', names(['Netherlands'], ['Holland']))).toBe(4)
    expect(matchScore('neth', names(['Netherlands']))).toBe(3)
    expect(matchScore('kingdom', names(['United Kingdom']))).toBe(2)
    expect(matchScore('ngdo', names(['United Kingdom']))).toBe(1)
    expect(matchScore('japan', names(['United Kingdom', 'UK']))).toBe(0)
    // Another name counts whole or from its start only: 'land' is not Deutschland.
    expect(matchScore('land', names(['Germany'], ['Deutschland']))).toBe(0)
    expect(matchScore('deutsch', names(['Germany'], ['Deutschland']))).toBe(3)
  })

  it('keeps every destination, in order, while nothing is typed', () => {
    expect(rankedMatches('  ', DESTINATIONS, (d) => d.search)).toHaveLength(COUNTRY_SLUGS.length)
    expect(searchNames('atlantis', 'Lost Atlantis')).toEqual({ names: ['Lost Atlantis'], aliases: [] })
  })
})

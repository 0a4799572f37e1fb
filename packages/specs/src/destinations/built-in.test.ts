import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS, slugInWords } from '../countries.ts'
import { COUNTRY_SPECS } from '../country-specs.ts'
import { DEFAULT_EDIT_POLICY } from '../edit-policies.ts'
import { BUILT_IN_DESTINATIONS, builtInDestination, unlistedDestinationName } from './built-in.ts'

describe('built-in destinations', () => {
  it('name each slug as the site shows it, with its packages/specs spec', () => {
    expect(builtInDestination('united-arab-emirates')).toEqual({
      slug: 'united-arab-emirates',
      name: 'United Arab Emirates',
      spec: COUNTRY_SPECS['united-arab-emirates'],
      editPolicy: DEFAULT_EDIT_POLICY,
      documents: [],
    })
    expect(builtInDestination('china')?.documents.map((d) => d.id)).toEqual([
      'china-visa-online',
      'china-visa-print',
    ])
    expect(builtInDestination('atlantis')).toBeNull()
  })

  it('are listed in the spec order, Vietnam first', () => {
    expect(BUILT_IN_DESTINATIONS.map((d) => d.slug)).toEqual([...COUNTRY_SLUGS])
    expect(BUILT_IN_DESTINATIONS[0]?.name).toBe('Vietnam')
  })

  it('read an unknown slug as words', () => {
    expect(slugInWords('new-zealand')).toBe('New Zealand')
    expect(slugInWords('a--b-')).toBe('A B')
    expect(unlistedDestinationName('new-zealand')).toBe('New Zealand')
    expect(unlistedDestinationName('united-arab-emirates')).toBe('United Arab Emirates')
  })
})

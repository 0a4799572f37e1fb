import { COUNTRY_SLUGS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_DESTINATIONS } from '../country/destination.ts'
import {
  countryNavItems,
  DATA_NAV,
  isActivePath,
  isCountryPagePath,
  MAIN_NAV,
  shownCountries,
} from './nav-items.ts'

const COUNTRY_NAV = countryNavItems(BUILT_IN_DESTINATIONS)

describe('navigation items', () => {
  it('lists the four main links in the spec order', () => {
    expect(MAIN_NAV.map((item) => [item.name, item.href])).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Please Leave Instant Feedback', '/feedback'],
      ['General Image Compressions', '/general-image-compressions'],
    ])
  })

  it('lists every country as "{country} Visa Photo"', () => {
    expect(COUNTRY_NAV).toHaveLength(COUNTRY_SLUGS.length)
    expect(COUNTRY_NAV[0]).toEqual({
      name: 'Vietnam Visa Photo',
      href: '/vietnam-visa-photo',
      search: { names: ['Vietnam'], aliases: ['Việt Nam', 'Viet Nam'] },
    })
    // The short and other names are what a visitor may type in the menu's filter.
    expect(
      COUNTRY_NAV.find((item) => item.href === '/united-arab-emirates-visa-photo')?.search,
    ).toMatchObject({
      names: ['United Arab Emirates', 'UAE'],
      aliases: expect.arrayContaining(['Dubai']),
    })
  })

  it('marks Home only on / and sections on their sub-pages', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/blog', '/')).toBe(false)
    expect(isActivePath('/blog/some-guide', '/blog')).toBe(true)
    expect(isActivePath('/blogger', '/blog')).toBe(false)
  })

  it('names a destination by its served name and links its photo page', () => {
    expect(countryNavItems([{ slug: 'atlantis', name: 'Lost Atlantis' }])).toEqual([
      {
        name: 'Lost Atlantis Visa Photo',
        href: '/atlantis-visa-photo',
        search: { names: ['Lost Atlantis'], aliases: [] },
      },
    ])
  })

  it('recognises the listed country pages for the dropdown highlight', () => {
    expect(isCountryPagePath('/japan-visa-photo', COUNTRY_NAV)).toBe(true)
    expect(isCountryPagePath('/atlantis-visa-photo', COUNTRY_NAV)).toBe(false)
    expect(isCountryPagePath('/blog', COUNTRY_NAV)).toBe(false)
    const added = countryNavItems([{ slug: 'atlantis', name: 'Atlantis' }])
    expect(isCountryPagePath('/atlantis-visa-photo', added)).toBe(true)
  })

  it('lists the destinations kept as data only once something is typed, found by their other names', () => {
    expect(shownCountries('', COUNTRY_NAV)).toEqual(COUNTRY_NAV)
    expect(shownCountries('  ', COUNTRY_NAV)).toHaveLength(COUNTRY_SLUGS.length)
    // A new destination by its English name, by the name the country uses, and by its short name.
    expect(shownCountries('kenya', COUNTRY_NAV)[0]?.href).toBe('/kenya-visa-photo')
    expect(shownCountries('Ivory Coast', COUNTRY_NAV)[0]).toMatchObject({
      name: "Côte d'Ivoire Visa Photo",
      href: '/ivory-coast-visa-photo',
    })
    expect(shownCountries('مصر', COUNTRY_NAV).map((item) => item.href)).toEqual(['/egypt-visa-photo'])
    // A built-in the data also covers is listed once, under its own link.
    expect(
      shownCountries('germany', COUNTRY_NAV).filter((i) => i.href === '/germany-visa-photo'),
    ).toHaveLength(1)
    expect(isCountryPagePath('/kenya-visa-photo', DATA_NAV)).toBe(true)
  })
})

import { COUNTRY_SLUGS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { BUILT_IN_DESTINATIONS } from '../country/destination.ts'
import { countryNavItems, isActivePath, isCountryPagePath, MAIN_NAV } from './nav-items.ts'

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
})

import { describe, expect, it } from 'vitest'
import { COUNTRY_NAV, isActivePath, isCountryPagePath, MAIN_NAV } from './nav-items.ts'

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
    expect(COUNTRY_NAV).toHaveLength(32)
    expect(COUNTRY_NAV[0]).toEqual({ name: 'Vietnam Visa Photo', href: '/vietnam-visa-photo' })
    expect(COUNTRY_NAV.find((item) => item.href === '/united-arab-emirates-visa-photo')?.name).toBe(
      'United Arab Emirates Visa Photo',
    )
  })

  it('marks Home only on / and sections on their sub-pages', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/blog', '/')).toBe(false)
    expect(isActivePath('/blog/some-guide', '/blog')).toBe(true)
    expect(isActivePath('/blogger', '/blog')).toBe(false)
  })

  it('recognises country pages for the dropdown highlight', () => {
    expect(isCountryPagePath('/japan-visa-photo')).toBe(true)
    expect(isCountryPagePath('/atlantis-visa-photo')).toBe(false)
    expect(isCountryPagePath('/blog')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { COUNTRY_SLUGS } from './countries.ts'
import { DATA_ONLY_DESTINATIONS, SHIPPED_SLUGS } from './destination-names.ts'
import { publicPagePaths } from './pages.ts'

describe('publicPagePaths', () => {
  it('lists the 7 fixed pages, a photo page and a country page per destination and the 14 compression pages once each', () => {
    const paths = publicPagePaths()
    // Every built-in and every destination kept as data (docs/destinations-data.md).
    expect(SHIPPED_SLUGS.length).toBe(COUNTRY_SLUGS.length + DATA_ONLY_DESTINATIONS.length)
    expect(paths).toHaveLength(7 + 2 * SHIPPED_SLUGS.length + 14)
    expect(paths).toContain('/kenya-visa-photo')
    expect(paths).toContain('/countries/kenya')
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/vietnam-visa-photo')
    expect(paths).toContain('/countries/portugal')
    expect(paths).toContain('/compress-to-500kb')
    expect(paths).toEqual(expect.arrayContaining(['/privacy', '/terms', '/about']))
  })

  it('lists a landing page beside each photo page, added destinations included', () => {
    const paths = publicPagePaths(['vietnam', 'atlantis'])
    expect(paths.filter((path) => path.endsWith('-visa-photo'))).toEqual([
      '/vietnam-visa-photo',
      '/atlantis-visa-photo',
    ])
    expect(paths.filter((path) => path.startsWith('/countries/'))).toEqual([
      '/countries/vietnam',
      '/countries/atlantis',
    ])
  })
})

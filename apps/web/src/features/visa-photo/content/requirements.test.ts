import { builtInDestination, COUNTRY_SPECS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { defaultSpecOf } from '../../../shared/country/destination.ts'
import { buildRequirements } from './requirements.ts'

const requirement = (items: ReturnType<typeof buildRequirements>, key: string) =>
  items.find((item) => item.key === key)?.value

const vietnam = builtInDestination('vietnam')
if (!vietnam) throw new Error('Vietnam is built in')
const vietnamRow = defaultSpecOf(vietnam)

describe('buildRequirements', () => {
  it('gives the United States size, pixels, KB window and 50-69% face range', () => {
    const items = buildRequirements(COUNTRY_SPECS['united-states'], 'United States')
    expect(requirement(items, 'size')).toBe('51x51 mm')
    expect(requirement(items, 'pixels')).toBe('600x600 px')
    expect(requirement(items, 'resolution')).toBe('300 dpi')
    expect(requirement(items, 'format')).toBe('JPEG')
    expect(requirement(items, 'file-size')).toBe('240-320KB')
    expect(requirement(items, 'face')).toMatch(/^50-69% of image height/)
    expect(requirement(items, 'background')).toBe('White (#ffffff), Off-white (#f8f8f8)')
  })

  it('gives the United Kingdom 65-75% and light grey first, and still shows the general 70-80% text', () => {
    const items = buildRequirements(COUNTRY_SPECS['united-kingdom'], 'United Kingdom')
    expect(requirement(items, 'size')).toBe('35x45 mm')
    expect(requirement(items, 'pixels')).toBe('413x531 px')
    expect(requirement(items, 'file-size')).toBe('250-400KB')
    expect(requirement(items, 'face')).toMatch(/^65-75% of image height/)
    expect(requirement(items, 'face-general')).toBe('face should cover 70-80% of image height')
    expect(requirement(items, 'recency')).toBe('photo recent within 6 months')
    const swatches = items.find((item) => item.key === 'background')?.swatches
    expect(swatches).toEqual([
      { hex: '#f5f5f5', name: 'Light grey', main: true },
      { hex: '#ffffff', name: 'White', main: false },
    ])
  })

  it("shows only a maximum for Vietnam's default document, which has no minimum", () => {
    const items = buildRequirements(vietnamRow, 'Vietnam')
    expect(requirement(items, 'size')).toBe('40x60 mm')
    expect(requirement(items, 'pixels')).toBe('472x708 px')
    expect(requirement(items, 'file-size')).toBe('At most 240KB')
  })
})

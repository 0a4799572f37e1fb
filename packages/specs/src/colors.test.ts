import { describe, expect, it } from 'vitest'
import { allowedBackgrounds, BACKGROUND_COLOR_NAMES, backgroundColorName } from './colors.ts'
import { COUNTRY_SLUGS } from './countries.ts'
import { COUNTRY_SPECS } from './country-specs.ts'
import { DESTINATION_RECORDS } from './destinations/records.ts'

describe('background colour names', () => {
  it('names every colour any spec row or document uses', () => {
    const used = COUNTRY_SLUGS.flatMap((slug) => [
      DESTINATION_RECORDS[slug].spec,
      ...DESTINATION_RECORDS[slug].documents,
    ]).flatMap(allowedBackgrounds)
    expect(used).toContain('#e0e0e0')
    for (const hex of used) expect(BACKGROUND_COLOR_NAMES[hex], hex).toBeDefined()
  })

  it('falls back to the hex for an unknown colour and ignores case', () => {
    expect(backgroundColorName('#FFFFFF')).toBe('White')
    expect(backgroundColorName('#123456')).toBe('#123456')
    expect(backgroundColorName('#E0E0E0')).toBe('Neutral grey')
    expect(backgroundColorName('#f2eee3')).toBe('Cream')
  })

  it('lists the main colour first without repeats', () => {
    expect(allowedBackgrounds(COUNTRY_SPECS['united-kingdom'])).toEqual(['#f5f5f5', '#ffffff'])
    expect(allowedBackgrounds(COUNTRY_SPECS.china)).toEqual(['#ffffff'])
  })
})

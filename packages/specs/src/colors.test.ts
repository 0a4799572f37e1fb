import { describe, expect, it } from 'vitest'
import { allowedBackgrounds, BACKGROUND_COLOR_NAMES, backgroundColorName } from './colors.ts'
import { COUNTRY_SPECS, VIETNAM_PAGE_SPEC } from './country-specs.ts'

describe('background colour names', () => {
  it('names every colour any spec uses', () => {
    const used = [...Object.values(COUNTRY_SPECS), VIETNAM_PAGE_SPEC].flatMap(allowedBackgrounds)
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

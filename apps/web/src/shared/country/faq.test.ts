import { COUNTRY_SLUGS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { buildCountryFaq, processingFaq } from './faq.ts'

const text = (entries: ReturnType<typeof buildCountryFaq>) =>
  entries.map((e) => `${e.question} ${e.answer}`).join('\n')

describe('buildCountryFaq', () => {
  it('answers with the United States numbers', () => {
    const all = text(buildCountryFaq('united-states'))
    expect(all).toContain('51x51 mm')
    expect(all).toContain('600x600 px at 300 dpi')
    expect(all).toContain('240-320KB')
    expect(all).toContain('50-69%')
    expect(all).toContain('about 59.5%')
  })

  it('answers with the United Kingdom 65-75% face range and light grey background', () => {
    const all = text(buildCountryFaq('united-kingdom'))
    expect(all).toContain('413x531 px')
    expect(all).toContain('65-75%')
    expect(all).toContain('light grey (white also accepted)')
  })

  it('says the tool can replace the wall and takes iPhone photos, as the page does', () => {
    const entries = buildCountryFaq('united-kingdom')
    const answer = (id: string) => entries.find((entry) => entry.id === id)?.answer ?? ''
    expect(answer('background')).toContain('can replace the wall behind you with plain light grey')
    expect(answer('background')).not.toContain('does not replace')
    expect(text(entries)).toContain('JPEG, PNG or WEBP, or an iPhone photo (HEIC), up to 4MB')
  })

  it("asks about 'an India' and 'a Japan' visa photo", () => {
    expect(buildCountryFaq('india')[0]?.question).toBe('What size is an India visa photo?')
    expect(buildCountryFaq('japan')[0]?.question).toBe('What size is a Japan visa photo?')
  })

  it.each(COUNTRY_SLUGS.filter((slug) => slug !== 'vietnam'))(
    '%s has 5+ complete, unique questions',
    (slug) => {
      const entries = buildCountryFaq(slug)
      expect(entries.length).toBeGreaterThanOrEqual(5)
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
      expect(text(entries)).not.toMatch(/undefined|NaN|\[object/)
    },
  )
})

describe('the processing answer', () => {
  const answer = (country: Parameters<typeof buildCountryFaq>[0]) =>
    buildCountryFaq(country).find((entry) => entry.id === 'processing')?.answer ?? ''

  it("gives the authority's own figure with its source where one is stated", () => {
    expect(answer('united-kingdom')).toContain('within three weeks of the biometrics appointment')
    expect(answer('united-kingdom')).toContain('(Source: GOV.UK: Standard Visitor visa.)')
    expect(answer('germany')).toContain('within 15 calendar days')
    expect(answer('united-states')).toContain('varies widely from one embassy or consulate to another')
  })

  it('gives no number where we have no source, and never the blanket 3-5 business days', () => {
    expect(answer('thailand')).toContain(
      'Processing times for Thailand depend on the visa type, where you apply and the season',
    )
    for (const country of COUNTRY_SLUGS) expect(answer(country), country).not.toContain('3-5 business days')
  })

  it('gives a destination kept as data no figure at all, not even the delay a rejection adds', () => {
    expect(processingFaq('kenya', 'Kenya').answer).toBe(
      'Processing times for Kenya depend on the visa type, where you apply and the season; the official visa website gives the current figure. A rejected photo usually means correcting and resubmitting, so it pays to get the photo right the first time.',
    )
    expect(processingFaq('thailand', 'Thailand').answer).toContain('which can add 7-14 days of delay')
  })
})

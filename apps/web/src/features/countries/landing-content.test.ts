import { describe, expect, it } from 'vitest'
import { countryLandingHead } from './country-landing-meta.ts'
import { landingFaq, landingSpecCards } from './landing-content.ts'

type JsonLd = Record<string, unknown> & { '@type': string }

function structuredData(head: ReturnType<typeof countryLandingHead>): JsonLd[] {
  return head.meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as JsonLd] : []))
}

describe('landingSpecCards', () => {
  it('gives Vietnam the four cards the spec describes', () => {
    expect(landingSpecCards('vietnam').map((card) => card.value)).toEqual([
      '40x60 mm',
      '300 DPI minimum',
      'At most 240KB, JPEG only',
      'Plain white background',
    ])
  })

  it('drives other countries from their own spec', () => {
    const cards = landingSpecCards('united-kingdom')
    expect(cards.map((card) => card.value)).toEqual([
      '35x45 mm',
      '300 DPI minimum',
      '250-400KB, JPEG only',
      'Plain light grey background',
    ])
    expect(cards[3]?.detail).toContain('white #ffffff also accepted')
  })
})

describe('countryLandingHead', () => {
  it('holds a FAQPage and a Home / Countries / Vietnam breadcrumb for Vietnam', () => {
    const data = structuredData(countryLandingHead('vietnam'))
    const faq = data.find((item) => item['@type'] === 'FAQPage')
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(landingFaq('vietnam').length)
    const names = (crumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name)
    expect(names).toEqual(['Home', 'Countries', 'Vietnam'])
  })
})

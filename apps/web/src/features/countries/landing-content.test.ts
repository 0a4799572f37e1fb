import { builtInEditPolicy, COUNTRY_SPECS } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { builtInDestination, type Destination } from '../../shared/country/destination.ts'
import { countryLandingHead } from './country-landing-meta.ts'
import { landingFaq, landingSpecCards } from './landing-content.ts'

type JsonLd = Record<string, unknown> & { '@type': string }

function builtIn(slug: string): Destination {
  const destination = builtInDestination(slug)
  if (!destination) throw new Error(`no built-in destination ${slug}`)
  return destination
}

function structuredData(head: ReturnType<typeof countryLandingHead>): JsonLd[] {
  return head.meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as JsonLd] : []))
}

describe('landingSpecCards', () => {
  it('gives Vietnam the four cards the spec describes', () => {
    expect(landingSpecCards(builtIn('vietnam')).map((card) => card.value)).toEqual([
      '40x60 mm',
      '300 DPI minimum',
      'At most 240KB, JPEG only',
      'Plain white background',
    ])
  })

  it('drives other countries from their own spec', () => {
    const cards = landingSpecCards(builtIn('united-kingdom'))
    expect(cards.map((card) => card.value)).toEqual([
      '35x45 mm',
      '300 DPI minimum',
      '250-400KB, JPEG only',
      'Plain light grey background',
    ])
    expect(cards[3]?.detail).toContain('white #ffffff also accepted')
  })

  it('shows the served values: a staff edit, the Vietnam page still without a minimum, an added name', () => {
    const edited = { ...builtIn('vietnam'), spec: { ...COUNTRY_SPECS.vietnam, width_mm: 35, height_mm: 45 } }
    expect(landingSpecCards(edited).map((card) => card.value)[0]).toBe('35x45 mm')
    expect(landingSpecCards(edited)[2]?.value).toBe('At most 240KB, JPEG only')
    const added = {
      slug: 'atlantis',
      name: 'Atlantis',
      spec: { ...COUNTRY_SPECS.japan, width_px: 420 },
      editPolicy: builtInEditPolicy('atlantis'),
      documents: [],
    }
    expect(landingSpecCards(added)[0]?.detail).toBe('420x600 px digital file')
    expect(landingFaq(added)[0]?.question).toMatch(/ Atlantis visa photo\?$/)
  })
})

describe('countryLandingHead', () => {
  it('holds a FAQPage and a Home / Countries / Vietnam breadcrumb for Vietnam', () => {
    const data = structuredData(countryLandingHead(builtIn('vietnam')))
    const faq = data.find((item) => item['@type'] === 'FAQPage')
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(landingFaq(builtIn('vietnam')).length)
    const names = (crumbs?.itemListElement as { name: string }[] | undefined)?.map((item) => item.name)
    expect(names).toEqual(['Home', 'Countries', 'Vietnam'])
  })
})

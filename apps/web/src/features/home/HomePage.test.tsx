import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  builtInEditPolicy,
  COUNTRY_SLUGS,
  COUNTRY_SPECS,
  DATA_ONLY_DESTINATIONS,
  destinationsClaim,
  documentOf,
  SHIPPED_SLUGS,
  SOURCED_DESTINATION_COUNT,
} from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILT_IN_DESTINATIONS, type Destination } from '../../shared/country/destination.ts'
import { renderWithRouter } from '../../shared/testing/router.tsx'
import { HomePage } from './HomePage.tsx'
import { INITIAL_TILE_COUNT, tileDocument } from './sections/CountriesSection.tsx'

const answerCountries = (countries: readonly Destination[]) =>
  vi.stubGlobal('fetch', async () =>
    Response.json({ countries }, { headers: { 'cache-control': 'no-cache' } }),
  )

beforeEach(() => {
  answerCountries(BUILT_IN_DESTINATIONS)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.__vpsAnalytics = []
})

function tileList() {
  const list = document.getElementById('country-tiles')
  if (!list) throw new Error('country tiles missing')
  return list
}

describe('HomePage', () => {
  it('has one h1 and the hero CTAs', async () => {
    await renderWithRouter(() => <HomePage />)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const start = screen.getByRole('link', { name: 'Start Processing Now' })
    expect(start.getAttribute('href')).toBe('/vietnam-visa-photo')
    const learnMore = screen.getByRole('link', { name: /^Learn More/ })
    expect(learnMore.getAttribute('href')).toBe('/#features')
    expect(document.getElementById('features')).toBeTruthy()
  })

  it('links every country tile and reveals them all with View All Countries', async () => {
    await renderWithRouter(() => <HomePage />)
    const items = tileList().querySelectorAll('li')
    expect(items).toHaveLength(COUNTRY_SLUGS.length)
    const hrefs = [...tileList().querySelectorAll('a')].map((a) => a.getAttribute('href'))
    // Sorted by name: Australia first, Vietnam last.
    expect(hrefs).toHaveLength(COUNTRY_SLUGS.length)
    expect(new Set(hrefs)).toEqual(new Set(COUNTRY_SLUGS.map((slug) => `/${slug}-visa-photo`)))
    expect(hrefs[0]).toBe('/australia-visa-photo')
    expect(hrefs.at(-1)).toBe('/vietnam-visa-photo')
    expect([...items].filter((li) => li.hidden)).toHaveLength(COUNTRY_SLUGS.length - INITIAL_TILE_COUNT)

    const button = screen.getByRole('button', { name: /View All Countries/ })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect([...items].filter((li) => li.hidden)).toHaveLength(0)
    expect(window.__vpsAnalytics?.at(-1)).toMatchObject({
      name: 'click_cta',
      params: { category: 'home', label: 'view_all_countries' },
    })
  })

  it('finds a country as you type, by its name, short name or the words people use, with or without accents', async () => {
    await renderWithRouter(() => <HomePage />)
    const box = screen.getByRole('searchbox', { name: 'Find your country' })
    const shown = () =>
      [...tileList().querySelectorAll('li')].filter((li) => !li.hidden).map((li) => li.textContent)
    fireEvent.change(box, { target: { value: 'KING' } })
    expect(shown()).toEqual([expect.stringContaining('United Kingdom')])
    expect(screen.getByRole('status').textContent).toBe('1 country matches')
    fireEvent.change(box, { target: { value: 'uae' } })
    expect(shown()).toEqual([expect.stringContaining('UAE')])
    fireEvent.change(box, { target: { value: 'ore' } })
    // Every name with 'ore', the hidden tiles beyond the first 12 included, and no 'View All' toggle.
    expect(shown()).toEqual([expect.stringContaining('Singapore'), expect.stringContaining('South Korea')])
    expect(screen.queryByRole('button', { name: /View All Countries/ })).toBeNull()
    // The words people use, and the best match first: 'us' is the United States, not Australia or Russia.
    fireEvent.change(box, { target: { value: 'us' } })
    expect(shown()).toEqual([expect.stringContaining('United States')])
    fireEvent.change(box, { target: { value: 'Holland' } })
    expect(shown()).toEqual([expect.stringContaining('Netherlands')])
    fireEvent.change(box, { target: { value: 'stra' } })
    expect(shown()[0]).toContain('Australia')
    fireEvent.change(box, { target: { value: 'Atlantis' } })
    expect(shown()).toEqual([])
    expect(screen.getByRole('status').textContent).toContain('No country matches "Atlantis"')
  })

  it('finds a destination kept as data by its other names, and lists them all with View All Countries', async () => {
    await renderWithRouter(() => <HomePage />)
    const others = screen.getByTestId('other-destinations')
    expect(others.hidden).toBe(true)
    // Every one is in the HTML, for crawlers, before it is revealed.
    expect(within(others).getAllByRole('link', { hidden: true })).toHaveLength(DATA_ONLY_DESTINATIONS.length)
    const box = screen.getByRole('searchbox', { name: 'Find your country' })
    fireEvent.change(box, { target: { value: 'Ivory Coast' } })
    expect(others.hidden).toBe(false)
    const found = within(others).getAllByRole('link')
    expect(found.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["Côte d'Ivoire visa photo", '/ivory-coast-visa-photo'],
    ])
    expect(screen.getByRole('status').textContent).toBe('1 country matches')
    fireEvent.change(box, { target: { value: '' } })
    expect(others.hidden).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /View All Countries/ }))
    expect(others.hidden).toBe(false)
    expect(within(others).getByRole('heading').textContent).toBe(
      `More destinations (${DATA_ONLY_DESTINATIONS.length})`,
    )
  })

  it("counts the hero's destinations from the data: the spec's 180+ only where 180 have a sourced document, else the destinations shown", async () => {
    await renderWithRouter(() => <HomePage />)
    const stat = screen.getByText('Destinations', { selector: 'dt' }).parentElement?.querySelector('dd')
    expect(stat?.textContent).toBe(destinationsClaim())
    expect(stat?.textContent).toBe(SOURCED_DESTINATION_COUNT >= 180 ? '180+' : String(SHIPPED_SLUGS.length))
  })

  it('shows the UAE short name and tracks tile clicks by slug', async () => {
    await renderWithRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: /View All Countries/ }))
    const uae = within(tileList()).getByRole('link', { name: /^UAE visa photo/ })
    expect(uae.getAttribute('href')).toBe('/united-arab-emirates-visa-photo')
    expect(uae.textContent).toContain('35x45 mm')
    fireEvent.click(uae)
    expect(window.__vpsAnalytics).toContainEqual({
      type: 'event',
      name: 'click_country',
      params: { category: 'home', label: 'united-arab-emirates' },
    })
  })

  it('links the guides and the blog', async () => {
    await renderWithRouter(() => <HomePage />)
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    for (const href of [
      '/countries/vietnam',
      '/blog/vietnam-visa-photo-requirements-complete-guide',
      '/blog/common-vietnam-visa-photo-mistakes-avoid',
      '/blog',
    ]) {
      expect(hrefs).toContain(href)
    }
  })

  it('has a three-question FAQ including the formats and the 4MB limit', async () => {
    await renderWithRouter(() => <HomePage />)
    const faq = document.getElementById('faq')
    expect(faq?.querySelectorAll('details')).toHaveLength(3)
    expect(faq?.textContent).toContain('JPEG, PNG or WEBP photos under 4MB')
    expect(faq?.textContent).toContain('final decision')
  })

  it('tiles the served destinations: a disabled one goes, an added one comes with its spec values', async () => {
    const japan = { ...COUNTRY_SPECS.japan, width_mm: 40, max_file_size_kb: 300 }
    answerCountries([
      // As the API sends them: by name. The tiles keep the site's order, built-ins first.
      {
        slug: 'atlantis',
        name: 'Atlantis',
        spec: { ...COUNTRY_SPECS.vietnam, width_mm: 33, height_mm: 48 },
        editPolicy: builtInEditPolicy('atlantis'),
        documents: [],
      },
      ...BUILT_IN_DESTINATIONS.filter((d) => d.slug !== 'china').map((d) =>
        d.slug === 'japan' ? { ...d, spec: japan } : d,
      ),
    ])
    await renderWithRouter(() => <HomePage />)
    await waitFor(() => expect(tileList().querySelector('a[href="/atlantis-visa-photo"]')).not.toBeNull())
    const hrefs = [...tileList().querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).not.toContain('/china-visa-photo')
    // Sorted by name, the added one among the built-ins.
    expect(hrefs.slice(0, 2)).toEqual(['/atlantis-visa-photo', '/australia-visa-photo'])
    expect(hrefs).toHaveLength(COUNTRY_SLUGS.length)
    expect(
      screen.getByRole('heading', {
        name: `Visa Photo Tools for ${COUNTRY_SLUGS.length + DATA_ONLY_DESTINATIONS.length} Countries`,
      }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /View All Countries/ }))
    const atlantis = within(tileList()).getByRole('link', { name: /^Atlantis visa photo/ })
    expect(atlantis.textContent).toContain('33x48 mm')
    const japanTile = within(tileList()).getByRole('link', { name: /^Japan visa photo/ })
    expect(japanTile.textContent).toContain('40x45 mm')
    expect(japanTile.textContent).toContain('Max 300KB')
  })

  it("shows each tile's KB cap from the document its page opens on: the US tile says the DS-160's 240KB", async () => {
    await renderWithRouter(() => <HomePage />)
    fireEvent.click(screen.getByRole('button', { name: /View All Countries/ }))
    for (const destination of BUILT_IN_DESTINATIONS) {
      const { slug, spec, editPolicy, documents } = destination
      // The page's own choice (VisaPhotoRoutePage opens on documentOf(source, no id)).
      const opening = documentOf({ code: slug, spec, editPolicy, documents }, undefined)
      expect(tileDocument(destination).id).toBe(opening.id)
      const tile = tileList().querySelector(`a[href="/${slug}-visa-photo"]`)
      expect(tile?.textContent, slug).toContain(`Max ${opening.file_size_kb.max}KB`)
    }
    const us = within(tileList()).getByRole('link', { name: /^United States visa photo/ })
    expect(us.textContent).toContain('Max 240KB')
    expect(us.textContent).not.toContain('320KB')
  })
})

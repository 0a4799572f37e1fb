import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { COUNTRY_SLUGS } from '@vps/specs'
import { afterEach, describe, expect, it } from 'vitest'
import { HomePage } from './HomePage.tsx'
import { INITIAL_TILE_COUNT } from './sections/CountriesSection.tsx'
import { renderWithRouter } from './test-router.tsx'

afterEach(() => {
  cleanup()
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
    expect(hrefs).toEqual(COUNTRY_SLUGS.map((slug) => `/${slug}-visa-photo`))
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
})

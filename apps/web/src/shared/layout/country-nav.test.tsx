// The header's 'Visa Photo Tools' links follow GET /api/countries: a destination staff disabled drops out and
// one they added joins, while the first render (the server's HTML, and hydration) keeps the built-ins.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { builtInEditPolicy, COUNTRY_SLUGS, COUNTRY_SPECS } from '@vps/specs'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILT_IN_DESTINATIONS, type Destination } from '../country/destination.ts'
import { destinationKeys } from '../country/destination-queries.ts'
import { routedPage } from '../testing/router.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// As the API sends them: enabled only, by name. China is disabled; Atlantis was added.
const SERVED: Destination[] = [
  {
    slug: 'atlantis',
    name: 'Atlantis',
    spec: COUNTRY_SPECS.japan,
    editPolicy: builtInEditPolicy('atlantis'),
    documents: [],
  },
  ...BUILT_IN_DESTINATIONS.filter((d) => d.slug !== 'china'),
]

const loadLayout = (path: string) =>
  routedPage(
    () => (
      <>
        <Header />
        <Footer />
      </>
    ),
    { path },
  )

async function renderLayout(answer: () => Promise<Response>, path = '/') {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  const { client, page } = await loadLayout(path)
  render(page)
  return { fetchMock, client }
}

const hrefsIn = (element: HTMLElement) =>
  [...element.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')

function openMobileMenu(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  return screen.getByRole('navigation', { name: 'Mobile' })
}

describe('Visa Photo Tools links', () => {
  it('leave out a destination the API no longer lists and add one it does, in the mobile menu', async () => {
    const { fetchMock } = await renderLayout(async () => Response.json({ countries: SERVED }))
    const menu = openMobileMenu()
    await waitFor(() => expect(hrefsIn(menu)).toContain('/atlantis-visa-photo'))
    expect(fetchMock).toHaveBeenCalledWith('/api/countries', { credentials: 'include' })
    const countries = hrefsIn(menu).filter((href) => href.endsWith('-visa-photo'))
    expect(countries).not.toContain('/china-visa-photo')
    expect(countries).toHaveLength(COUNTRY_SLUGS.length)
    // Built-ins keep the site's order ahead of added destinations, so nothing reshuffles when the list lands.
    // The menu lists them by name, the added one among the built-ins.
    expect(countries.slice(0, 2)).toEqual(['/atlantis-visa-photo', '/australia-visa-photo'])
    expect(countries.at(-1)).toBe('/vietnam-visa-photo')
    expect(within(menu).getByRole('link', { name: 'Atlantis Visa Photo' })).toBeTruthy()
  })

  it('leave out a disabled destination in the dropdown and the footer too', async () => {
    await renderLayout(async () => Response.json({ countries: SERVED }), '/atlantis-visa-photo')
    const footer = screen.getByRole('contentinfo')
    await waitFor(() => expect(hrefsIn(footer)).not.toContain('/china-visa-photo'))
    expect(hrefsIn(footer)).toContain('/japan-visa-photo')

    const trigger = screen.getByRole('button', { name: 'Visa Photo Tools' })
    // On an added destination's page the trigger is highlighted like on any other country page.
    expect(trigger.getAttribute('data-active')).toBe('true')
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    const menu = await screen.findByRole('menu')
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'))
    expect(items).toContain('/atlantis-visa-photo')
    expect(items).not.toContain('/china-visa-photo')
    expect(items).toHaveLength(COUNTRY_SLUGS.length)
  })

  it('render the built-ins to HTML without asking the API, so the browser hydrates the same links', async () => {
    const fetchMock = vi.fn(async () => Response.json({ countries: SERVED }))
    vi.stubGlobal('fetch', fetchMock)
    const html = renderToString((await loadLayout('/')).page)
    for (const slug of COUNTRY_SLUGS.slice(0, 8)) expect(html).toContain(`href="/${slug}-visa-photo"`)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('hydrate with the built-ins even when the list arrived first, then show it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ countries: SERVED })),
    )
    const html = renderToString((await loadLayout('/')).page)
    // A part of the page that hydrates after the header has fetched finds the list already in the cache.
    const { client, page } = await loadLayout('/')
    client.setQueryData(destinationKeys.list(), SERVED)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const mismatches: unknown[] = []
    let root: Root | undefined
    try {
      await act(async () => {
        root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) })
      })
      expect(mismatches).toEqual([])
      await waitFor(() => expect(hrefsIn(container)).toContain('/atlantis-visa-photo'))
      expect(hrefsIn(container)).not.toContain('/china-visa-photo')
    } finally {
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('show the built-ins until the list arrives, as the server-rendered HTML does', async () => {
    const { fetchMock } = await renderLayout(() => new Promise<Response>(() => {}))
    const menu = openMobileMenu()
    const countries = hrefsIn(menu).filter((href) => href.endsWith('-visa-photo'))
    expect([...countries].sort()).toEqual(COUNTRY_SLUGS.map((slug) => `/${slug}-visa-photo`).sort())
    expect(countries[0]).toBe('/australia-visa-photo')
    expect(fetchMock).toHaveBeenCalled()
  })

  it('keep the built-ins when the list cannot be read', async () => {
    // A 403 is not retried, so the query settles at once.
    const { client } = await renderLayout(async () => new Response('blocked', { status: 403 }))
    await waitFor(() => expect(client.getQueryState(destinationKeys.list())?.status).toBe('error'))
    const menu = openMobileMenu()
    expect(hrefsIn(menu).filter((href) => href.endsWith('-visa-photo'))).toHaveLength(COUNTRY_SLUGS.length)
    expect(hrefsIn(menu)).toContain('/china-visa-photo')
  })
})

// An article (and its card) names its destination and links its photo page from the served list of enabled
// destinations: an added one reads as the name staff gave it, a disabled one links nothing (its photo page is
// a 404), and the server's HTML and the browser's first render agree on the built-ins.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { type BlogPost, builtInEditPolicy, COUNTRY_SPECS } from '@vps/specs'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blogKeys } from '../../shared/api/blog-queries.ts'
import { createQueryClient } from '../../shared/api/query-client.ts'
import { BUILT_IN_DESTINATIONS, type Destination } from '../../shared/country/destination.ts'
import { routedPage } from '../../shared/testing/router.tsx'
import { ArticlePage } from './ArticlePage.tsx'
import { BlogCard } from './BlogCard.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// As GET /api/countries answers: enabled only. Japan is disabled; 'iceland' was added as 'Ísland'.
const SERVED: Destination[] = [
  {
    slug: 'iceland',
    name: 'Ísland',
    spec: COUNTRY_SPECS.japan,
    editPolicy: builtInEditPolicy('iceland'),
    documents: [],
  },
  ...BUILT_IN_DESTINATIONS.filter((d) => d.slug !== 'japan'),
]

const post = (country: string): BlogPost => ({
  id: '1',
  slug: `${country}-guide`,
  title: `${country} guide`,
  excerpt: 'What the embassy asks for.',
  content: '<p>Body.</p>',
  tags: [],
  country,
  featured: false,
  author: 'Editorial Team',
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  readingTime: '1 min read',
})

/** Answers the destination list with `countries` (or never), and no related articles. */
function stubApi(countries: Destination[] | null) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/api/countries'))
      return countries ? Response.json({ countries }) : new Promise(() => {})
    return Response.json([])
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function page(article: BlogPost, ui: () => ReactNode) {
  const client = createQueryClient()
  client.setQueryData(blogKeys.post(article.slug), article)
  return (await routedPage(ui, { client })).page
}

const articlePage = (article: BlogPost) => page(article, () => <ArticlePage slug={article.slug} />)
const photoLink = () => screen.queryByRole('link', { name: 'Try Photo Optimizer' })
const labels = () => within(screen.getByRole('list', { name: 'Article labels' })).getAllByRole('listitem')

describe('an article under an added destination', () => {
  it('reads as the served name and links its photo page once the list arrives', async () => {
    stubApi(SERVED)
    render(await articlePage(post('iceland')))
    await waitFor(() => expect(photoLink()?.getAttribute('href')).toBe('/iceland-visa-photo'))
    expect(labels()[0]?.textContent).toBe('Ísland')
    expect(screen.getByRole('link', { name: 'Ísland' }).getAttribute('href')).toBe('/blog?country=iceland')
    // An added destination has a landing page too, under the served name.
    expect(screen.getByRole('link', { name: 'View Ísland Guide' }).getAttribute('href')).toBe(
      '/countries/iceland',
    )
  })

  it('is rendered by the server as the browser first renders it: its code in words, no photo link', async () => {
    const fetchMock = stubApi(SERVED)
    const html = renderToString(await articlePage(post('iceland')))
    expect(fetchMock).not.toHaveBeenCalledWith('/api/countries', expect.anything())
    expect(html).toContain('Iceland')
    expect(html).not.toContain('iceland-visa-photo')

    stubApi(null)
    render(await articlePage(post('iceland')))
    expect(labels()[0]?.textContent).toBe('Iceland')
    expect(photoLink()).toBeNull()
  })
})

describe('an article under a built-in destination', () => {
  it('links the photo page and the country guide while it is enabled', async () => {
    stubApi(SERVED)
    render(await articlePage(post('canada')))
    expect(photoLink()?.getAttribute('href')).toBe('/canada-visa-photo')
    expect(screen.getByRole('link', { name: 'View Canada Guide' }).getAttribute('href')).toBe(
      '/countries/canada',
    )
  })

  it('stops linking a disabled one once the list says so, and keeps its name', async () => {
    stubApi(SERVED)
    render(await articlePage(post('japan')))
    // The built-ins stand in first, as in the server's HTML.
    expect(photoLink()).not.toBeNull()
    await waitFor(() => expect(photoLink()).toBeNull())
    expect(screen.queryByRole('link', { name: 'View Japan Guide' })).toBeNull()
    expect(labels()[0]?.textContent).toBe('Japan')
  })
})

describe('BlogCard', () => {
  it("shows an added destination's served name, and its code in words before the list arrives", async () => {
    stubApi(null)
    const article = post('iceland')
    render(await page(article, () => <BlogCard post={article} />))
    expect(screen.getByText('Iceland')).toBeTruthy()
    cleanup()

    stubApi(SERVED)
    render(await page(article, () => <BlogCard post={article} />))
    expect(await screen.findByText('Ísland')).toBeTruthy()
  })
})

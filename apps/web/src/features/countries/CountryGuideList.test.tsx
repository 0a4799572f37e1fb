import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CountryGuideList, type GuidePost } from './CountryGuideList.tsx'

afterEach(cleanup)

// <Link> needs a router; a root route that renders the component under test is enough.
async function renderInRouter(ui: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  await router.load()
}

const post = (n: number): GuidePost => ({
  slug: `guide-${n}`,
  title: `Guide ${n}`,
  excerpt: `Excerpt ${n}`,
  readingTime: `${n} min read`,
})

describe('CountryGuideList', () => {
  it('shows six skeleton placeholders while loading', async () => {
    await renderInRouter(<CountryGuideList country="vietnam" name="Vietnam" posts={[]} loading />)
    expect(await screen.findAllByTestId('guide-skeleton')).toHaveLength(6)
  })

  it('says articles are being prepared and links to the optimizer when there are none', async () => {
    await renderInRouter(<CountryGuideList country="vietnam" name="Vietnam" posts={[]} loading={false} />)
    expect(await screen.findByText('Expert articles are being prepared...')).toBeTruthy()
    const link = screen.getByRole('link', { name: /vietnam photo optimizer/i })
    expect(link.getAttribute('href')).toBe('/vietnam-visa-photo')
  })

  it('lists at most six articles linking to /blog/{slug}', async () => {
    const posts = Array.from({ length: 8 }, (_, i) => post(i + 1))
    await renderInRouter(<CountryGuideList country="japan" name="Japan" posts={posts} loading={false} />)
    const links = await screen.findAllByRole('link')
    expect(links).toHaveLength(6)
    expect(links[0]?.getAttribute('href')).toBe('/blog/guide-1')
    expect(screen.getByText('1 min read')).toBeTruthy()
  })
})

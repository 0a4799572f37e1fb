import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { builtInDocuments, builtInEditPolicy, type CmsDestination, COUNTRY_SPECS } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderAt, stubApi } from '../test/harness.tsx'
import { ArticlesPage } from './ArticlesPage.tsx'
import { type ArticleListSearch, articleListSearch } from './list-search.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const SUMMARY = {
  id: 'a1',
  slug: 'canada-photo-rules',
  title: 'Canada photo rules',
  country: 'canada',
  status: 'published',
  featured: true,
  author: 'Ada Admin',
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T12:00:00.000Z',
}

const destination = (slug: string, name: string): CmsDestination => ({
  slug,
  name,
  spec: COUNTRY_SPECS.japan,
  editPolicy: builtInEditPolicy(slug),
  documents: builtInDocuments(slug),
  enabled: true,
  builtIn: slug !== 'peru',
  edited: false,
  updatedAt: null,
})

async function renderList(initial: string, total = 1, summary = SUMMARY) {
  const calls = stubApi({
    'GET /api/cms/articles': () =>
      json({ articles: total ? [summary] : [], pagination: { page: 1, limit: 20, total, totalPages: 1 } }),
    'GET /api/cms/codes': () =>
      json({ countries: [destination('canada', 'Canada'), destination('peru', 'Peru')] }),
  })
  const search = articleListSearch(Object.fromEntries(new URL(initial, 'http://x').searchParams))
  const rendered = await renderAt(initial, [
    { path: '/cms/articles', component: () => <ArticlesPage search={search as ArticleListSearch} /> },
    { path: '/cms/articles/$id/edit', component: () => null },
    { path: '/cms/articles/new', component: () => null },
  ])
  return { calls, ...rendered }
}

describe('ArticlesPage', () => {
  it('lists drafts and published articles with links to the one editor', async () => {
    await renderList('/cms/articles')
    const link = await screen.findByRole('link', { name: 'Canada photo rules' })
    expect(link.getAttribute('href')).toBe('/cms/articles/a1/edit')
    const row = link.closest('tr') as HTMLTableRowElement
    expect([...row.cells].slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Canada photo rules/canada-photo-rules',
      'Canada',
      'Published',
      'Ada Admin',
    ])
    expect(row.cells[4]?.textContent).toMatch(/2 Mar 2026/)
    expect(screen.getByLabelText('Featured')).toBeTruthy()
    expect(screen.getByText('1 article')).toBeTruthy()
  })

  it('asks the server with the filters in the address', async () => {
    const { calls } = await renderList('/cms/articles?country=canada&status=draft&search=size', 0)
    expect(await screen.findByText('No articles match these filters.')).toBeTruthy()
    const list = calls.find((call) => call.url.pathname === '/api/cms/articles')
    expect(list?.url.search).toBe('?search=size&country=canada&status=draft&page=1')
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('canada')
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft')
  })

  it('puts a chosen filter into the address', async () => {
    const { router } = await renderList('/cms/articles')
    await screen.findByRole('link', { name: 'Canada photo rules' })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'published' }))
  })

  it('filters by any destination the codes list has, and names an added country in the rows', async () => {
    const { router } = await renderList('/cms/articles', 1, { ...SUMMARY, country: 'peru' })
    const link = await screen.findByRole('link', { name: 'Canada photo rules' })
    const row = link.closest('tr') as HTMLTableRowElement
    await waitFor(() => expect(row.cells[1]?.textContent).toBe('Peru'))
    const select = screen.getByLabelText('Country') as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual(['', 'canada', 'peru'])
    fireEvent.change(select, { target: { value: 'peru' } })
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'peru' }))
  })

  it('ignores nonsense in the address rather than failing', () => {
    expect(articleListSearch({ status: 'archived', page: '-3', search: 'ok' })).toEqual({
      search: 'ok',
      status: undefined,
      page: undefined,
      country: undefined,
    })
  })
})

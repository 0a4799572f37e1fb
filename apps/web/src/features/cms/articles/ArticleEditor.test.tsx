import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import {
  builtInDocuments,
  builtInEditPolicy,
  CMS,
  CMS_MESSAGES,
  type CmsArticle,
  type CmsDestination,
  COUNTRY_SLUGS,
  COUNTRY_SPECS,
} from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCsrfToken } from '../api/cms-client.ts'
import { codesKeys } from '../codes/codes-api.ts'
import { StaffContext } from '../layout/staff-context.ts'
import { apiError, CSRF, type Handler, json, renderAt, STAFF_ADMIN, stubApi } from '../test/harness.tsx'
import { ArticleEditor } from './ArticleEditor.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../../shared/toast/toast-store.ts', () => ({ toast }))

beforeEach(() => {
  toast.mockClear()
  setCsrfToken(CSRF)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

const STORED: CmsArticle = {
  id: 'a1',
  title: 'Canada photo rules',
  slug: 'canada-photo-rules',
  excerpt: 'What Canada asks for.',
  content: '<h2>Size</h2><p>50 by 70 mm.</p>',
  tags: ['canada'],
  country: 'canada',
  featured: false,
  author: 'Ada Admin',
  keywords: ['canada visa photo'],
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  readingTime: '1 min read',
}

const slugFree: Handler = () => json({ available: true })

const destination = (slug: string, name: string, enabled = true): CmsDestination => ({
  slug,
  name,
  spec: COUNTRY_SPECS.japan,
  editPolicy: builtInEditPolicy(slug),
  documents: builtInDocuments(slug),
  enabled,
  builtIn: slug !== 'peru',
  edited: false,
  updatedAt: null,
})
// The codes list as the staff API answers it: sorted by name, an added destination and a disabled one.
const CODES = {
  countries: [
    destination('canada', 'Canada'),
    destination('japan', 'Japan', false),
    destination('peru', 'Peru'),
    destination('united-states', 'United States'),
  ],
}

async function renderEditor(article: CmsArticle | null, handlers: Record<string, Handler>) {
  const calls = stubApi({
    'GET /api/cms/articles/slug': slugFree,
    'GET /api/cms/codes': () => json(CODES),
    ...handlers,
  })
  const rendered = await renderAt(article ? `/cms/articles/${article.id}/edit` : '/cms/articles/new', [
    {
      path: article ? '/cms/articles/$id/edit' : '/cms/articles/new',
      component: () => (
        <StaffContext.Provider value={STAFF_ADMIN}>
          <ArticleEditor article={article} defaultAuthor={STAFF_ADMIN.name} />
        </StaffContext.Provider>
      ),
    },
    ...(article ? [] : [{ path: '/cms/articles/$id/edit', component: () => <h1>Edit route</h1> }]),
    { path: '/cms/articles', component: () => <h1>Article list</h1> },
  ])
  return { calls, ...rendered }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const sent = (calls: { method: string; url: URL; init: RequestInit }[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.url.pathname === path)

describe('ArticleEditor', () => {
  it('fills the slug from the title until the slug is edited by hand', async () => {
    await renderEditor(null, {})
    type('Title', 'Schengen Visa: Photo Rules')
    await waitFor(() => expect(input('Slug').value).toBe('schengen-visa-photo-rules'))
    type('Slug', 'my-own-slug')
    type('Title', 'Another title')
    await waitFor(() => expect(input('Title').value).toBe('Another title'))
    expect(input('Slug').value).toBe('my-own-slug')
  })

  it('says live whether the slug is free', async () => {
    const { calls } = await renderEditor(null, {
      'GET /api/cms/articles/slug': (_init, url) =>
        json({ available: url.searchParams.get('slug') !== 'taken' }),
    })
    type('Slug', 'taken')
    expect(await screen.findByText(CMS_MESSAGES.slugTaken)).toBeTruthy()
    type('Slug', 'free-one')
    expect(await screen.findByText('This slug is available.')).toBeTruthy()
    expect(calls.some((call) => call.url.search === '?slug=free-one')).toBe(true)
  })

  it("shows the contract's messages and sends nothing when required fields are missing", async () => {
    const { calls } = await renderEditor(null, {})
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Title is required')).toBeTruthy()
    expect(screen.getByText('Country is required')).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0)
  })

  it('publishes a new article with the CSRF header, then moves to its edit address', async () => {
    let body: Record<string, unknown> = {}
    const { calls, router } = await renderEditor(null, {
      'POST /api/cms/articles': (init) => {
        body = JSON.parse(String(init.body))
        return json({ ...STORED, ...body, id: 'new-1', publishedAt: '2026-03-02T00:00:00.000Z' }, 201)
      },
    })
    type('Title', 'Canada photo rules')
    type('Excerpt', 'What Canada asks for.')
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'canada' } })
    type('Tags', 'canada, size, canada')
    type('Keywords', 'canada visa photo')
    fireEvent.click(screen.getByLabelText('Featured guide'))
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/articles/new-1/edit'))
    expect(body).toEqual({
      title: 'Canada photo rules',
      slug: 'canada-photo-rules',
      excerpt: 'What Canada asks for.',
      content: '',
      tags: ['canada', 'size'],
      country: 'canada',
      featured: true,
      author: 'Ada Admin',
      keywords: ['canada visa photo'],
      status: 'published',
    })
    const post = sent(calls, 'POST', '/api/cms/articles')
    expect((post?.init.headers as Record<string, string> | undefined)?.[CMS.csrfHeader]).toBe(CSRF)
    expect(toast).toHaveBeenCalledWith({ title: 'Article published' })
  })

  it('puts a taken slug (409) under the slug field and keeps the form as typed', async () => {
    await renderEditor(STORED, {
      'PUT /api/cms/articles/a1': () => apiError(409, 'SLUG_TAKEN', CMS_MESSAGES.slugTaken),
    })
    type('Title', 'Changed title')
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(input('Slug').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(CMS_MESSAGES.slugTaken).length).toBeGreaterThan(0)
    expect(input('Title').value).toBe('Changed title')
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes')
  })

  it('puts a country the codes list does not know (400 UNKNOWN_COUNTRY) under the country field', async () => {
    await renderEditor(STORED, {
      'PUT /api/cms/articles/a1': () => apiError(400, 'UNKNOWN_COUNTRY', CMS_MESSAGES.unknownCountry),
    })
    type('Title', 'Changed title')
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const country = screen.getByLabelText('Country')
    await waitFor(() => expect(country.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = country.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(CMS_MESSAGES.unknownCountry)
    expect(input('Slug').getAttribute('aria-invalid')).toBeNull()
  })

  it('unpublishes a published article and offers the public link only while published', async () => {
    let status = ''
    await renderEditor(
      { ...STORED, status: 'published', publishedAt: '2026-03-01T10:00:00.000Z' },
      {
        'PUT /api/cms/articles/a1': (init) => {
          status = JSON.parse(String(init.body)).status
          return json({ ...STORED, status: 'draft', publishedAt: '2026-03-01T10:00:00.000Z' })
        },
      },
    )
    expect(screen.getByRole('link', { name: 'View on site' }).getAttribute('href')).toBe(
      '/blog/canada-photo-rules',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }))
    await screen.findByRole('button', { name: 'Publish' })
    expect(status).toBe('draft')
    expect(screen.queryByRole('link', { name: 'View on site' })).toBeNull()
  })

  it('deletes only after the confirmation, then returns to the list', async () => {
    const { calls, router } = await renderEditor(STORED, {
      'DELETE /api/cms/articles/a1': () => new Response(null, { status: 204 }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Delete this article?')).toBeTruthy()
    expect(sent(calls, 'DELETE', '/api/cms/articles/a1')).toBeUndefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete article' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/articles'))
    expect(sent(calls, 'DELETE', '/api/cms/articles/a1')).toBeDefined()
  })

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { router } = await renderEditor(STORED, {})
    type('Title', 'Edited but not saved')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Unsaved changes'))
    void router.navigate({ to: '/cms/articles' })
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/cms/articles/a1/edit')
    expect(input('Title').value).toBe('Edited but not saved')

    void router.navigate({ to: '/cms/articles' })
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/articles'))
  })

  it("shows the server's sanitised HTML in the preview", async () => {
    await renderEditor(STORED, {
      'POST /api/cms/articles/preview': () =>
        json({ content: '<h2>Size</h2><p>Clean</p>', readingTime: '1 min read' }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = await screen.findByTestId('article-preview')
    expect(preview.innerHTML).toBe('<h2>Size</h2><p>Clean</p>')
  })

  it("offers the codes list's destinations, added ones included, and marks disabled ones", async () => {
    let body: Record<string, unknown> = {}
    await renderEditor(STORED, {
      'PUT /api/cms/articles/a1': (init) => {
        body = JSON.parse(String(init.body))
        return json({ ...STORED, ...body })
      },
    })
    const select = screen.getByLabelText('Country') as HTMLSelectElement
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Peru' })).not.toBeNull())
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a country',
      'Canada',
      'Japan (disabled)',
      'Peru',
      'United States',
    ])
    fireEvent.change(select, { target: { value: 'peru' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(body.country).toBe('peru'))
  })

  it('keeps showing a stored country the list does not have, not the empty choice', async () => {
    await renderEditor({ ...STORED, country: 'atlantis' }, {})
    const select = screen.getByLabelText('Country') as HTMLSelectElement
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Peru' })).not.toBeNull())
    expect(select.value).toBe('atlantis')
    expect(select.selectedOptions[0]?.textContent).toBe('atlantis')
  })

  it('offers the built-in countries while the codes list cannot be read', async () => {
    const { client } = await renderEditor(STORED, {
      'GET /api/cms/codes': () => apiError(403, 'FORBIDDEN', CMS_MESSAGES.forbidden),
    })
    await waitFor(() => expect(client.getQueryState(codesKeys.all)?.status).toBe('error'))
    const select = screen.getByLabelText('Country') as HTMLSelectElement
    expect(select.value).toBe('canada')
    expect(select.options).toHaveLength(1 + COUNTRY_SLUGS.length)
  })
})

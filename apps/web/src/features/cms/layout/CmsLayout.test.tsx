import { useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { CMS, CMS_MESSAGES, dashboardSchema } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cmsGet, setCsrfToken } from '../api/cms-client.ts'
import { apiError, CSRF, json, renderAt, STAFF_ADMIN, STAFF_EDITOR, stubApi } from '../test/harness.tsx'
import { CmsLayout } from './CmsLayout.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

const pages = [
  { path: '/cms/login', component: () => <h1>Sign-in page</h1> },
  { path: '/cms/dashboard', component: () => <h1>Dashboard page</h1> },
  { path: '/cms/feedback', component: () => <h1>Inbox page</h1> },
]

/** A page whose own request finds the session gone. */
function ExpiringPage() {
  const query = useQuery({
    queryKey: ['cms', 'expiring'],
    queryFn: () => cmsGet('/api/cms/dashboard', dashboardSchema),
  })
  return <h1>{query.isError ? 'Failed' : 'Dashboard page'}</h1>
}

describe('CmsLayout', () => {
  it('sends a visitor without a session to the sign-in page, remembering the page and its filters', async () => {
    stubApi({ 'GET /api/cms/auth/session': () => apiError(401, 'UNAUTHORIZED', CMS_MESSAGES.signInRequired) })
    const { router } = await renderAt('/cms/feedback?status=unread', pages, CmsLayout)
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cms/login')
    expect(router.state.location.search).toEqual({ next: '/cms/feedback?status=unread' })
  })

  it('shows an admin every area, who is signed in, and marks the current page', async () => {
    stubApi({ 'GET /api/cms/auth/session': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }) })
    await renderAt('/cms/dashboard', pages, CmsLayout)
    expect(await screen.findByText('Dashboard page')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Staff' })
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent)
    expect(links).toEqual(['Dashboard', 'Articles', 'Codes', 'Feedback', 'Staff', 'Audit log'])
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Dashboard')
    expect(screen.getByText('Ada Admin')).toBeTruthy()
  })

  it('hides the admin areas from an editor', async () => {
    stubApi({ 'GET /api/cms/auth/session': () => json({ user: STAFF_EDITOR, csrfToken: CSRF }) })
    await renderAt('/cms/dashboard', pages, CmsLayout)
    await screen.findByText('Dashboard page')
    const links = [...screen.getByRole('navigation', { name: 'Staff' }).querySelectorAll('a')].map(
      (a) => a.textContent,
    )
    expect(links).toEqual(['Dashboard', 'Articles', 'Codes', 'Feedback'])
  })

  it('signs out with the CSRF token, forgets everything the session loaded and loads the sign-in page anew', async () => {
    const calls = stubApi({
      'GET /api/cms/auth/session': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }),
      'POST /api/cms/auth/logout': () => new Response(null, { status: 204 }),
    })
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    const { client } = await renderAt('/cms/dashboard', pages, CmsLayout)
    client.setQueryData(['cms', 'feedback', 'list'], { items: [{ email: 'visitor@example.com' }] })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    // A new document, not a route change: the page in memory, with what it loaded, is gone.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/cms/login'))
    expect(client.getQueryCache().getAll()).toEqual([])
    const logout = calls.find((call) => call.url.pathname === '/api/cms/auth/logout')
    expect((logout?.init.headers as Record<string, string> | undefined)?.[CMS.csrfHeader]).toBe(CSRF)
  })

  it('loads a staff page again when the browser restores it from its back-forward cache', async () => {
    stubApi({ 'GET /api/cms/auth/session': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }) })
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
    await renderAt('/cms/dashboard', pages, CmsLayout)
    await screen.findByText('Dashboard page')
    // happy-dom's PageTransitionEvent leaves `persisted` out: the event carries it as a browser's would.
    const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted })
    window.dispatchEvent(pageshow(false))
    expect(reload).not.toHaveBeenCalled()
    window.dispatchEvent(pageshow(true))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('sends the user to sign in when the session ends while a page is open (any 401)', async () => {
    stubApi({
      'GET /api/cms/auth/session': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }),
      'GET /api/cms/dashboard': () => apiError(401, 'UNAUTHORIZED', CMS_MESSAGES.signInRequired),
    })
    const { router } = await renderAt(
      '/cms/dashboard',
      [
        ...pages.filter((page) => page.path !== '/cms/dashboard'),
        { path: '/cms/dashboard', component: ExpiringPage },
      ],
      CmsLayout,
    )
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(router.state.location.search).toEqual({ next: '/cms/dashboard' })
  })

  it('leaves the sign-in page alone: no session request there', async () => {
    const calls = stubApi({})
    await renderAt('/cms/login', pages, CmsLayout)
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    await waitFor(() => expect(calls).toHaveLength(0))
  })
})

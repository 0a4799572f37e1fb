import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { CMS, CMS_MESSAGES } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuditPage } from './AuditPage.tsx'
import { setCsrfToken } from './api/cms-client.ts'
import { StaffContext } from './layout/staff-context.ts'
import { StaffPage } from './StaffPage.tsx'
import { apiError, CSRF, json, renderAt, STAFF_ADMIN, STAFF_EDITOR, stubApi } from './test/harness.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../shared/toast/toast-store.ts', () => ({ toast }))

beforeEach(() => setCsrfToken(CSRF))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

function renderAs(user: typeof STAFF_ADMIN | typeof STAFF_EDITOR, page: () => React.ReactNode, path: string) {
  return renderAt(path, [
    { path, component: () => <StaffContext.Provider value={user}>{page()}</StaffContext.Provider> },
  ])
}

const field = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

describe('StaffPage', () => {
  it('tells an editor the page is for admins, without asking the server', async () => {
    const calls = stubApi({})
    await renderAs(STAFF_EDITOR, () => <StaffPage />, '/cms/staff')
    expect((await screen.findByRole('alert')).textContent).toBe(CMS_MESSAGES.forbidden)
    expect(calls).toHaveLength(0)
  })

  it('lists the accounts and keeps an admin from demoting or disabling themselves', async () => {
    stubApi({ 'GET /api/cms/staff': () => json({ users: [STAFF_ADMIN, STAFF_EDITOR] }) })
    await renderAs(STAFF_ADMIN, () => <StaffPage />, '/cms/staff')
    expect(await screen.findByText('ed@example.com')).toBeTruthy()
    expect((screen.getByLabelText('Role of Ada Admin') as HTMLSelectElement).disabled).toBe(true)
    expect((screen.getByLabelText('Role of Ed Editor') as HTMLSelectElement).disabled).toBe(false)
    expect((screen.getByRole('button', { name: 'Disable Ada Admin' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('disables another account with a PATCH carrying the CSRF token', async () => {
    let body: unknown = null
    const calls = stubApi({
      'GET /api/cms/staff': () => json({ users: [STAFF_ADMIN, STAFF_EDITOR] }),
      'PATCH /api/cms/staff/u-editor': (init) => {
        body = JSON.parse(String(init.body))
        return json({ ...STAFF_EDITOR, disabled: true })
      },
    })
    await renderAs(STAFF_ADMIN, () => <StaffPage />, '/cms/staff')
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Ed Editor' }))
    await waitFor(() => expect(body).toEqual({ disabled: true }))
    const patch = calls.find((call) => call.method === 'PATCH')
    expect((patch?.init.headers as Record<string, string> | undefined)?.[CMS.csrfHeader]).toBe(CSRF)
  })

  it("checks a new account with the contract's rules and shows a taken email under the field", async () => {
    const calls = stubApi({
      'GET /api/cms/staff': () => json({ users: [STAFF_ADMIN] }),
      'POST /api/cms/staff': () => apiError(409, 'EMAIL_TAKEN', CMS_MESSAGES.emailTaken),
    })
    await renderAs(STAFF_ADMIN, () => <StaffPage />, '/cms/staff')
    await screen.findByText('admin@example.com')
    field('Name', 'New Person')
    field('Email', 'new@example.com')
    field('Initial password', 'short')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(
      await screen.findByText(`Password must be at least ${CMS.minPasswordLength} characters`),
    ).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    field('Initial password', 'a-long-enough-password')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText(CMS_MESSAGES.emailTaken)).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(String(post?.init.body))).toEqual({
      name: 'New Person',
      email: 'new@example.com',
      role: 'editor',
      password: 'a-long-enough-password',
    })
  })
})

describe('StaffPage passwords', () => {
  it("sets another account's password after checking the contract's length rule", async () => {
    let body: unknown = null
    stubApi({
      'GET /api/cms/staff': () => json({ users: [STAFF_ADMIN, STAFF_EDITOR] }),
      'PATCH /api/cms/staff/u-editor': (init) => {
        body = JSON.parse(String(init.body))
        return json(STAFF_EDITOR)
      },
    })
    await renderAs(STAFF_ADMIN, () => <StaffPage />, '/cms/staff')
    const input = (await screen.findByLabelText('New password for Ed Editor')) as HTMLInputElement
    fireEvent.input(input, { target: { value: 'short' } })
    const form = input.closest('form') as HTMLFormElement
    fireEvent.submit(form)
    expect(
      await screen.findByText(`Password must be at least ${CMS.minPasswordLength} characters`),
    ).toBeTruthy()
    expect(body).toBeNull()

    fireEvent.input(input, { target: { value: 'a-brand-new-password' } })
    fireEvent.submit(form)
    await waitFor(() => expect(body).toEqual({ password: 'a-brand-new-password' }))
    await waitFor(() => expect(input.value).toBe(''))
    expect(toast).toHaveBeenCalledWith({ title: 'Password changed', description: 'Ed Editor: editor' })
  })
})

describe('AuditPage', () => {
  it('shows who did what, to what, page by page', async () => {
    const calls = stubApi({
      'GET /api/cms/audit': (_init, url) =>
        json({
          entries: [
            {
              id: `e${url.searchParams.get('page')}`,
              at: '2026-03-01T10:00:00.000Z',
              actorId: 'u-admin',
              actorEmail: 'admin@example.com',
              action: 'article.publish',
              target: 'article:a1',
              details: { slug: 'canada-photo-rules' },
            },
          ],
          pagination: { page: Number(url.searchParams.get('page')), limit: 20, total: 21, totalPages: 2 },
        }),
    })
    await renderAs(STAFF_ADMIN, () => <AuditPage />, '/cms/audit')
    expect(await screen.findByText('article.publish')).toBeTruthy()
    expect(screen.getByText('article:a1')).toBeTruthy()
    expect(screen.getByText('slug: canada-photo-rules')).toBeTruthy()
    expect(screen.getByText('admin@example.com')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2 (21 in all)')
    expect(calls.map((call) => call.url.search)).toEqual(['?page=1', '?page=2'])
  })
})

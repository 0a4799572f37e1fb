import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { CMS, type FeedbackItem } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCsrfToken } from './api/cms-client.ts'
import { FeedbackInboxPage } from './FeedbackInboxPage.tsx'
import { CSRF, json, renderAt, stubApi } from './test/harness.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../shared/toast/toast-store.ts', () => ({ toast }))

beforeEach(() => setCsrfToken(CSRF))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

const ITEMS: FeedbackItem[] = [
  {
    id: 'f1',
    name: 'Ana Souza',
    email: 'ana@example.com',
    message: 'The crop was perfect.',
    createdAt: '2026-03-01T10:00:00.000Z',
    read: false,
    screenshotUrl: '/api/cms/feedback/f1/screenshot',
  },
  {
    id: 'f2',
    name: 'Ben Ode',
    email: 'ben@example.com',
    message: 'Please add Peru.',
    createdAt: '2026-02-01T10:00:00.000Z',
    read: true,
    screenshotUrl: null,
  },
]
const list = (items: FeedbackItem[]) =>
  json({ items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } })

async function renderInbox(initial = '/cms/feedback', handlers = {}) {
  const calls = stubApi({ 'GET /api/cms/feedback': () => list(ITEMS), ...handlers })
  await renderAt(initial, [
    {
      path: '/cms/feedback',
      component: () => (
        <FeedbackInboxPage search={{ status: initial.includes('unread') ? 'unread' : undefined }} />
      ),
    },
  ])
  return calls
}

describe('FeedbackInboxPage', () => {
  it('lists the messages with who sent them, unread marked, and the screenshot for staff', async () => {
    await renderInbox()
    expect(await screen.findByText('The crop was perfect.')).toBeTruthy()
    expect(screen.getByText('2 messages')).toBeTruthy()
    const ana = screen.getByRole('listitem', { name: /Ana Souza/ })
    expect(within(ana).getByText('Unread')).toBeTruthy()
    expect(within(ana).getByAltText('Screenshot attached by Ana Souza').getAttribute('src')).toBe(
      '/api/cms/feedback/f1/screenshot',
    )
    const ben = screen.getByRole('listitem', { name: /Ben Ode/ })
    expect(within(ben).queryByRole('img')).toBeNull()
  })

  it('asks the server for the unread ones when the filter says so', async () => {
    const calls = await renderInbox('/cms/feedback?status=unread')
    await screen.findByText('The crop was perfect.')
    expect(calls[0]?.url.search).toBe('?status=unread&page=1')
  })

  it('marks a message read with the CSRF header', async () => {
    let body: unknown = null
    const calls = await renderInbox('/cms/feedback', {
      'PATCH /api/cms/feedback/f1': (init: RequestInit) => {
        body = JSON.parse(String(init.body))
        return json({ ...ITEMS[0], read: true })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Mark read' }))
    await waitFor(() => expect(body).toEqual({ read: true }))
    const patch = calls.find((call) => call.method === 'PATCH')
    expect((patch?.init.headers as Record<string, string> | undefined)?.[CMS.csrfHeader]).toBe(CSRF)
  })

  it('deletes only after the confirmation', async () => {
    const calls = await renderInbox('/cms/feedback', {
      'DELETE /api/cms/feedback/f2': () => new Response(null, { status: 204 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete feedback from Ben Ode' }))
    const dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Delete feedback from Ben Ode' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete feedback' }),
    )
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true))
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Feedback deleted' }))
  })
})

import { cleanup, screen } from '@testing-library/react'
import { CMS_MESSAGES } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DashboardPage } from './DashboardPage.tsx'
import { apiError, json, renderAt, stubApi } from './test/harness.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

describe('DashboardPage', () => {
  it('shows the article and feedback figures and the latest feedback', async () => {
    stubApi({
      'GET /api/cms/dashboard': () =>
        json({
          articles: { published: 12, draft: 3 },
          feedback: {
            thisWeek: 4,
            unread: 2,
            latest: [
              {
                id: 'f1',
                name: 'Ana Souza',
                email: 'ana@example.com',
                message: 'Worked first time.',
                createdAt: '2026-03-01T10:00:00.000Z',
                read: false,
                screenshotUrl: null,
              },
            ],
          },
        }),
    })
    await renderAt('/cms/dashboard', [{ path: '/cms/dashboard', component: DashboardPage }])
    expect(await screen.findByText('Worked first time.')).toBeTruthy()
    expect(figure('Published articles')).toBe('12')
    expect(figure('Drafts')).toBe('3')
    expect(figure('Feedback this week')).toBe('4')
    expect(figure('Unread feedback')).toBe('2')
  })

  it("shows the API's message when the figures cannot be read", async () => {
    stubApi({ 'GET /api/cms/dashboard': () => apiError(403, 'FORBIDDEN', CMS_MESSAGES.forbidden) })
    await renderAt('/cms/dashboard', [{ path: '/cms/dashboard', component: DashboardPage }])
    expect((await screen.findByRole('alert')).textContent).toBe(CMS_MESSAGES.forbidden)
  })
})

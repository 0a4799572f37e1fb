import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MESSAGES, TOASTS, UPLOAD_LIMITS } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../shared/api/query-client.ts'
import { FeedbackPage } from './FeedbackPage.tsx'

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }))
vi.mock('../../shared/toast/toast-store.ts', () => ({ toast }))

beforeEach(() => toast.mockClear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The page inside a throwaway router (for 'Return Home') and the app's real query client (its retry rules). */
async function renderPage() {
  const client = createQueryClient()
  const component = () => (
    <QueryClientProvider client={client}>
      <FeedbackPage />
    </QueryClientProvider>
  )
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/feedback'] }),
  })
  await router.load()
  // The app registers its own router type globally; this one has a different tree.
  return render(<RouterProvider router={router as never} />)
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const submitButton = () =>
  screen.getByRole('button', { name: /Submit Feedback|Submitting/ }) as HTMLButtonElement

function fillValid() {
  fireEvent.input(field('Name'), { target: { value: 'Ana Souza' } })
  fireEvent.input(field('Email'), { target: { value: 'ana@example.com' } })
  fireEvent.input(field('Feedback'), { target: { value: 'The crop worked first time.' } })
}

function sized(bytes: number, type = 'image/png') {
  const file = new File(['x'], 'shot.png', { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('FeedbackPage', () => {
  it('shows the heading and each spec message under its field, wired for assistive technology', async () => {
    await renderPage()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Please Leave Instant Feedback')
    fireEvent.click(submitButton())
    for (const [label, message] of [
      ['Name', MESSAGES.nameRequired],
      ['Email', MESSAGES.emailInvalid],
      ['Feedback', MESSAGES.feedbackTooShort],
    ] as const) {
      const error = await screen.findByText(message)
      expect(field(label).getAttribute('aria-invalid')).toBe('true')
      expect(field(label).getAttribute('aria-describedby')).toBe(error.id)
    }
  })

  it('refuses a screenshot over 1MB on choosing with the toast, and does not keep it', async () => {
    await renderPage()
    fireEvent.change(field('Screenshot (optional)'), {
      target: { files: [sized(UPLOAD_LIMITS.screenshotMaxBytes + 1)] },
    })
    expect(toast).toHaveBeenCalledExactlyOnceWith(TOASTS.screenshotTooLarge)
    expect(screen.queryByText('shot.png')).toBeNull()
    fireEvent.change(field('Screenshot (optional)'), { target: { files: [sized(2048)] } })
    expect(await screen.findByText('shot.png')).toBeTruthy()
    // Its size as the rest of the site writes sizes (formatBytes: KB to the unit, never bytes).
    expect(screen.getByText('2 KB')).toBeTruthy()
    fireEvent.change(field('Screenshot (optional)'), { target: { files: [sized(300)] } })
    expect(await screen.findByText('1 KB')).toBeTruthy()
  })

  it('submits, thanks, and returns to an empty form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ id: 'f1' }, 201)),
    )
    await renderPage()
    fillValid()
    fireEvent.click(submitButton())
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy()
    expect(toast).toHaveBeenCalledExactlyOnceWith(TOASTS.feedbackSubmitted)
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/')
    fireEvent.click(screen.getByRole('button', { name: 'Submit More Feedback' }))
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('')
    expect(field('Feedback').value).toBe('')
  })

  it('keeps the form as typed and shows the error toast when the submission fails', async () => {
    const body = {
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' },
    }
    let answer: (response: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    await renderPage()
    fillValid()
    fireEvent.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'))
    expect(submitButton().disabled).toBe(true)
    answer(json(body, 429))
    await waitFor(() => expect(toast).toHaveBeenCalled())
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      ...TOASTS.feedbackError,
      description: '429: Too many requests. Please try again in 1 minute.',
    })
    // A 429 is never retried (docs/product-rules.md, "Client transport and retry policy").
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(field('Name').value).toBe('Ana Souza')
    expect(submitButton().textContent).toBe('Submit Feedback')
  })
})

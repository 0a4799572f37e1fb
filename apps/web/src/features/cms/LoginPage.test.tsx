import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { CMS_MESSAGES } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCsrfToken, setCsrfToken } from './api/cms-client.ts'
import { LoginPage } from './LoginPage.tsx'
import { apiError, CSRF, json, renderAt, STAFF_ADMIN, stubApi } from './test/harness.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  setCsrfToken(null)
})

function pages(next?: string) {
  return [
    { path: '/cms/login', component: () => <LoginPage next={next} /> },
    { path: '/cms/dashboard', component: () => <h1>Dashboard page</h1> },
    { path: '/cms/articles/$id/edit', component: () => <h1>Editor page</h1> },
  ]
}

function submit(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } })
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('LoginPage', () => {
  it('shows the one generic text on a refused sign-in, once, and keeps what was typed', async () => {
    const calls = stubApi({
      'POST /api/cms/auth/login': () => apiError(401, 'SIGN_IN_FAILED', CMS_MESSAGES.signInFailed),
    })
    await renderAt('/cms/login', pages())
    submit('admin@example.com', 'wrong password')
    expect(await screen.findByText(CMS_MESSAGES.signInFailed)).toBeTruthy()
    expect(calls).toHaveLength(1)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'admin@example.com',
      password: 'wrong password',
    })
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong password')
  })

  it('shows the lockout text when the server locks the account', async () => {
    stubApi({ 'POST /api/cms/auth/login': () => apiError(429, 'LOCKED_OUT', CMS_MESSAGES.lockedOut) })
    await renderAt('/cms/login', pages())
    submit('admin@example.com', 'wrong again')
    expect(await screen.findByText(CMS_MESSAGES.lockedOut)).toBeTruthy()
  })

  it('asks for both fields before calling the server', async () => {
    const calls = stubApi({})
    await renderAt('/cms/login', pages())
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your email')).toBeTruthy()
    expect(screen.getByText('Enter your password')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('goes to the staff page that asked for the sign-in, and keeps the CSRF token', async () => {
    stubApi({ 'POST /api/cms/auth/login': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }) })
    const { router } = await renderAt('/cms/login', pages('/cms/articles/a1/edit'))
    submit('admin@example.com', 'correct horse battery')
    expect(await screen.findByText('Editor page')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/cms/articles/a1/edit')
    expect(getCsrfToken()).toBe(CSRF)
  })

  it('goes to the dashboard when `next` points off the staff area', async () => {
    stubApi({ 'POST /api/cms/auth/login': () => json({ user: STAFF_ADMIN, csrfToken: CSRF }) })
    const { router } = await renderAt('/cms/login', pages('https://evil.example/cms'))
    submit('admin@example.com', 'correct horse battery')
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/dashboard'))
  })
})

import { CMS_MESSAGES } from '@vps/specs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCsrfToken } from './cms-client.ts'
import { fetchSession, safeNext, signIn } from './session-api.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const SESSION = {
  user: {
    id: 'u1',
    email: 'admin@example.com',
    name: 'Admin',
    role: 'admin',
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: '2026-01-02T00:00:00.000Z',
  },
  csrfToken: 'session-token-0123456789',
}

afterEach(() => vi.unstubAllGlobals())

describe('session', () => {
  it('reads a 401 as "not signed in" and forgets the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401)),
    )
    expect(await fetchSession()).toBeNull()
    expect(getCsrfToken()).toBeNull()
  })

  it('keeps the token of the signed-in session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(SESSION)),
    )
    expect((await fetchSession())?.user.email).toBe('admin@example.com')
    expect(getCsrfToken()).toBe('session-token-0123456789')
  })

  it("fails sign-in with the API's one generic text", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'SIGN_IN_FAILED', message: CMS_MESSAGES.signInFailed } }, 401)),
    )
    await expect(signIn({ email: 'a@b.c', password: 'wrong' })).rejects.toThrow(CMS_MESSAGES.signInFailed)
  })
})

describe('safeNext', () => {
  it('goes back to a staff page, and nowhere else', () => {
    expect(safeNext('/cms/articles/abc/edit')).toBe('/cms/articles/abc/edit')
    expect(safeNext('/cms/feedback?status=unread')).toBe('/cms/feedback?status=unread')
    for (const bad of [
      'https://evil.example/cms',
      '//evil.example',
      '/blog',
      '/cms//evil',
      '/cms/login',
      42,
    ]) {
      expect(safeNext(bad)).toBe('/cms/dashboard')
    }
  })
})

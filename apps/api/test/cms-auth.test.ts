// Sign-in, the session, sign-out and the guard's CSRF and Origin checks, on every test database.
import { CMS, CMS_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCmsTestApp,
  createStaffUser,
  sessionCookieFrom,
  signIn,
  TEST_ORIGIN,
  testClock,
} from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

describe.each(testDatabases)('staff sign-in ($name)', (target) => {
  const database = useTestDatabase(target)
  const clock = testClock()
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: payload as object,
    })

  it('signs in with the right password and answers the session with its CSRF token', async () => {
    const editor = await createStaffUser(database().db, { role: 'editor', email: 'Mixed.Case@Example.test' })
    const session = await signIn(app, { email: 'mixed.case@example.test', password: editor.password })
    expect(session.user).toMatchObject({ id: editor.id, email: 'mixed.case@example.test', role: 'editor' })
    expect(session.csrfToken.length).toBeGreaterThanOrEqual(16)

    const current = await app.inject({
      method: 'GET',
      url: '/api/cms/auth/session',
      headers: { cookie: session.cookie },
    })
    expect(current.statusCode).toBe(200)
    expect(current.json()).toMatchObject({ user: { id: editor.id }, csrfToken: session.csrfToken })
  })

  it('answers a wrong password with 401 and the generic text', async () => {
    const editor = await createStaffUser(database().db, { role: 'editor' })
    const response = await login({ email: editor.email, password: 'not the password' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: { code: 'SIGN_IN_FAILED', message: CMS_MESSAGES.signInFailed } })
    expect(sessionCookieFrom(response.headers['set-cookie'])).toBeNull()
  })

  it('answers an unknown email with the same 401 and text', async () => {
    const response = await login({ email: 'nobody@example.test', password: 'whatever it is' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ error: { code: 'SIGN_IN_FAILED', message: CMS_MESSAGES.signInFailed } })
  })

  it('signs out: the session ends and the cookie is cleared', async () => {
    const editor = await createStaffUser(database().db, { role: 'editor' })
    const session = await signIn(app, editor)
    const out = await app.inject({ method: 'POST', url: '/api/cms/auth/logout', headers: session.headers })
    expect(out.statusCode).toBe(204)
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${CMS.sessionCookie}=;`))
    const after = await app.inject({
      method: 'GET',
      url: '/api/cms/auth/session',
      headers: { cookie: session.cookie },
    })
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: CMS_MESSAGES.signInRequired } })
  })

  it('rejects a state-changing request without the CSRF token, or with a wrong one', async () => {
    const editor = await createStaffUser(database().db, { role: 'editor' })
    const session = await signIn(app, editor)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/cms/auth/logout',
      headers: { cookie: session.cookie },
    })
    expect(missing.statusCode).toBe(403)
    expect(missing.json()).toEqual({ error: { code: 'CSRF_FAILED', message: CMS_MESSAGES.csrfFailed } })
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/cms/auth/logout',
      headers: { ...session.headers, [CMS.csrfHeader]: `${session.csrfToken.slice(1)}x` },
    })
    expect(wrong.statusCode).toBe(403)
    // Neither request ended the session.
    const still = await app.inject({
      method: 'GET',
      url: '/api/cms/auth/session',
      headers: { cookie: session.cookie },
    })
    expect(still.statusCode).toBe(200)
  })
})

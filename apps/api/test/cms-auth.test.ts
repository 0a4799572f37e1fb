// Sign-in, lockout, the session's life (idle and absolute expiry, rotation, sign-out) and the guard's CSRF and
// Origin checks, on every test database.

import { CMS, CMS_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS } from '../src/plugins/security-headers.ts'
import {
  buildCmsTestApp,
  createStaffUser,
  nextClientAddress,
  sessionCookieFrom,
  signIn,
  TEST_ORIGIN,
  testClock,
} from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const SIGN_IN_FAILED = { error: { code: 'SIGN_IN_FAILED', message: CMS_MESSAGES.signInFailed } }
const SIGN_IN_REQUIRED = { error: { code: 'UNAUTHORIZED', message: CMS_MESSAGES.signInRequired } }
const CSRF_FAILED = { error: { code: 'CSRF_FAILED', message: CMS_MESSAGES.csrfFailed } }
const CROSS_ORIGIN = { error: { code: 'CROSS_ORIGIN', message: CMS_MESSAGES.crossOrigin } }
const LOCKED_OUT = { error: { code: 'LOCKED_OUT', message: CMS_MESSAGES.lockedOut } }

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

  const login = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = nextClientAddress(),
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      headers: { origin: TEST_ORIGIN, ...headers },
      remoteAddress,
      payload,
    })
  const currentSession = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/cms/auth/session', headers: { cookie } })
  const auditActions = async (email: string) => {
    const rows = await database()
      .db.selectFrom('audit_log')
      .select('action')
      .where((eb) => eb.or([eb('actor_email', '=', email), eb(sql<string>`details->>'email'`, '=', email)]))
      .orderBy('id')
      .execute()
    return rows.map((row) => row.action)
  }

  describe('sign-in', () => {
    it('signs in with the right password (email in any case) and answers the user and a CSRF token', async () => {
      const editor = await createStaffUser(database().db, {
        role: 'editor',
        email: 'mixed.case@example.test',
      })
      const response = await login({ email: ' Mixed.Case@Example.TEST ', password: editor.password })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.user).toEqual({
        id: editor.id,
        email: 'mixed.case@example.test',
        name: 'Test editor',
        role: 'editor',
        disabled: false,
        createdAt: editor.createdAt,
        lastSignInAt: new Date(clock.now()).toISOString(),
      })
      expect(body.csrfToken).toMatch(/^[\w-]{43}$/)

      const cookie = sessionCookieFrom(response.headers['set-cookie'])
      expect(cookie).not.toBeNull()
      const current = await currentSession(cookie as string)
      expect(current.statusCode).toBe(200)
      expect(current.json()).toEqual({ user: body.user, csrfToken: body.csrfToken })
      expect(await auditActions('mixed.case@example.test')).toEqual(['auth.sign_in'])
    })

    it('stores an argon2id hash and only the SHA-256 of the session token', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const user = await database()
        .db.selectFrom('staff_users')
        .select('password_hash')
        .where('id', '=', editor.id)
        .executeTakeFirstOrThrow()
      expect(user.password_hash).toMatch(/^\$argon2id\$/)
      const sessions = await database()
        .db.selectFrom('staff_sessions')
        .select(['id', 'csrf_token'])
        .where('user_id', '=', editor.id)
        .execute()
      expect(sessions).toHaveLength(1)
      expect(sessions[0]?.id).toMatch(/^[0-9a-f]{64}$/)
      expect(session.cookie).not.toContain(sessions[0]?.id)
      expect(sessions[0]?.csrf_token).toBe(session.csrfToken)
    })

    it('answers a wrong password with 401 and the generic text, and sets no cookie', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const response = await login({ email: editor.email, password: 'not the password' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(SIGN_IN_FAILED)
      expect(sessionCookieFrom(response.headers['set-cookie'])).toBeNull()
      expect(await auditActions(editor.email)).toEqual(['auth.sign_in_failed'])
    })

    it('answers an unknown email with the same 401 and text', async () => {
      const response = await login({ email: 'nobody@example.test', password: 'whatever it is' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(SIGN_IN_FAILED)
    })

    it('answers a disabled account with the same 401 and text, even with the right password', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor', disabled: true })
      const response = await login({ email: editor.email, password: editor.password })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(SIGN_IN_FAILED)
    })

    it('rejects a malformed or incomplete body with 400 and a clear message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/login',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        remoteAddress: nextClientAddress(),
        payload: '{"email": ',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: { code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
      })
      const missing = await login({ email: 'a@example.test' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json().error.code).toBe('VALIDATION_ERROR')
    })

    it('never writes the password into the audit log', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      await login({ email: editor.email, password: 'a-wrong-password-123' })
      await signIn(app, editor)
      const rows = await database().db.selectFrom('audit_log').selectAll().execute()
      const dump = JSON.stringify(rows)
      expect(dump).not.toContain('a-wrong-password-123')
      expect(dump).not.toContain(editor.password)
      expect(dump).not.toContain('$argon2')
    })
  })

  describe('lockout', () => {
    it(`locks an account for ${CMS.lockoutMs / 60_000} minutes after ${CMS.lockoutThreshold} failures, right password included`, async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      for (let attempt = 1; attempt <= CMS.lockoutThreshold; attempt += 1) {
        const response = await login({ email: editor.email, password: `wrong ${attempt}` })
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual(SIGN_IN_FAILED)
      }
      const locked = await login({ email: editor.email, password: editor.password })
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toEqual(LOCKED_OUT)
      expect(sessionCookieFrom(locked.headers['set-cookie'])).toBeNull()

      clock.advance(CMS.lockoutMs - 1000)
      expect((await login({ email: editor.email, password: editor.password })).statusCode).toBe(429)

      clock.advance(1000)
      const after = await login({ email: editor.email, password: editor.password })
      expect(after.statusCode).toBe(200)
      const actions = await auditActions(editor.email)
      expect(actions.filter((action) => action === 'auth.sign_in_failed')).toHaveLength(CMS.lockoutThreshold)
      expect(actions.filter((action) => action === 'auth.locked_out')).toHaveLength(1)
      expect(actions.at(-1)).toBe('auth.sign_in')
    })

    it('locks an unknown email the same way, so a lockout reveals nothing', async () => {
      for (let attempt = 1; attempt <= CMS.lockoutThreshold; attempt += 1) {
        expect((await login({ email: 'ghost@example.test', password: `wrong ${attempt}` })).statusCode).toBe(
          401,
        )
      }
      const locked = await login({ email: 'ghost@example.test', password: 'wrong again' })
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toEqual(LOCKED_OUT)
    })

    it('forgets failures older than the window, and a success clears the count', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      for (let attempt = 1; attempt < CMS.lockoutThreshold; attempt += 1) {
        await login({ email: editor.email, password: 'wrong' })
      }
      clock.advance(CMS.lockoutWindowMs + 1000)
      // A new window: this is failure 1, not failure 5.
      expect((await login({ email: editor.email, password: 'wrong' })).statusCode).toBe(401)
      expect((await login({ email: editor.email, password: editor.password })).statusCode).toBe(200)
      for (let attempt = 1; attempt < CMS.lockoutThreshold; attempt += 1) {
        expect((await login({ email: editor.email, password: 'wrong' })).statusCode).toBe(401)
      }
      expect((await login({ email: editor.email, password: editor.password })).statusCode).toBe(200)
    })

    it(`limits one client address to ${CMS.loginPerMinute} sign-in attempts a minute, whatever the account`, async () => {
      const address = nextClientAddress()
      for (let attempt = 1; attempt <= CMS.loginPerMinute; attempt += 1) {
        const response = await login(
          { email: `spray-${attempt}@example.test`, password: 'wrong' },
          {},
          address,
        )
        expect(response.statusCode).toBe(401)
      }
      const limited = await login({ email: 'spray-last@example.test', password: 'wrong' }, {}, address)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('RATE_LIMITED')
      // Another address is unaffected.
      expect((await login({ email: 'spray-last@example.test', password: 'wrong' })).statusCode).toBe(401)
    })
  })

  describe('session life', () => {
    it('ends after the idle time without requests, and activity keeps it alive', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      clock.advance(CMS.sessionIdleMs - 60_000)
      expect((await currentSession(session.cookie)).statusCode).toBe(200)
      // Counted from the last request, not from sign-in.
      clock.advance(CMS.sessionIdleMs - 60_000)
      expect((await currentSession(session.cookie)).statusCode).toBe(200)
      clock.advance(CMS.sessionIdleMs + 1)
      const expired = await currentSession(session.cookie)
      expect(expired.statusCode).toBe(401)
      expect(expired.json()).toEqual(SIGN_IN_REQUIRED)
      const left = await database()
        .db.selectFrom('staff_sessions')
        .select('id')
        .where('user_id', '=', editor.id)
        .execute()
      expect(left).toEqual([])
    })

    it('sweeps expired sessions and stale failure counts at the next sign-in, whoever signs in', async () => {
      const gone = await createStaffUser(database().db, { role: 'editor' })
      await signIn(app, gone)
      await login({ email: 'stale-failure@example.test', password: 'wrong' })
      const rowsOf = async () => ({
        sessions: await database()
          .db.selectFrom('staff_sessions')
          .select('id')
          .where('user_id', '=', gone.id)
          .execute(),
        failures: await database()
          .db.selectFrom('staff_sign_in_failures')
          .select('email')
          .where('email', '=', 'stale-failure@example.test')
          .execute(),
      })
      expect((await rowsOf()).sessions).toHaveLength(1)
      expect((await rowsOf()).failures).toHaveLength(1)
      clock.advance(Math.max(CMS.sessionIdleMs, CMS.lockoutWindowMs) + 1000)
      await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
      expect(await rowsOf()).toEqual({ sessions: [], failures: [] })
    })

    it('refreshes last_seen_at at most once a minute', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const lastSeen = async () =>
        (
          await database()
            .db.selectFrom('staff_sessions')
            .select('last_seen_at')
            .where('user_id', '=', editor.id)
            .executeTakeFirstOrThrow()
        ).last_seen_at.getTime()
      const signedInAt = clock.now()
      clock.advance(30_000)
      await currentSession(session.cookie)
      expect(await lastSeen()).toBe(signedInAt)
      clock.advance(30_000)
      await currentSession(session.cookie)
      expect(await lastSeen()).toBe(clock.now())
    })

    it(`ends ${CMS.sessionMaxAgeMs / 3_600_000} hours after sign-in however active`, async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const step = CMS.sessionIdleMs / 2
      let elapsed = 0
      while (elapsed + step < CMS.sessionMaxAgeMs) {
        clock.advance(step)
        elapsed += step
        expect((await currentSession(session.cookie)).statusCode).toBe(200)
      }
      clock.advance(CMS.sessionMaxAgeMs - elapsed)
      expect((await currentSession(session.cookie)).statusCode).toBe(401)
    })

    it('issues a new session at every sign-in and ends the one the browser had', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const first = await signIn(app, editor)
      const again = await login({ email: editor.email, password: editor.password }, { cookie: first.cookie })
      expect(again.statusCode).toBe(200)
      const second = sessionCookieFrom(again.headers['set-cookie'])
      expect(second).not.toBeNull()
      expect(second).not.toBe(first.cookie)
      expect(again.json().csrfToken).not.toBe(first.csrfToken)
      expect((await currentSession(first.cookie)).statusCode).toBe(401)
      expect((await currentSession(second as string)).statusCode).toBe(200)
    })

    it('signs out: the session ends, the cookie is cleared, and the audit log says so', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const out = await app.inject({ method: 'POST', url: '/api/cms/auth/logout', headers: session.headers })
      expect(out.statusCode).toBe(204)
      expect(out.body).toBe('')
      expect(String(out.headers['set-cookie'])).toMatch(
        new RegExp(`^${CMS.sessionCookie}=;.*Expires=Thu, 01 Jan 1970`),
      )
      const after = await currentSession(session.cookie)
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual(SIGN_IN_REQUIRED)
      expect(await auditActions(editor.email)).toEqual(['auth.sign_in', 'auth.sign_out'])
    })

    it('refuses a cookie whose signature does not match', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const [name, value] = session.cookie.split('=') as [string, string]
      const token = decodeURIComponent(value).split('.')[0]
      expect((await currentSession(`${name}=${token}`)).statusCode).toBe(401)
      expect((await currentSession(`${name}=${token}.forged`)).statusCode).toBe(401)
    })
  })

  describe('cookie attributes', () => {
    it('is HttpOnly, SameSite=Lax, Path=/ and not Secure outside production', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const response = await login({ email: editor.email, password: editor.password })
      const header = String(response.headers['set-cookie'])
      expect(header).toMatch(new RegExp(`^${CMS.sessionCookie}=`))
      expect(header).toContain('HttpOnly')
      expect(header).toContain('SameSite=Lax')
      expect(header).toContain('Path=/')
      expect(header).toContain(`Max-Age=${CMS.sessionMaxAgeMs / 1000}`)
      expect(header).not.toContain('Secure')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    })

    it('is Secure in production', async () => {
      const production = await buildCmsTestApp(database(), {
        env: {
          NODE_ENV: 'production',
          SESSION_SECRET: 'p'.repeat(32),
          PUBLIC_SITE_URL: 'https://visa-photo.example',
        },
      })
      try {
        const editor = await createStaffUser(database().db, { role: 'editor' })
        const response = await production.inject({
          method: 'POST',
          url: '/api/cms/auth/login',
          remoteAddress: nextClientAddress(),
          payload: { email: editor.email, password: editor.password },
        })
        expect(response.statusCode).toBe(200)
        const header = String(response.headers['set-cookie'])
        expect(header).toContain('; Secure')
        expect(header).toContain('HttpOnly')
        expect(header).toContain('SameSite=Lax')
        // Served over HTTPS in production: browsers are told never to use plain HTTP here.
        expect(response.headers['strict-transport-security']).toBe(HSTS)
      } finally {
        await production.close()
      }
    })
  })

  describe('CSRF and Origin', () => {
    it('rejects a state-changing request without the CSRF token, or with a wrong one, and changes nothing', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const missing = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/logout',
        headers: { cookie: session.cookie, origin: TEST_ORIGIN },
      })
      expect(missing.statusCode).toBe(403)
      expect(missing.json()).toEqual(CSRF_FAILED)
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/logout',
        headers: { ...session.headers, [CMS.csrfHeader]: `${session.csrfToken.slice(1)}x` },
      })
      expect(wrong.statusCode).toBe(403)
      expect(wrong.json()).toEqual(CSRF_FAILED)
      const short = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/logout',
        headers: { ...session.headers, [CMS.csrfHeader]: 'x' },
      })
      expect(short.statusCode).toBe(403)
      // Another session's token is no good either.
      const other = await signIn(app, await createStaffUser(database().db, { role: 'editor' }))
      const crossed = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/logout',
        headers: { ...session.headers, [CMS.csrfHeader]: other.csrfToken },
      })
      expect(crossed.statusCode).toBe(403)
      expect((await currentSession(session.cookie)).statusCode).toBe(200)
    })

    it('accepts the request without an Origin header (non-browser clients) when the token is right', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      const { origin: _origin, ...withoutOrigin } = session.headers
      const out = await app.inject({ method: 'POST', url: '/api/cms/auth/logout', headers: withoutOrigin })
      expect(out.statusCode).toBe(204)
    })

    it('rejects a foreign or opaque Origin, even with a valid session and token', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, editor)
      for (const origin of ['https://evil.example', 'http://localhost:3000', 'null']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/cms/auth/logout',
          headers: { ...session.headers, origin },
        })
        expect(response.statusCode).toBe(403)
        // Says what happened: the session is fine (checked below), the request came from elsewhere.
        expect(response.json()).toEqual(CROSS_ORIGIN)
      }
      expect((await currentSession(session.cookie)).statusCode).toBe(200)
    })

    it('rejects a cross-site login (login CSRF) with 403 before checking the password', async () => {
      const editor = await createStaffUser(database().db, { role: 'editor' })
      const response = await login(
        { email: editor.email, password: editor.password },
        { origin: 'https://evil.example' },
      )
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual(CROSS_ORIGIN)
      expect(sessionCookieFrom(response.headers['set-cookie'])).toBeNull()
    })
  })
})

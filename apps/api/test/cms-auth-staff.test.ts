// Staff accounts (admin only) and the audit log, on every test database.
import { CMS, CMS_MESSAGES } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCmsTestApp, createStaffUser, type SignedIn, signIn, testClock } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const FORBIDDEN = { error: { code: 'FORBIDDEN', message: CMS_MESSAGES.forbidden } }
const NEW_PASSWORD = 'a brand new passphrase'

describe.each(testDatabases)('staff accounts and audit log ($name)', (target) => {
  const database = useTestDatabase(target)
  const clock = testClock()
  let app: FastifyInstance
  let admin: SignedIn
  let editor: SignedIn

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: clock.now })
    admin = await signIn(
      app,
      await createStaffUser(database().db, { role: 'admin', email: 'boss@example.test' }),
    )
    editor = await signIn(
      app,
      await createStaffUser(database().db, { role: 'editor', email: 'ed@example.test' }),
    )
  })
  afterAll(async () => {
    await app?.close()
  })

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.headers, ...(payload && { payload }) })

  describe('as an editor', () => {
    it('gets 403 on every staff and audit route', async () => {
      const attempts = [
        await as(editor, 'GET', '/api/cms/staff'),
        await as(editor, 'POST', '/api/cms/staff', {
          email: 'x@example.test',
          name: 'X',
          role: 'admin',
          password: NEW_PASSWORD,
        }),
        await as(editor, 'PATCH', `/api/cms/staff/${editor.user.id}`, { role: 'admin' }),
        await as(editor, 'GET', '/api/cms/audit'),
      ]
      expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403])
      for (const response of attempts) expect(response.json()).toEqual(FORBIDDEN)
      const promoted = await database()
        .db.selectFrom('staff_users')
        .select('role')
        .where('id', '=', editor.user.id)
        .executeTakeFirstOrThrow()
      expect(promoted.role).toBe('editor')
      const created = await database()
        .db.selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'x@example.test')
        .execute()
      expect(created).toEqual([])
    })
  })

  describe('as an admin', () => {
    it('creates an account that can then sign in, and lists it', async () => {
      const created = await as(admin, 'POST', '/api/cms/staff', {
        email: 'New.Editor@Example.test',
        name: ' Nia ',
        role: 'editor',
        password: NEW_PASSWORD,
      })
      expect(created.statusCode).toBe(201)
      const user = created.json()
      expect(user).toMatchObject({
        email: 'new.editor@example.test',
        name: 'Nia',
        role: 'editor',
        disabled: false,
        lastSignInAt: null,
      })
      const session = await signIn(app, { email: 'new.editor@example.test', password: NEW_PASSWORD })
      expect(session.user.id).toBe(user.id)

      const list = await as(admin, 'GET', '/api/cms/staff')
      expect(list.statusCode).toBe(200)
      const emails = list.json().users.map((entry: { email: string }) => entry.email)
      expect(emails).toEqual([...emails].sort())
      expect(emails).toEqual(
        expect.arrayContaining(['boss@example.test', 'ed@example.test', 'new.editor@example.test']),
      )
      expect(JSON.stringify(list.json())).not.toContain('argon2')
    })

    it('answers 409 for an email that is taken, in any case', async () => {
      const response = await as(admin, 'POST', '/api/cms/staff', {
        email: 'ED@example.test',
        name: 'Dup',
        role: 'editor',
        password: NEW_PASSWORD,
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ error: { code: 'EMAIL_TAKEN', message: CMS_MESSAGES.emailTaken } })
    })

    it('refuses a short password and a bad email with 400 and the field named', async () => {
      const short = await as(admin, 'POST', '/api/cms/staff', {
        email: 'short@example.test',
        name: 'S',
        role: 'editor',
        password: 'short',
      })
      expect(short.statusCode).toBe(400)
      expect(short.json().error.message).toContain(
        `Password must be at least ${CMS.minPasswordLength} characters`,
      )
      const bad = await as(admin, 'POST', '/api/cms/staff', {
        email: 'not-an-email',
        name: 'S',
        role: 'editor',
        password: NEW_PASSWORD,
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error.message).toContain('Enter a valid email address')
    })

    it('renames and changes a role, and answers 404 for unknown or malformed ids', async () => {
      const target = await createStaffUser(database().db, { role: 'editor' })
      const response = await as(admin, 'PATCH', `/api/cms/staff/${target.id}`, {
        name: 'Renamed',
        role: 'admin',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id: target.id, name: 'Renamed', role: 'admin' })
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await as(admin, 'PATCH', `/api/cms/staff/${id}`, { name: 'Ghost' })
        expect(missing.statusCode).toBe(404)
        expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: CMS_MESSAGES.staffNotFound } })
      }
    })

    it('ends every session of an account it disables, and the account cannot sign in', async () => {
      const target = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, target)
      const response = await as(admin, 'PATCH', `/api/cms/staff/${target.id}`, { disabled: true })
      expect(response.statusCode).toBe(200)
      expect(response.json().disabled).toBe(true)
      const after = await app.inject({
        method: 'GET',
        url: '/api/cms/auth/session',
        headers: session.headers,
      })
      expect(after.statusCode).toBe(401)
      await expect(signIn(app, target)).rejects.toThrow(/401/)
    })

    it('ends the sessions of an account whose password it changes; the new password works', async () => {
      const target = await createStaffUser(database().db, { role: 'editor' })
      const session = await signIn(app, target)
      const response = await as(admin, 'PATCH', `/api/cms/staff/${target.id}`, { password: NEW_PASSWORD })
      expect(response.statusCode).toBe(200)
      expect(
        (await app.inject({ method: 'GET', url: '/api/cms/auth/session', headers: session.headers }))
          .statusCode,
      ).toBe(401)
      await expect(signIn(app, target)).rejects.toThrow(/401/)
      expect((await signIn(app, { email: target.email, password: NEW_PASSWORD })).user.id).toBe(target.id)
    })

    it('keeps its own current session when it changes its own password', async () => {
      const self = await createStaffUser(database().db, { role: 'admin' })
      const here = await signIn(app, self)
      const elsewhere = await signIn(app, self)
      const response = await as(here, 'PATCH', `/api/cms/staff/${self.id}`, { password: NEW_PASSWORD })
      expect(response.statusCode).toBe(200)
      expect(
        (await app.inject({ method: 'GET', url: '/api/cms/auth/session', headers: here.headers })).statusCode,
      ).toBe(200)
      expect(
        (await app.inject({ method: 'GET', url: '/api/cms/auth/session', headers: elsewhere.headers }))
          .statusCode,
      ).toBe(401)
    })

    it('cannot demote or disable itself', async () => {
      for (const change of [{ role: 'editor' }, { disabled: true }]) {
        const response = await as(admin, 'PATCH', `/api/cms/staff/${admin.user.id}`, change)
        expect(response.statusCode).toBe(409)
        expect(response.json()).toEqual({
          error: { code: 'CANNOT_DEMOTE_SELF', message: CMS_MESSAGES.cannotDemoteSelf },
        })
      }
      const row = await database()
        .db.selectFrom('staff_users')
        .select(['role', 'disabled'])
        .where('id', '=', admin.user.id)
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ role: 'admin', disabled: false })
      // Renaming itself is fine.
      expect(
        (await as(admin, 'PATCH', `/api/cms/staff/${admin.user.id}`, { name: 'The Boss' })).statusCode,
      ).toBe(200)
    })
  })

  describe('the audit log', () => {
    it('lists staff actions newest first with who, what and when, and never a password', async () => {
      clock.advance(60_000)
      const created = await as(admin, 'POST', '/api/cms/staff', {
        email: 'audited@example.test',
        name: 'Audited',
        role: 'editor',
        password: NEW_PASSWORD,
      })
      const id = created.json().id
      await as(admin, 'PATCH', `/api/cms/staff/${id}`, { role: 'admin', password: 'another new passphrase' })

      const response = await as(admin, 'GET', '/api/cms/audit?limit=2')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.entries).toHaveLength(2)
      expect(body.entries[0]).toMatchObject({
        actorId: admin.user.id,
        actorEmail: 'boss@example.test',
        action: 'staff.update',
        target: `staff:${id}`,
        details: { role: { from: 'editor', to: 'admin' }, passwordChanged: true },
      })
      expect(body.entries[1]).toMatchObject({
        action: 'staff.create',
        target: `staff:${id}`,
        details: { email: 'audited@example.test', name: 'Audited', role: 'editor' },
      })
      expect(Date.parse(body.entries[0].at)).not.toBeNaN()
      expect(body.pagination).toMatchObject({ page: 1, limit: 2 })
      expect(body.pagination.total).toBeGreaterThan(2)
      expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 2))
      const dump = JSON.stringify(body)
      expect(dump).not.toContain(NEW_PASSWORD)
      expect(dump).not.toContain('another new passphrase')
    })

    it('records sign-ins and failed sign-ins', async () => {
      const response = await as(admin, 'GET', `/api/cms/audit?limit=${CMS.maxPageSize}`)
      const actions = response.json().entries.map((entry: { action: string }) => entry.action)
      expect(actions).toContain('auth.sign_in')
      expect(actions).toContain('auth.sign_in_failed')
    })

    it('keeps the actor email when the account is deleted', async () => {
      const gone = await createStaffUser(database().db, { role: 'admin', email: 'gone@example.test' })
      const session = await signIn(app, gone)
      await database().db.deleteFrom('staff_users').where('id', '=', gone.id).execute()
      expect(
        (await app.inject({ method: 'GET', url: '/api/cms/auth/session', headers: session.headers }))
          .statusCode,
      ).toBe(401)
      const rows = await database()
        .db.selectFrom('audit_log')
        .select(['actor_id', 'actor_email'])
        .where('actor_email', '=', 'gone@example.test')
        .execute()
      expect(rows).toEqual([{ actor_id: null, actor_email: 'gone@example.test' }])
    })
  })
})

// The first admin from ADMIN_EMAIL and ADMIN_PASSWORD, and their configuration rules.
import { CMS } from '@vps/specs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrapAdmin } from '../src/cms/auth/bootstrap.ts'
import { verifyPassword } from '../src/cms/auth/password.ts'
import { parseEnv } from '../src/env.ts'
import { buildCmsTestApp, signIn } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const PASSWORD = 'bootstrap passphrase 1'

function memoryLog() {
  const lines: string[] = []
  return {
    lines,
    info: (message: string) => lines.push(`info: ${message}`),
    warn: (message: string) => lines.push(`warn: ${message}`),
  }
}

describe('ADMIN_EMAIL and ADMIN_PASSWORD in the environment', () => {
  it('are read (the email lower-cased) and absent by default: no default credentials', () => {
    expect(parseEnv({})).toMatchObject({ adminEmail: undefined, adminPassword: undefined })
    expect(parseEnv({ ADMIN_EMAIL: ' Root@Example.test ', ADMIN_PASSWORD: PASSWORD })).toMatchObject({
      adminEmail: 'root@example.test',
      adminPassword: PASSWORD,
    })
  })

  it(`refuses an ADMIN_PASSWORD under ${CMS.minPasswordLength} characters in production`, () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      PUBLIC_SITE_URL: 'https://visa-photo.example',
      ADMIN_EMAIL: 'root@example.test',
    }
    expect(() => parseEnv({ ...production, ADMIN_PASSWORD: 'short' })).toThrow(
      `ADMIN_PASSWORD: must be at least ${CMS.minPasswordLength} characters in production`,
    )
    expect(parseEnv({ ...production, ADMIN_PASSWORD: PASSWORD }).adminPassword).toBe(PASSWORD)
  })

  it('refuses an ADMIN_EMAIL that is not an email', () => {
    expect(() => parseEnv({ ADMIN_EMAIL: 'root' })).toThrow(/ADMIN_EMAIL: must be an email address/)
  })
})

describe.each(testDatabases)('bootstrapAdmin ($name)', (target) => {
  const database = useTestDatabase(target)

  beforeAll(async () => {
    await database().db.deleteFrom('staff_users').execute()
  })
  afterAll(async () => {
    await database().db.deleteFrom('staff_users').execute()
  })

  it('does nothing without both variables, and warns when only one is set', async () => {
    const log = memoryLog()
    expect(
      await bootstrapAdmin(database().db, { adminEmail: undefined, adminPassword: undefined }, log),
    ).toBe('skipped')
    expect(
      await bootstrapAdmin(database().db, { adminEmail: 'a@example.test', adminPassword: undefined }, log),
    ).toBe('skipped')
    expect(log.lines).toEqual(['warn: Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin'])
    const users = await database().db.selectFrom('staff_users').select('id').execute()
    expect(users).toEqual([])
  })

  it('creates exactly one admin, logs the email but never the password, and is idempotent', async () => {
    const env = { adminEmail: 'root@example.test', adminPassword: PASSWORD }
    const log = memoryLog()
    expect(await bootstrapAdmin(database().db, env, log)).toBe('created')
    expect(log.lines).toEqual(['info: Created the admin account root@example.test from ADMIN_EMAIL'])

    // A second start, and a concurrent pair of starts, change nothing.
    expect(await bootstrapAdmin(database().db, { ...env, adminPassword: 'another passphrase' }, log)).toBe(
      'exists',
    )
    await Promise.all([bootstrapAdmin(database().db, env, log), bootstrapAdmin(database().db, env, log)])

    const users = await database().db.selectFrom('staff_users').selectAll().execute()
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({
      email: 'root@example.test',
      role: 'admin',
      disabled: false,
      name: 'Administrator',
    })
    expect(await verifyPassword(users[0]?.password_hash ?? null, PASSWORD)).toBe(true)
    expect(log.lines.join('\n')).not.toContain(PASSWORD)

    const audit = await database()
      .db.selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'staff.bootstrap')
      .execute()
    expect(audit).toEqual([{ action: 'staff.bootstrap', target: `staff:${users[0]?.id}` }])
  })

  it('gives an admin that can sign in and manage staff', async () => {
    const app = await buildCmsTestApp(database())
    try {
      const session = await signIn(app, { email: 'root@example.test', password: PASSWORD })
      expect(session.user.role).toBe('admin')
      const staff = await app.inject({ method: 'GET', url: '/api/cms/staff', headers: session.headers })
      expect(staff.statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})

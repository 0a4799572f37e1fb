// Helpers for staff-area tests: accounts straight in the database, and a signed-in session ready for
// app.inject(). Other areas' tests use these, so their shapes are a contract: extend, never change.
import { randomUUID } from 'node:crypto'
import { CMS, type StaffRole, type StaffUser } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp } from '../src/app.ts'
import { hashPassword } from '../src/cms/auth/password.ts'
import { insertUser, toStaffUser } from '../src/cms/auth/users.ts'
import type { Database } from '../src/db/types.ts'
import type { TestDatabase } from './databases.ts'
import { testEnv } from './helpers.ts'

/** What app.inject() uses as the request's own origin (its default Host is localhost:80). */
export const TEST_ORIGIN = 'http://localhost'

export const TEST_PASSWORD = 'correct horse battery staple'

export interface CreatedStaffUser extends StaffUser {
  password: string
}

/** Creates an account; the email is unique per call unless given. */
export async function createStaffUser(
  db: Kysely<Database>,
  options: { role: StaffRole; email?: string; password?: string; name?: string; disabled?: boolean },
): Promise<CreatedStaffUser> {
  const password = options.password ?? TEST_PASSWORD
  const email = options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@example.test`
  const row = await insertUser(db, {
    email,
    name: options.name ?? `Test ${options.role}`,
    role: options.role,
    passwordHash: await hashPassword(password),
  })
  if (!row) throw new Error(`createStaffUser: ${email} already exists`)
  if (options.disabled) {
    await db.updateTable('staff_users').set({ disabled: true }).where('id', '=', row.id).execute()
    return { ...toStaffUser({ ...row, disabled: true }), password }
  }
  return { ...toStaffUser(row), password }
}

export interface SignedIn {
  /** `vps_session=...`, for a Cookie header. */
  cookie: string
  csrfToken: string
  /** Cookie, CSRF token and a same-origin Origin: spread into app.inject({ headers }). */
  headers: Record<string, string>
  user: StaffUser
}

// Each sign-in comes from its own client address so a test file signing in often never meets the
// per-address login rate limit (it has its own tests).
let addressCounter = 0
/** A client address no other request in this file has used. */
export const nextClientAddress = () => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

/** The `name=value` pair of the session cookie a response sets, or null. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string | null {
  const headers = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  const found = headers.find((header) => header.startsWith(`${CMS.sessionCookie}=`))
  const pair = found?.split(';')[0]
  return pair && pair !== `${CMS.sessionCookie}=` ? pair : null
}

/** Signs in through POST /api/cms/auth/login; throws with the response when it is not a 200. */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cms/auth/login',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextClientAddress(),
    payload: credentials,
  })
  if (response.statusCode !== 200) {
    throw new Error(`signIn failed: ${response.statusCode} ${response.body}`)
  }
  const cookie = sessionCookieFrom(response.headers['set-cookie'])
  if (!cookie) throw new Error('signIn: the response set no session cookie')
  const body = response.json() as { user: StaffUser; csrfToken: string }
  return {
    cookie,
    csrfToken: body.csrfToken,
    headers: { cookie, [CMS.csrfHeader]: body.csrfToken, origin: TEST_ORIGIN },
    user: body.user,
  }
}

/** A controllable clock for BuildAppOptions.now. */
export function testClock(start = Date.parse('2026-01-15T10:00:00Z')) {
  let current = start
  return {
    now: () => current,
    advance(ms: number) {
      current += ms
    },
  }
}

/** An app on the given test database, optionally with a clock and environment overrides. */
export function buildCmsTestApp(
  database: Pick<TestDatabase, 'db' | 'driver'>,
  options: { now?: () => number; env?: Record<string, string>; webDist?: string | null } = {},
): Promise<FastifyInstance> {
  return buildApp({
    db: database.db,
    driver: database.driver,
    env: testEnv({ LOG_LEVEL: 'silent', ...options.env }),
    webDist: options.webDist ?? null,
    ...(options.now && { now: options.now }),
  })
}

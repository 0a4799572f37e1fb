// The lockout holds under a burst: 30 sign-ins for one email sent at once run at most lockoutThreshold
// password checks, and the right password sent last does not get in. Before, 27-29 checks ran and the right
// password signed in and reset the count. On both databases (PostgreSQL's pool runs them truly at once).
import { CMS } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { verifyPassword } from '../src/cms/auth/password.ts'
import { buildCmsTestApp, createStaffUser, nextClientAddress, TEST_ORIGIN, testClock } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

// The real check, counted.
vi.mock('../src/cms/auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/cms/auth/password.ts')>()
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) }
})

const BURST = 30

describe.each(testDatabases)('the sign-in lockout under a burst ($name)', (target) => {
  const database = useTestDatabase(target)
  const clock = testClock()
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear()
  })

  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      headers: { origin: TEST_ORIGIN },
      // Each from its own address: the per-address rate limit is not what is tested here.
      remoteAddress: nextClientAddress(),
      payload: { email, password },
    })

  it(`runs at most ${CMS.lockoutThreshold} password checks for ${BURST} attempts at once, and the right one sent last is refused`, async () => {
    const editor = await createStaffUser(database().db, { role: 'editor' })
    const attempts = Array.from({ length: BURST - 1 }, (_, i) => login(editor.email, `wrong ${i}`))
    attempts.push(login(editor.email, editor.password))
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode)

    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(CMS.lockoutThreshold)
    expect(statuses.filter((status) => status === 401)).toHaveLength(CMS.lockoutThreshold)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - CMS.lockoutThreshold)
    expect(statuses.at(-1)).toBe(429)
    // Still locked afterwards, right password or not, until the lockout ends.
    expect((await login(editor.email, editor.password)).statusCode).toBe(429)
    clock.advance(CMS.lockoutMs)
    expect((await login(editor.email, editor.password)).statusCode).toBe(200)
  })

  it('holds for an email with no account too', async () => {
    const attempts = Array.from({ length: BURST }, (_, i) => login('nobody@example.test', `guess ${i}`))
    const statuses = (await Promise.all(attempts)).map((response) => response.statusCode)
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(CMS.lockoutThreshold)
    expect(statuses.filter((status) => status === 401)).toHaveLength(CMS.lockoutThreshold)
  })
})

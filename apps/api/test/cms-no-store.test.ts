// Every staff answer says `private, no-store`: a shared proxy or the browser's back button must never hand a
// staff answer (the session answer carries the CSRF token) to anyone else. Before, the sign-in answer,
// auth/session, the staff list and the audit log had no Cache-Control at all.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCmsTestApp,
  createStaffUser,
  nextClientAddress,
  type SignedIn,
  signIn,
  TEST_ORIGIN,
  testClock,
} from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

describe.each(testDatabases)('staff answers are never cached ($name)', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  let admin: SignedIn

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: testClock().now })
    admin = await signIn(app, await createStaffUser(database().db, { role: 'admin' }))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('on the sign-in answer, right or wrong', async () => {
    const user = await createStaffUser(database().db, { role: 'editor' })
    for (const [password, status] of [
      ['wrong password', 401],
      [user.password, 200],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/cms/auth/login',
        headers: { origin: TEST_ORIGIN },
        remoteAddress: nextClientAddress(),
        payload: { email: user.email, password },
      })
      expect(response.statusCode).toBe(status)
      expect(response.headers['cache-control'], String(status)).toBe('private, no-store')
    }
  })

  it('on every signed-in read, and on the refusals of a signed-out one', async () => {
    for (const url of [
      '/api/cms/auth/session',
      '/api/cms/staff',
      '/api/cms/audit',
      '/api/cms/dashboard',
      '/api/cms/articles',
      '/api/cms/feedback',
      '/api/cms/codes',
    ]) {
      const signedIn = await app.inject({ method: 'GET', url, headers: admin.headers })
      expect(signedIn.statusCode, url).toBe(200)
      expect(signedIn.headers['cache-control'], url).toBe('private, no-store')
      const signedOut = await app.inject({ method: 'GET', url })
      expect(signedOut.statusCode, url).toBe(401)
      expect(signedOut.headers['cache-control'], url).toBe('private, no-store')
    }
  })
})

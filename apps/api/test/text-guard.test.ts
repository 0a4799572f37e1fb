// Text PostgreSQL cannot store (NUL, a lone surrogate) is refused as a 400 in the usual error shape before
// it reaches a query, on both databases; before, each of these answered 500 and logged a stack.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNSTORABLE_TEXT_MESSAGE } from '../src/plugins/text-guard.ts'
import { buildCmsTestApp, nextClientAddress, TEST_ORIGIN, testClock } from './cms-helpers.ts'
import { testDatabases, useTestDatabase } from './databases.ts'

const REFUSED = { error: { code: 'INVALID_TEXT', message: UNSTORABLE_TEXT_MESSAGE } }

describe.each(testDatabases)('text no column can store ($name)', (target) => {
  const database = useTestDatabase(target)
  let app: FastifyInstance
  const errors: unknown[] = []

  beforeAll(async () => {
    app = await buildCmsTestApp(database(), { now: testClock().now })
    app.addHook('onError', async (_request, _reply, error) => {
      errors.push(error)
    })
  })
  afterAll(async () => {
    await app?.close()
  })

  const signInWith = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/cms/auth/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      remoteAddress: nextClientAddress(),
      // Written by hand: JSON.stringify would escape nothing here, and a lone surrogate must arrive as \ud800.
      payload: `{"email":"${email}","password":"x"}`,
    })

  it('answers 400 for a NUL in a search, a slug or a country', async () => {
    for (const url of [
      '/api/blog?search=visa%00photo',
      '/api/blog?country=%00',
      '/api/blog/some%00slug',
      '/api/blog/country/viet%00nam',
    ]) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toEqual(REFUSED)
    }
  })

  it('answers 400 for a NUL or a lone surrogate in the sign-in email', async () => {
    for (const email of ['a\\u0000@example.com', 'a\\ud800@example.com', 'a\\udc00b@example.com']) {
      const response = await signInWith(email)
      expect(response.statusCode, email).toBe(400)
      expect(response.json(), email).toEqual(REFUSED)
    }
  })

  it('still lets a paired surrogate (an emoji) through to the usual answer', async () => {
    const emoji = await app.inject({
      method: 'GET',
      url: `/api/blog?search=${encodeURIComponent('visa 📷')}`,
    })
    expect(emoji.statusCode).toBe(200)
    const signIn = await signInWith('\\ud83d\\udcf7@example.com')
    expect(signIn.statusCode).not.toBe(500)
    expect(signIn.statusCode).not.toBe(400)
  })

  it('logs none of them as a server error', () => {
    expect(errors.filter((error) => (error as { statusCode?: number }).statusCode === undefined)).toEqual([])
  })
})

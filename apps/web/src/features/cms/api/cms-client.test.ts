import { CMS, CMS_MESSAGES, slugCheckSchema } from '@vps/specs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../shared/api/http.ts'
import {
  CmsApiError,
  cmsGet,
  cmsSend,
  onUnauthorized,
  setCsrfToken,
  toCmsError,
  withQuery,
} from './cms-client.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const apiError = (status: number, code: string, message: string) => json({ error: { code, message } }, status)
const SESSION = {
  user: {
    id: 'u1',
    email: 'ed@example.com',
    name: 'Ed',
    role: 'editor',
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  csrfToken: 'fresh-token-0123456789',
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? new Response('unexpected', { status: 599 }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock as unknown as { mock: { calls: [string, RequestInit][] } }
}
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>

beforeEach(() => setCsrfToken(null))
afterEach(() => vi.unstubAllGlobals())

describe('cmsSend', () => {
  it('sends the CSRF token in the contract header with the JSON body', async () => {
    setCsrfToken('token-abcdefghijklmnop')
    const fetchMock = stubFetch(json({ available: true }))
    expect(await cmsSend('POST', '/api/cms/x', { a: 1 }, slugCheckSchema)).toEqual({ available: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/cms/x')
    expect(init?.method).toBe('POST')
    expect(headersOf(init)[CMS.csrfHeader]).toBe('token-abcdefghijklmnop')
    expect(headersOf(init)['Content-Type']).toBe('application/json')
    expect(init?.body).toBe('{"a":1}')
  })

  it('reads the token from the session first when none is known yet', async () => {
    const fetchMock = stubFetch(json(SESSION), new Response(null, { status: 204 }))
    await cmsSend('DELETE', '/api/cms/articles/a1')
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
      ['/api/cms/auth/session', 'GET'],
      ['/api/cms/articles/a1', 'DELETE'],
    ])
    expect(headersOf(fetchMock.mock.calls[1]?.[1])[CMS.csrfHeader]).toBe(SESSION.csrfToken)
  })

  it('retries once with a fresh token when the server refuses a rotated one', async () => {
    setCsrfToken('stale-token-0123456789')
    const fetchMock = stubFetch(
      apiError(403, 'CSRF_FAILED', CMS_MESSAGES.csrfFailed),
      json(SESSION),
      new Response(null, { status: 204 }),
    )
    await cmsSend('PATCH', '/api/cms/feedback/f1', { read: true })
    expect(fetchMock.mock.calls).toHaveLength(3)
    expect(headersOf(fetchMock.mock.calls[2]?.[1])[CMS.csrfHeader]).toBe(SESSION.csrfToken)
  })

  it("answers the API's message and code, and does not retry other refusals", async () => {
    setCsrfToken('token-abcdefghijklmnop')
    const fetchMock = stubFetch(apiError(409, 'SLUG_TAKEN', CMS_MESSAGES.slugTaken))
    const error = await cmsSend('POST', '/api/cms/articles', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CmsApiError)
    expect(error).toMatchObject({ status: 409, code: 'SLUG_TAKEN', message: CMS_MESSAGES.slugTaken })
    expect(fetchMock.mock.calls).toHaveLength(1)
  })
})

describe('cmsGet', () => {
  it('checks the answer against the schema', async () => {
    stubFetch(json({ available: 'yes' }))
    await expect(cmsGet('/api/cms/articles/slug?slug=a', slugCheckSchema)).rejects.toThrow()
  })

  it('tells the listeners when the session has ended (401)', async () => {
    const listener = vi.fn()
    const stop = onUnauthorized(listener)
    stubFetch(apiError(401, 'UNAUTHORIZED', CMS_MESSAGES.signInRequired))
    await expect(cmsGet('/api/cms/dashboard', slugCheckSchema)).rejects.toThrow(CMS_MESSAGES.signInRequired)
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
  })
})

describe('helpers', () => {
  it('keeps a non-JSON body as the message', () => {
    const error = toCmsError(new HttpError(502, '502: Bad Gateway'))
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: 'Bad Gateway' })
  })

  it('builds query strings without empty filters', () => {
    expect(
      withQuery('/api/cms/articles', { search: 'visa photo', country: '', status: undefined, page: 2 }),
    ).toBe('/api/cms/articles?search=visa+photo&page=2')
    expect(withQuery('/api/cms/articles', { search: '' })).toBe('/api/cms/articles')
  })
})

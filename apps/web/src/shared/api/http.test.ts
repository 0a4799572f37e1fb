import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequest, getJson, HttpError } from './http.ts'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('transport', () => {
  it('reads errors as "<status>: <body text>"', async () => {
    stubFetch(new Response('{"error":"nope"}', { status: 400, statusText: 'Bad Request' }))
    await expect(apiRequest('POST', '/api/feedback', { a: 1 })).rejects.toThrow('400: {"error":"nope"}')
  })

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    const error = await getJson('/api/health').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('503: Service Unavailable')
    expect((error as HttpError).status).toBe(503)
  })

  it('sends credentials, and JSON only when a body is given', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }))
    await apiRequest('POST', '/api/x', { name: 'Ana' })
    await apiRequest('GET', '/api/y')
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][]
    expect(calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ana"}',
    })
    expect(calls[1]?.[1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
    })
  })

  it('can turn a 401 into null instead of an error', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }))
    expect(await getJson('/api/cms/me', { on401: 'returnNull' })).toBeNull()
  })
})

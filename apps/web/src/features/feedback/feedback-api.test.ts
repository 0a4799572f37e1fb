import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../shared/api/http.ts'
import { feedbackErrorText, submitFeedback } from './feedback-api.ts'
import { EMPTY_FEEDBACK_FORM } from './form-schema.ts'

afterEach(() => vi.unstubAllGlobals())

const UPLOAD_URL = '/api/objects/upload/feedback/0123456789abcdef0123456789abcdef?expires=1&max=2&signature=s'
const values = {
  ...EMPTY_FEEDBACK_FORM,
  name: 'Ana',
  email: 'ana@example.com',
  feedback: 'Works well for me.',
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? new Response('unexpected', { status: 599 }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock as unknown as { mock: { calls: [string, RequestInit][] } }
}

describe('submitFeedback', () => {
  it('posts the three fields only when there is no screenshot', async () => {
    const fetchMock = stubFetch(json({ id: 'f1' }, 201))
    expect(await submitFeedback({ ...values, screenshot: null })).toEqual({ id: 'f1' })
    expect(fetchMock.mock.calls).toHaveLength(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/feedback')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      feedback: 'Works well for me.',
    })
  })

  it('asks for an address, PUTs the file with its type, then names it as imagePath', async () => {
    const file = new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' })
    const fetchMock = stubFetch(
      json({ uploadURL: UPLOAD_URL }),
      new Response(null, { status: 204 }),
      json({ id: 'f2' }, 201),
    )
    expect(await submitFeedback({ ...values, screenshot: file })).toEqual({ id: 'f2' })
    const [[first, firstInit], [second, secondInit], [third, thirdInit]] = fetchMock.mock.calls as [
      [string, RequestInit],
      [string, RequestInit],
      [string, RequestInit],
    ]
    expect([first, firstInit.method, firstInit.body]).toEqual(['/api/objects/upload', 'POST', undefined])
    expect([second, secondInit.method, secondInit.body]).toEqual([UPLOAD_URL, 'PUT', file])
    expect(secondInit.headers).toEqual({ 'Content-Type': 'image/png' })
    expect(third).toBe('/api/feedback')
    expect(JSON.parse(String(thirdInit.body)).imagePath).toBe(
      '/objects/feedback/0123456789abcdef0123456789abcdef',
    )
  })

  it("fails with 'Failed to upload image' when the PUT is refused, without submitting", async () => {
    const file = new File(['x'], 'shot.png', { type: 'image/png' })
    const fetchMock = stubFetch(
      json({ uploadURL: UPLOAD_URL }),
      json({ error: { code: 'X', message: 'y' } }, 415),
    )
    await expect(submitFeedback({ ...values, screenshot: file })).rejects.toThrow('Failed to upload image')
    expect(fetchMock.mock.calls).toHaveLength(2)
  })

  it('sends the honeypot only when something filled it', async () => {
    const fetchMock = stubFetch(json({ id: 'f3' }, 201))
    await submitFeedback({ ...values, website: 'spam', screenshot: null })
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)).website).toBe('spam')
  })
})

describe('feedbackErrorText', () => {
  it("shows the API's message after the status instead of raw JSON", () => {
    const body = JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } })
    expect(feedbackErrorText(new HttpError(429, `429: ${body}`))).toBe('429: Too many requests.')
  })

  it('keeps any other message as it is, and has none for a non-error', () => {
    expect(feedbackErrorText(new HttpError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway')
    expect(feedbackErrorText(new Error('Failed to upload image'))).toBe('Failed to upload image')
    expect(feedbackErrorText('nope')).toBeUndefined()
  })
})

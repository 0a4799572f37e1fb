// The staff area's transport: the shared one (cookie session, JSON bodies) plus the session's CSRF token on
// every state-changing request, answers checked against the contract's zod schemas, and the API's
// `{ error: { code, message } }` turned into an error whose message is the sentence to show.
import { apiErrorSchema, CMS, CMS_MESSAGES, sessionResponseSchema } from '@vps/specs'
import type { z } from 'zod'
import { apiRequest, HttpError } from '../../../shared/api/http.ts'

/** A refused staff request: the HTTP status, the API's error code and its human message. */
export class CmsApiError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
  ) {
    super(status, message)
    this.name = 'CmsApiError'
  }
}

export const SESSION_URL = '/api/cms/auth/session'
export const LOGIN_URL = '/api/cms/auth/login'

// The token lives in memory only (never in storage a script could read later); the session query and the
// sign-in set it, sign-out clears it.
let csrfToken: string | null = null

export function setCsrfToken(token: string | null): void {
  csrfToken = token
}

export function getCsrfToken(): string | null {
  return csrfToken
}

// A 401 on any staff call means the session ended while a page was open; the layout listens and sends the
// user to the sign-in page.
const unauthorizedListeners = new Set<() => void>()

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The shared transport's '<status>: <body>' error, read back into the API's code and message. */
export function toCmsError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error instanceof CmsApiError) return error
  const prefix = `${error.status}: `
  const text = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(text))
    if (body.success) return new CmsApiError(error.status, body.data.error.code, body.data.error.message)
  } catch {
    // Not the API's JSON (a proxy's page, an empty body): keep the text.
  }
  return new CmsApiError(error.status, 'HTTP_ERROR', text)
}

async function send(method: string, url: string, body: unknown, headers: Record<string, string>) {
  try {
    return await apiRequest(method, url, body, headers)
  } catch (caught) {
    const error = toCmsError(caught)
    if (error instanceof CmsApiError && error.status === 401 && url !== LOGIN_URL) {
      for (const listener of unauthorizedListeners) listener()
    }
    throw error
  }
}

/** GET a staff resource and check it against its schema. */
export async function cmsGet<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  const response = await send('GET', url, undefined, {})
  return schema.parse(await response.json())
}

async function freshToken(): Promise<string> {
  const response = await send('GET', SESSION_URL, undefined, {})
  const session = sessionResponseSchema.parse(await response.json())
  csrfToken = session.csrfToken
  return session.csrfToken
}

const isCsrfFailure = (error: unknown) =>
  error instanceof CmsApiError && error.status === 403 && error.message === CMS_MESSAGES.csrfFailed

/**
 * A state-changing staff request (POST, PUT, PATCH, DELETE) with the CSRF header. Without a token yet (a page
 * opened before the session query answered) it is read from the session first; when the server refuses the
 * token (it was rotated), the request is sent once more with a fresh one.
 */
export async function cmsSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  schema?: S,
): Promise<z.output<S>> {
  const token = csrfToken ?? (await freshToken())
  let response: Response
  try {
    response = await send(method, url, body, { [CMS.csrfHeader]: token })
  } catch (error) {
    if (!isCsrfFailure(error)) throw error
    response = await send(method, url, body, { [CMS.csrfHeader]: await freshToken() })
  }
  if (!schema || response.status === 204) return undefined as z.output<S>
  return schema.parse(await response.json())
}

// Staff mutations are never retried by the query client (retry: false on each): a refusal (409, 400, 404) is
// an answer to show, and repeating a POST after a lost response could store an article twice.

/** A URL with its query string; empty and undefined values are left out (an empty filter is no filter). */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** The sentence to show for a failed staff call. */
export function cmsErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong. Try again.'
}

// Sign-in, sign-out and who is signed in. The session query is the staff area's guard: its null means
// "not signed in" (the spec's 401-as-null), and its token is the one every mutation sends.
import { useQuery } from '@tanstack/react-query'
import { type LoginRequest, type SessionResponse, sessionResponseSchema } from '@vps/specs'
import { apiRequest, getJson } from '../../../shared/api/http.ts'
import { cmsSend, LOGIN_URL, SESSION_URL, setCsrfToken, toCmsError } from './cms-client.ts'

export const sessionQueryKey = ['cms', 'session'] as const

export async function fetchSession(): Promise<SessionResponse | null> {
  const body = await getJson<unknown>(SESSION_URL, { on401: 'returnNull' }).catch((error: unknown) => {
    throw toCmsError(error)
  })
  if (body === null) {
    setCsrfToken(null)
    return null
  }
  const session = sessionResponseSchema.parse(body)
  setCsrfToken(session.csrfToken)
  return session
}

export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 })
}

/** The one request without a CSRF token: there is no session yet. Failures carry the API's generic text. */
export async function signIn(credentials: LoginRequest): Promise<SessionResponse> {
  try {
    const response = await apiRequest('POST', LOGIN_URL, credentials)
    const session = sessionResponseSchema.parse(await response.json())
    setCsrfToken(session.csrfToken)
    return session
  } catch (error) {
    throw toCmsError(error)
  }
}

export async function signOut(): Promise<void> {
  try {
    await cmsSend('POST', '/api/cms/auth/logout')
  } finally {
    setCsrfToken(null)
  }
}

/** Where to go after signing in: the page that asked for it when it is a staff page, else the dashboard. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string') return '/cms/dashboard'
  // Only same-site staff paths: '//evil.example' or '/cms/../x' must not become an open redirect.
  if (
    !/^\/cms(\/[A-Za-z0-9\-_/]*)?(\?[^#]*)?$/.test(next) ||
    next.includes('//') ||
    next.startsWith('/cms/login')
  ) {
    return '/cms/dashboard'
  }
  return next
}

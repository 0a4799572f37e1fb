// The session cookie. Signed with SESSION_SECRET on top of the random token, so a cookie minted elsewhere
// (another deployment, a stale secret) is refused before any database lookup.
import { CMS } from '@vps/specs'
import type { FastifyReply, FastifyRequest } from 'fastify'

const baseOptions = (secure: boolean) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true }) as const

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CMS.sessionCookie, token, {
    ...baseOptions(secure),
    // The browser forgets it no later than the server does; idle expiry is enforced server side.
    maxAge: Math.floor(CMS.sessionMaxAgeMs / 1000),
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(CMS.sessionCookie, baseOptions(secure))
}

/** The token from a correctly signed session cookie, or null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[CMS.sessionCookie]
  if (!raw) return null
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value ? unsigned.value : null
}

// Same-origin check for the staff API. Browsers send Origin on every cross-site POST (and on same-origin
// ones), so a foreign or opaque ("null") Origin is a forged request; an absent one is a non-browser client,
// which the CSRF token still covers.
import type { FastifyRequest } from 'fastify'

function normalise(origin: string): string | null {
  try {
    return new URL(origin).origin
  } catch {
    return null
  }
}

export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return true
  // request.protocol and request.host honour trustProxy, so behind a proxy this is the public origin.
  const own = normalise(`${request.protocol}://${request.host}`)
  return own !== null && normalise(origin) === own
}

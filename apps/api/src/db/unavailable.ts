// "The database cannot answer right now", told apart from every other failure. A restart of PostgreSQL, a
// terminated connection, a refused or timed-out connect, or an embedded folder this process no longer owns
// is not a bug in the request: the error handler answers it 503 with Retry-After (the client may simply try
// again) instead of a 500, and pages fall back to the build's copy.

/** Seconds a client is asked to wait before trying again: a restart of PostgreSQL takes one or two. */
export const DATABASE_RETRY_AFTER_S = 5

/** Thrown by this app itself when it must not use the database (db/fence.ts: the folder's lock was lost). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

// SQLSTATE classes and codes that mean the server or the connection went away, not that the query was wrong:
// 08 connection exception; 57P01 admin shutdown (a restart, or pg_terminate_backend), 57P02 crash shutdown,
// 57P03 cannot connect now (starting up, shutting down), 57P04 database dropped, 57P05 idle session timeout;
// 53300 too many connections.
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|53300)$/
// Node's socket errors on connect or mid-query.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// pg's own errors carry no code, only these texts (pg 8: client.js, pg-pool/index.js); PGlite's once closed.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/i,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
]

function matches(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

/** Whether `error` (or what caused it, or one of an AggregateError's errors) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false
  if (matches(error)) return true
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
}

/**
 * This process's count of requests the database failed ("unavailable" answers). A page rendered while it
 * rose may hold fallbacks instead of stored values, so page caches do not keep it (plugins/page-cache.ts).
 */
export class DatabaseHealth {
  failures = 0
}

import type { ApiError as ApiErrorBody } from '@vps/specs'

/**
 * An error whose code and message are safe to show to the caller. Routes throw it for expected failures
 * (not found, conflict, forbidden); the error handler turns it into `{ error: { code, message } }`.
 * Any other error is treated as a bug and answered with a generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } }
}

export const notFoundBody = (): ApiErrorBody => errorBody('NOT_FOUND', 'Not found')

/** An ApiError the client may simply retry: the error handler sends Retry-After with it. */
export class RetryLaterError extends ApiError {
  constructor(
    statusCode: 429 | 503,
    code: string,
    message: string,
    readonly retryAfterS: number,
  ) {
    super(statusCode, code, message)
    this.name = 'RetryLaterError'
  }
}

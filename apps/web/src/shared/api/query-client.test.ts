import { retryDelayMs } from '@vps/specs'
import { describe, expect, it } from 'vitest'
import { HttpError } from './http.ts'
import { createQueryClient, shouldRetryMutation, shouldRetryQuery } from './query-client.ts'

const httpError = (status: number) => new HttpError(status, `${status}: x`)

describe('retry policy', () => {
  it('never retries queries on 401, 403 or 429', () => {
    for (const status of [401, 403, 429]) expect(shouldRetryQuery(0, httpError(status))).toBe(false)
  })

  it('retries other query failures at most twice', () => {
    expect(shouldRetryQuery(0, httpError(500))).toBe(true)
    expect(shouldRetryQuery(1, httpError(500))).toBe(true)
    expect(shouldRetryQuery(2, httpError(500))).toBe(false)
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it('retries mutations once, never on 429', () => {
    expect(shouldRetryMutation(0, httpError(429))).toBe(false)
    expect(shouldRetryMutation(0, httpError(500))).toBe(true)
    expect(shouldRetryMutation(1, httpError(500))).toBe(false)
  })

  it('backs off from 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('keeps data fresh for 5 minutes and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.staleTime).toBe(300_000)
    expect(defaults?.gcTime).toBe(300_000)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { apiErrorSchema, healthResponseSchema } from './api.ts'

describe('apiErrorSchema', () => {
  it('accepts the error envelope and rejects a bare message', () => {
    expect(
      apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'Article Not Found' } }).success,
    ).toBe(true)
    expect(apiErrorSchema.safeParse({ message: 'Article Not Found' }).success).toBe(false)
    expect(apiErrorSchema.safeParse({ error: { code: 404, message: 'x' } }).success).toBe(false)
  })
})

describe('healthResponseSchema', () => {
  it('accepts both drivers', () => {
    for (const driver of ['pglite', 'postgres']) {
      expect(
        healthResponseSchema.safeParse({ status: 'ok', database: { driver, ok: true, latencyMs: 1.5 } })
          .success,
      ).toBe(true)
    }
  })

  it('rejects other statuses, drivers and negative latency', () => {
    const base = { status: 'ok', database: { driver: 'pglite', ok: true, latencyMs: 2 } }
    expect(healthResponseSchema.safeParse({ ...base, status: 'degraded' }).success).toBe(false)
    expect(
      healthResponseSchema.safeParse({ ...base, database: { ...base.database, driver: 'mysql' } }).success,
    ).toBe(false)
    expect(
      healthResponseSchema.safeParse({ ...base, database: { ...base.database, latencyMs: -1 } }).success,
    ).toBe(false)
  })
})

import { z } from '../zod.ts'

// One error shape for every API failure, so the web app has a single place to read messages from.
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
})

export type ApiError = z.infer<typeof apiErrorSchema>

export const databaseDriverSchema = z.enum(['pglite', 'postgres'])
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>

// 'unavailable' goes with HTTP 503 so a load balancer and a person reading the JSON agree.
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    driver: databaseDriverSchema,
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
})

export type HealthResponse = z.infer<typeof healthResponseSchema>

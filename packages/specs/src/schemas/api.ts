import { z } from 'zod'

// One error shape for every API failure, so the web app has a single place to read messages from.
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
})

export type ApiError = z.infer<typeof apiErrorSchema>

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
})

export type HealthResponse = z.infer<typeof healthResponseSchema>

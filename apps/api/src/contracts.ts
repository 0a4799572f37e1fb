// TODO move to @vps/specs: these mirror the schemas packages/specs will export (healthResponseSchema,
// apiErrorSchema); once it lands, import them from there and delete this file.
import { z } from 'zod'

export const databaseDriverSchema = z.enum(['pglite', 'postgres'])
export type DatabaseDriver = z.infer<typeof databaseDriverSchema>

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: databaseDriverSchema,
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
})
export type HealthResponse = z.infer<typeof healthResponseSchema>

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

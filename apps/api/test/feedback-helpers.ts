// Builds apps for the feedback tests: real local storage in a temporary folder, any environment override
// (rate limits), and a clock the test can move.
import type { DatabaseDriver } from '@vps/specs'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp } from '../src/app.ts'
import type { Database } from '../src/db/types.ts'
import { tempDir, testEnv } from './helpers.ts'

export { TINY_PNG } from './images.ts'

export const VALID = { name: 'Ana Souza', email: 'ana@example.com', feedback: 'The crop worked first time.' }

export interface FeedbackTestApp {
  app: FastifyInstance
  dataDir: string
  clock: { now: number }
}

export async function buildFeedbackApp(options: {
  db: Kysely<Database>
  driver: DatabaseDriver
  env?: Record<string, string>
  dataDir?: string
  /** Routes a test adds before the app is ready. */
  extend?: (app: FastifyInstance) => void
}): Promise<FeedbackTestApp> {
  const dataDir = options.dataDir ?? tempDir('feedback')
  const clock = { now: Date.now() }
  const env = testEnv({
    DATA_DIR: dataDir,
    SESSION_SECRET: 's'.repeat(32),
    // Most tests send far more than a person would; the rate-limit tests set their own low limits.
    RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000',
    RATE_LIMIT_UPLOAD_PER_MINUTE: '1000',
    ...options.env,
  })
  const app = await buildApp({
    db: options.db,
    driver: options.driver,
    env,
    webDist: null,
    now: () => clock.now,
  })
  options.extend?.(app)
  await app.ready()
  return { app, dataDir, clock }
}

export async function mintUploadUrl(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/objects/upload' })
  if (res.statusCode !== 200) throw new Error(`POST /api/objects/upload: ${res.statusCode} ${res.body}`)
  return res.json<{ uploadURL: string }>().uploadURL
}

export function putUpload(
  app: FastifyInstance,
  url: string,
  body: Buffer | NodeJS.ReadableStream,
  contentType = 'image/png',
) {
  return app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body })
}

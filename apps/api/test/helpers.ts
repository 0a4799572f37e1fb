import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { DatabaseDriver } from '@vps/specs'
import type { FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp } from '../src/app.ts'
import type { Database } from '../src/db/types.ts'
import { parseEnv } from '../src/env.ts'

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `vps-api-${prefix}-`))
}

/** An Env for tests: nothing from the real environment, no web app unless webDist is given. */
export function testEnv(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    // Nothing writes here: the tests pass their own database and web folder.
    DATA_DIR: path.join(tmpdir(), 'vps-api-test-data'),
    WEB_DIST: path.join(tmpdir(), 'vps-api-no-web-dist'),
    ...overrides,
  })
}

export interface TestAppOptions {
  db: Kysely<Database>
  driver: DatabaseDriver
  webDist?: string | null
  logger?: FastifyServerOptions['logger']
}

export function buildTestApp({ db, driver, webDist = null, logger }: TestAppOptions) {
  return buildApp({ db, driver, env: testEnv(), webDist, ...(logger ? { logger } : {}) })
}

// The databases every database-backed test runs against: in-memory PGlite always, PostgreSQL too when
// TEST_DATABASE_URL is set. Use with describe.each(testDatabases) and useTestDatabase(target).
import { randomBytes } from 'node:crypto'
import type { DatabaseDriver } from '@vps/specs'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/index.ts'

export interface TestDatabase extends DatabaseHandle {
  /** The schema holding this test file's tables (PostgreSQL); 'public' on PGlite. */
  schema: string
}

export interface TestDatabaseTarget {
  name: DatabaseDriver
  /** Opens a migrated database. */
  open(): Promise<TestDatabase>
}

// PGlite costs ~3 s and ~800 MB per instance, so a test file opens at most one and shares it. Vitest gives
// each file its own module registry, so this module-level cache is per file.
let sharedPglite: { promise: Promise<TestDatabase>; users: number } | undefined

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async open() {
    if (!sharedPglite) {
      const promise = (async () => {
        const handle = await createDatabase({ driver: 'pglite', dataDir: 'memory://' })
        await migrateToLatest(handle.db)
        return { ...handle, schema: 'public' }
      })()
      sharedPglite = { promise, users: 0 }
    }
    const shared = sharedPglite
    shared.users += 1
    const handle = await shared.promise
    return {
      ...handle,
      close: async () => {
        shared.users -= 1
        if (shared.users > 0) return
        if (sharedPglite === shared) sharedPglite = undefined
        await handle.close()
      },
    }
  },
}

// A fresh schema per opening: files running in parallel, or leftovers of an interrupted run, can never see
// each other's tables or kysely_migration rows ("corrupted migrations").
function postgresTarget(connectionString: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString })
      await admin.connect()
      try {
        await admin.query(`create schema ${schema}`)
      } finally {
        await admin.end()
      }
      const handle = await createDatabase({
        driver: 'postgres',
        connectionString,
        searchPath: schema,
        max: 4,
      })
      await migrateToLatest(handle.db, { migrationTableSchema: schema })
      return {
        ...handle,
        schema,
        close: async () => {
          try {
            await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db)
          } finally {
            await handle.close()
          }
        },
      }
    },
  }
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL

export const testDatabases: TestDatabaseTarget[] = [
  pgliteTarget,
  ...(testDatabaseUrl ? [postgresTarget(testDatabaseUrl)] : []),
]

/** Opens the target before the suite's tests and closes it after; call inside a describe block. */
export function useTestDatabase(target: TestDatabaseTarget): () => TestDatabase {
  let handle: TestDatabase | undefined
  beforeAll(async () => {
    handle = await target.open()
  })
  afterAll(async () => {
    await handle?.close()
  })
  return () => {
    if (!handle) throw new Error('The test database is not open yet')
    return handle
  }
}

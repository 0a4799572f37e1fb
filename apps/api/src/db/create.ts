import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { DatabaseDriver } from '@vps/specs'
import { Kysely, PostgresDialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { fencedPGlite } from './fence.ts'
import { type FolderLock, lockDataFolder } from './folder-lock.ts'
import type { Database } from './types.ts'
import { TableWriteCounter } from './write-generation.ts'

export type DatabaseConfig =
  | {
      driver: 'pglite'
      /** A folder (created if missing), or 'memory://' for a throwaway in-memory database. */
      dataDir: string
      /** How long to wait for another process to let go of the folder (folder-lock.ts); default 0. */
      waitForLockMs?: number
      /** Told once when that wait begins. */
      onLockWait?: () => void
      /** Told once if the folder's lock is lost while open; by default the process exits (folder-lock.ts). */
      onLockLost?: (error: Error) => void
    }
  | {
      driver: 'postgres'
      connectionString: string
      /** Sets search_path for every pooled connection (tests isolate themselves in their own schema). */
      searchPath?: string
      /** Pool size; pg's default of 10 suits one process. */
      max?: number
      /** Told of each connection that fails (a restart, a terminated backend); logged to stderr by default. */
      onConnectionError?: (error: Error) => void
    }

export interface DatabaseHandle {
  db: Kysely<Database>
  driver: DatabaseDriver
  close(): Promise<void>
}

const INT8_OID = 20
const INTERVAL_OID = 1186

// Both drivers must hand back the same JS types, or code tested on PGlite breaks on PostgreSQL.
// int8: PGlite would give number/BigInt, pg gives string -> keep the string on both.
// interval: pg would give a PostgresInterval object, PGlite gives text -> keep the text on both.
const identity = (value: string) => value

const pgTypes = {
  // Per-pool parsers instead of pg.types.setTypeParser(): same effect without mutating a process-wide
  // registry that other pg users in the process would inherit.
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INTERVAL_OID ? identity : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.driver === 'pglite') {
    const inMemory = config.dataDir.startsWith('memory://')
    let lock: FolderLock | null = null
    if (!inMemory) {
      await mkdir(config.dataDir, { recursive: true })
      lock = await lockDataFolder(config.dataDir, {
        waitMs: config.waitForLockMs ?? 0,
        ...(config.onLockWait ? { onWait: config.onLockWait } : {}),
        ...(config.onLockLost ? { onCompromised: config.onLockLost } : {}),
      })
    }
    const unlock = async () => {
      await lock?.release()
    }
    let pglite: PGlite
    try {
      pglite = await PGlite.create({ dataDir: config.dataDir, parsers: { [INT8_OID]: identity } })
    } catch (error) {
      await unlock()
      throw error
    }
    // The only writer of this folder: blog writes are counted here instead of asked of the database, and
    // destination writes tell the destination pages when what they know of the stored rows is out of date.
    const counters = [new TableWriteCounter('blog_posts', true), new TableWriteCounter('destinations', true)]
    // A folder on disk: no statement runs, and none is acknowledged, once another process holds it (fence.ts).
    const client = lock ? fencedPGlite(pglite, lock) : pglite
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client), plugins: counters })
    // db.destroy() closes the PGlite instance through the dialect's driver; the folder is free after that.
    return {
      db,
      driver: 'pglite',
      close: async () => {
        try {
          await db.destroy()
        } finally {
          await unlock()
        }
      },
    }
  }

  const pool = new pg.Pool({
    connectionString: config.connectionString,
    types: pgTypes,
    // Fail a health check or a request instead of waiting forever when the server is unreachable.
    connectionTimeoutMillis: 5_000,
    ...(config.max ? { max: config.max } : {}),
    ...(config.searchPath ? { options: `-c search_path=${checkedSchemaName(config.searchPath)}` } : {}),
  })
  // A client whose connection fails emits 'error'. pg-pool listens only while the client is idle (and then
  // drops it); a client checked out by a request had no listener, so a restart of PostgreSQL or a terminated
  // backend crashed every process with a query in flight (issue #48: 9 of 9 with 8 or more). Every client
  // now keeps a listener for its whole life. The query in flight still fails, with an error the error
  // handler answers 503 (db/unavailable.ts), and pg-pool discards the broken client when it is released.
  const reportConnectionError =
    config.onConnectionError ??
    ((error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  pool.on('connect', (client) => {
    client.on('error', reportConnectionError)
  })
  // pg-pool repeats an idle client's error on the pool, where an 'error' without a listener would throw;
  // the client's own listener above has reported it already.
  pool.on('error', () => {})
  // Other instances write too: only this process's own destination writes are counted (destination pages).
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new TableWriteCounter('destinations', false)],
  })
  return { db, driver: 'postgres', close: () => db.destroy() }
}

// The name goes into a libpq startup option where quoting rules differ from SQL; allow plain names only.
function checkedSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported schema name: ${name}`)
  return name
}

// An in-code provider rather than FileMigrationProvider: the list survives bundling into dist/server.js,
// where there is no migrations folder to read.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'
import * as m0001 from './0001_blog_posts.ts'
import * as m0002 from './0002_blog_listing.ts'
import * as m0003 from './0003_feedback.ts'
import * as m0004 from './0004_staff.ts'
import * as m0005 from './0005_feedback_inbox.ts'
import * as m0006 from './0006_destinations.ts'
import * as m0007 from './0007_destination_edit_policy.ts'
import * as m0008 from './0008_destination_documents.ts'
import * as m0009 from './0009_rate_limits.ts'
import * as m0010 from './0010_blog_search.ts'

// Names are sorted and recorded in kysely_migration: never rename or reorder an entry once released.
const migrations: Record<string, Migration> = {
  '0001_blog_posts': m0001,
  '0002_blog_listing': m0002,
  '0003_feedback': m0003,
  '0004_staff': m0004,
  '0005_feedback_inbox': m0005,
  '0006_destinations': m0006,
  '0007_destination_edit_policy': m0007,
  '0008_destination_documents': m0008,
  '0009_rate_limits': m0009,
  '0010_blog_search': m0010,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}

export interface MigrateOptions {
  /**
   * Schema for Kysely's own kysely_migration tables. Needed when several schemas of one database are
   * migrated separately (the PostgreSQL tests): without it Kysely finds another schema's table and skips
   * creating its own.
   */
  migrationTableSchema?: string
}

/** Applies every pending migration; throws if any fails (the failed one is rolled back). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed layer
export async function migrateToLatest(db: Kysely<any>, options: MigrateOptions = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.migrationTableSchema ? { migrationTableSchema: options.migrationTableSchema } : {}),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((r) => r.status === 'Error')
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${describe(error)}`, { cause: error })
  }
  return results.map((r) => r.migrationName)
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

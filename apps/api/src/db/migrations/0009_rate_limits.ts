// Rate-limit counters shared by every instance on one PostgreSQL database (plugins/rate-limit-store.ts).
// Frozen history like every migration: `Kysely<any>`, no app imports.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per client and limited route: hits in the current window and when that window ends.
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute()
  // The sweep of ended windows.
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at_idx')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute()
}

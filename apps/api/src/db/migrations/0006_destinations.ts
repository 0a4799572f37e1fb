// Destinations staff edited, disabled or added (issue #7). Frozen history like every migration: `Kysely<any>`,
// no app imports.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // Only what staff changed lives here: a built-in destination without a row, or with a null name or spec, is
  // served from packages/specs, so new defaults shipped there still reach the countries nobody edited.
  await db.schema
    .createTable('destinations')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text')
    .addColumn('spec', 'jsonb')
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    // False for built-ins that only carry an edit; true for the destinations staff added.
    .addColumn('added', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // An added destination has nothing to fall back on.
    .addCheckConstraint(
      'destinations_added_complete',
      sql`not added or (name is not null and spec is not null)`,
    )
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('destinations').execute()
}

// Feedback and the screenshot uploads it may name. Frozen history like every migration: `Kysely<any>`,
// no app imports.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per upload address that was used. The primary key is what makes an address single-use on
  // every instance: the first PUT inserts the key, any later one conflicts.
  await db.schema
    .createTable('uploads')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('receiving', 'stored', 'failed', 'attached')`),
    )
    // Sniffed from the bytes, never taken from the request.
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('stored_at', 'timestamptz')
    .execute()

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // Unique: one screenshot belongs to one submission.
    .addColumn('image_key', 'text', (col) => col.unique().references('uploads.key'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // The staff inbox lists newest first.
  await db.schema.createIndex('feedback_created_at_idx').on('feedback').column('created_at desc').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute()
  await db.schema.dropTable('uploads').execute()
}

// The staff inbox and article list (0005). Frozen history like every migration: `Kysely<any>`, no app imports.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // When a staff member first opened the message; null means unread. A time rather than a flag, so the
  // inbox can later say "read 2 days ago" without another migration.
  await db.schema.alterTable('feedback').addColumn('read_at', 'timestamptz').execute()
  // The dashboard counts unread messages and the inbox lists them newest first: a partial index keeps
  // that cheap however many read messages pile up.
  await db.schema
    .createIndex('feedback_unread_created_at_idx')
    .on('feedback')
    .column('created_at desc')
    .where(sql.ref('read_at'), 'is', null)
    .execute()

  // The staff article list is ordered by last change, optionally narrowed by status (drafts, published).
  await db.schema
    .createIndex('blog_posts_status_updated_at_idx')
    .on('blog_posts')
    .columns(['status', 'updated_at desc'])
    .execute()
  await db.schema
    .createIndex('blog_posts_updated_at_idx')
    .on('blog_posts')
    .column('updated_at desc')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_updated_at_idx').execute()
  await db.schema.dropIndex('blog_posts_status_updated_at_idx').execute()
  await db.schema.dropIndex('feedback_unread_created_at_idx').execute()
  await db.schema.alterTable('feedback').dropColumn('read_at').execute()
}

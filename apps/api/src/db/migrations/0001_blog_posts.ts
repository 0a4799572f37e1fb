// Migrations are frozen history: they take `Kysely<any>` and never import app code, so later changes to the
// table types cannot silently change what an old migration does.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reading_time', 'text', (col) => col.notNull())
    .addColumn('keywords', sql`text[]`)
    .addColumn('schema', 'jsonb')
    .execute()

  await db.schema.createIndex('blog_posts_country_idx').on('blog_posts').column('country').execute()
  // Serves the public list: published posts, newest first.
  await db.schema
    .createIndex('blog_posts_status_published_at_idx')
    .on('blog_posts')
    .columns(['status', 'published_at desc'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_posts').execute()
}

// Shapes blog_posts for the public queries of the blog API. Frozen history: takes Kysely<any>, imports no app code.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // A country's articles, newest first (/api/blog/country/:country, related articles, the country filter).
  // Its leading column also serves plain country lookups, so the single-column index of 0001 goes.
  await db.schema
    .createIndex('blog_posts_country_status_published_at_idx')
    .on('blog_posts')
    .columns(['country', 'status', 'published_at desc'])
    .execute()
  await db.schema.dropIndex('blog_posts_country_idx').execute()

  // Every public list orders by published_at: a published post without one would sort unpredictably.
  await sql`alter table blog_posts add constraint blog_posts_published_has_date
    check (status <> 'published' or published_at is not null)`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table blog_posts drop constraint blog_posts_published_has_date`.execute(db)
  await db.schema.createIndex('blog_posts_country_idx').on('blog_posts').column('country').execute()
  await db.schema.dropIndex('blog_posts_country_status_published_at_idx').execute()
}

// Full-text search of the blog (blog/repository.ts): title, tags, excerpt and body, English stemming,
// ranked. Frozen history like every migration: `Kysely<any>`, no app imports.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // A generated column may only call immutable functions, and array_to_string is only stable (it could
  // format other element types by the session's settings; for text it cannot), so tags go through this.
  await sql`
    create function blog_tags_text(tags text[]) returns text
    language sql immutable parallel safe
    as $$ select array_to_string(tags, ' ') $$
  `.execute(db)
  // Weights: the title counts most, then tags and excerpt, then the body with its markup taken out.
  await sql`
    alter table blog_posts add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', blog_tags_text(tags)), 'B') ||
      setweight(to_tsvector('english', excerpt), 'B') ||
      setweight(to_tsvector('english', regexp_replace(content, '<[^>]*>', ' ', 'g')), 'D')
    ) stored
  `.execute(db)
  await sql`create index blog_posts_search_idx on blog_posts using gin (search_vector)`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index blog_posts_search_idx`.execute(db)
  await sql`alter table blog_posts drop column search_vector`.execute(db)
  await sql`drop function blog_tags_text(text[])`.execute(db)
}

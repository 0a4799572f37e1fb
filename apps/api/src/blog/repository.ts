// The only module that queries blog_posts. Public reads see published posts only; every list is newest first,
// except a search, which is ranked.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import type { BlogPostRow, Database, NewBlogPostRow } from '../db/types.ts'
import { localWriteGeneration } from '../db/write-generation.ts'
import type { SummaryRow } from './mappers.ts'

type Eb = ExpressionBuilder<Database, 'blog_posts'>

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'published_at',
  'reading_time',
  'tags',
  'country',
  'featured',
] as const

export interface ListFilter {
  search?: string | undefined
  country?: string | undefined
}

/** '50%_off' → '%50\%\_off%': the visitor's text is matched literally, never as a LIKE pattern. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * The visitor's words as a full-text query: English stemming ('glasses' finds 'glass'), quotes for a
 * phrase, '-word' to leave one out; any text is valid, none is a syntax error (migration 0010).
 */
function textQuery(text: string) {
  return sql`websearch_to_tsquery('english', ${text})`
}

function published(eb: Eb): Expression<SqlBool> {
  return eb('status', '=', 'published')
}

function matches(eb: Eb, filter: ListFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [published(eb)]
  if (filter.country) conditions.push(eb('country', '=', filter.country))
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    conditions.push(
      eb.or([
        // Words anywhere in the title, tags, excerpt or body, stemmed...
        sql<SqlBool>`search_vector @@ ${textQuery(filter.search)}`,
        // ...and, as before, any part of a word in the title, excerpt or tags, for a search typed halfway.
        eb('title', 'ilike', pattern),
        eb('excerpt', 'ilike', pattern),
        // A tag matches when any element of the array contains the text.
        sql<SqlBool>`exists (select 1 from unnest(${eb.ref('tags')}) as tag where tag ilike ${pattern})`,
      ]),
    )
  }
  return eb.and(conditions)
}

export function createBlogRepository(db: Kysely<Database>) {
  return {
    async listPublished(filter: ListFilter, page: { limit: number; offset: number }) {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('blog_posts')
          .select(SUMMARY_COLUMNS)
          .where((eb) => matches(eb, filter))
          // A search lists the best matches first (a title hit outranks a body hit), then the newest.
          .$if(Boolean(filter.search), (qb) =>
            qb.orderBy(sql`ts_rank_cd(search_vector, ${textQuery(filter.search ?? '')})`, 'desc'),
          )
          .orderBy('published_at', 'desc')
          .orderBy('id')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('blog_posts')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where((eb) => matches(eb, filter))
          .executeTakeFirstOrThrow(),
      ])
      // count() is int8, which both drivers hand back as a string (see db/create.ts).
      return { rows: rows as SummaryRow[], total: Number(counted.total) }
    },

    /** Every country with published posts and how many it has, most posts first, then by name. */
    async countPublishedByCountry(): Promise<{ country: string; count: number }[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .select(['country', (eb) => eb.fn.countAll<string>().as('count')])
        .where(published)
        .groupBy('country')
        .orderBy('country')
        .execute()
      return rows.map((row) => ({ country: row.country, count: Number(row.count) }))
    },

    async findPublishedBySlug(slug: string): Promise<BlogPostRow | undefined> {
      return db
        .selectFrom('blog_posts')
        .selectAll()
        .where(published)
        .where('slug', '=', slug)
        .executeTakeFirst()
    },

    async listRelated(country: string, excludeId: string, limit: number): Promise<SummaryRow[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .select(SUMMARY_COLUMNS)
        .where(published)
        .where('country', '=', country)
        .where('id', '<>', excludeId)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows as SummaryRow[]
    },

    async listByCountry(country: string, limit: number): Promise<SummaryRow[]> {
      const rows = await db
        .selectFrom('blog_posts')
        .select(SUMMARY_COLUMNS)
        .where(published)
        .where('country', '=', country)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows as SummaryRow[]
    },

    /** The newest published posts with what a feed item needs. */
    async listLatest(limit: number) {
      return db
        .selectFrom('blog_posts')
        .select([
          'slug',
          'title',
          'excerpt',
          'meta_description',
          'tags',
          'author',
          'published_at',
          'updated_at',
        ])
        .where(published)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute()
    },

    /** Every published post's slug and last change, for the sitemap (a few thousand rows at most). */
    async listPublishedSlugs() {
      return db
        .selectFrom('blog_posts')
        .select(['slug', 'updated_at'])
        .where(published)
        .orderBy('published_at', 'desc')
        .orderBy('id')
        .execute()
    },

    /**
     * Changes whenever any post is inserted, updated or deleted: the row count plus the exact sum of every
     * updated_at. A save always moves its row's updated_at forward, so the sum moves even when two saves
     * commit out of order (a max() would miss the older one). Pages rendered from the blog are cached
     * against it, so every instance sees an edit at once. Scans blog_posts, which holds hundreds of rows.
     */
    async contentVersion(): Promise<string> {
      // PGlite: this process is the only writer, and counts its writes (db/write-generation.ts).
      const local = localWriteGeneration(db, 'blog_posts')
      if (local !== undefined) return `local:${local}`
      const row = await db
        .selectFrom('blog_posts')
        .select((eb) => [
          eb.fn.countAll<string>().as('count'),
          sql<string | null>`sum(extract(epoch from ${eb.ref('updated_at')}))::text`.as('stamp'),
        ])
        .executeTakeFirstOrThrow()
      return `${row.count}:${row.stamp ?? 0}`
    },

    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** Inserts posts; a slug that exists already is updated in place (the seed command re-runs safely). */
    async upsertBySlug(posts: NewBlogPostRow[]): Promise<void> {
      if (posts.length === 0) return
      await db
        .insertInto('blog_posts')
        .values(posts)
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            excerpt: eb.ref('excluded.excerpt'),
            meta_description: eb.ref('excluded.meta_description'),
            content: eb.ref('excluded.content'),
            tags: eb.ref('excluded.tags'),
            country: eb.ref('excluded.country'),
            featured: eb.ref('excluded.featured'),
            author: eb.ref('excluded.author'),
            status: eb.ref('excluded.status'),
            published_at: eb.ref('excluded.published_at'),
            reading_time: eb.ref('excluded.reading_time'),
            keywords: eb.ref('excluded.keywords'),
            schema: eb.ref('excluded.schema'),
            updated_at: sql`now()`,
          })),
        )
        .execute()
    },
  }
}

export type BlogRepository = ReturnType<typeof createBlogRepository>

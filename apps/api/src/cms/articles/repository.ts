// The staff's queries on blog_posts: drafts included, newest change first. The public reads stay in
// blog/repository.ts; this module is the only place the CMS writes articles.
import type { ArticleStatus } from '@vps/specs'
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { containsPattern } from '../../blog/repository.ts'
import type { BlogPostRow, BlogPostRowUpdate, Database, NewBlogPostRow } from '../../db/types.ts'

type Executor = Kysely<Database>
type Eb = ExpressionBuilder<Database, 'blog_posts'>

export interface ArticleFilter {
  search?: string | undefined
  country?: string | undefined
  status?: ArticleStatus | undefined
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'country',
  'status',
  'featured',
  'author',
  'published_at',
  'updated_at',
] as const

export type ArticleSummaryRow = Pick<BlogPostRow, (typeof SUMMARY_COLUMNS)[number]>

function matches(eb: Eb, filter: ArticleFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = []
  if (filter.country) conditions.push(eb('country', '=', filter.country))
  if (filter.status) conditions.push(eb('status', '=', filter.status))
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    // Staff look articles up by what they remember: a title word, the slug, the excerpt or a tag.
    conditions.push(
      eb.or([
        eb('title', 'ilike', pattern),
        eb('slug', 'ilike', pattern),
        eb('excerpt', 'ilike', pattern),
        sql<SqlBool>`exists (select 1 from unnest(${eb.ref('tags')}) as tag where tag ilike ${pattern})`,
      ]),
    )
  }
  return eb.and(conditions)
}

export async function listArticles(
  db: Executor,
  filter: ArticleFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .select(SUMMARY_COLUMNS)
      .where((eb) => matches(eb, filter))
      .orderBy('updated_at', 'desc')
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
  return { rows, total: Number(counted.total) }
}

export async function findArticle(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Whether another article (not excludeId) already has this slug. */
export async function slugInUse(db: Executor, slug: string, excludeId?: string): Promise<boolean> {
  let query = db.selectFrom('blog_posts').select('id').where('slug', '=', slug)
  if (excludeId) query = query.where('id', '<>', excludeId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertArticle(db: Executor, row: NewBlogPostRow): Promise<BlogPostRow> {
  return db.insertInto('blog_posts').values(row).returningAll().executeTakeFirstOrThrow()
}

/**
 * Applies the change and stamps updated_at. A move to 'published' sets published_at only if the article
 * never had one, so the date readers see stays the date it first went out.
 */
export async function updateArticle(
  db: Executor,
  id: string,
  values: Omit<BlogPostRowUpdate, 'id' | 'published_at' | 'updated_at' | 'created_at'>,
): Promise<BlogPostRow | undefined> {
  return db
    .updateTable('blog_posts')
    .set((eb) => ({
      ...values,
      updated_at: sql<Date>`now()`,
      ...(values.status === 'published'
        ? { published_at: eb.fn.coalesce('published_at', sql<Date>`now()`) }
        : {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteArticle(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  return db.deleteFrom('blog_posts').where('id', '=', id).returningAll().executeTakeFirst()
}

export async function countByStatus(db: Executor): Promise<Record<ArticleStatus, number>> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute()
  const counts: Record<ArticleStatus, number> = { published: 0, draft: 0 }
  for (const row of rows) counts[row.status] = Number(row.count)
  return counts
}

// The inbox's queries on feedback (and the uploads row of its screenshot). Functions take the executor so
// the service decides what runs in one transaction.
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import { containsPattern } from '../../blog/repository.ts'
import type { Database, FeedbackRow } from '../../db/types.ts'

type Executor = Kysely<Database>
type Eb = ExpressionBuilder<Database, 'feedback'>

export type ReadFilter = 'all' | 'read' | 'unread'

export interface InboxFilter {
  search?: string | undefined
  status: ReadFilter
}

function matches(eb: Eb, filter: InboxFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = []
  if (filter.status === 'read') conditions.push(eb('read_at', 'is not', null))
  if (filter.status === 'unread') conditions.push(eb('read_at', 'is', null))
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    conditions.push(
      eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern), eb('message', 'ilike', pattern)]),
    )
  }
  return eb.and(conditions)
}

export async function listFeedback(
  db: Executor,
  filter: InboxFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('feedback')
      .selectAll()
      .where((eb) => matches(eb, filter))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where((eb) => matches(eb, filter))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(counted.total) }
}

/**
 * Marks read (keeping the first read time) or unread. Undefined when no such feedback exists.
 */
export async function setRead(db: Executor, id: string, read: boolean): Promise<FeedbackRow | undefined> {
  return db
    .updateTable('feedback')
    .set((eb) => ({ read_at: read ? eb.fn.coalesce('read_at', sql<Date>`now()`) : null }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

/** Removes the feedback and the record of its screenshot upload; returns the removed row. */
export async function deleteFeedback(db: Executor, id: string): Promise<FeedbackRow | undefined> {
  const row = await db.deleteFrom('feedback').where('id', '=', id).returningAll().executeTakeFirst()
  if (row?.image_key) await db.deleteFrom('uploads').where('key', '=', row.image_key).execute()
  return row
}

/** The stored key and sniffed type of a feedback's screenshot, or undefined when the feedback is unknown. */
export async function findScreenshot(
  db: Executor,
  id: string,
): Promise<{ key: string | null; contentType: string | null } | undefined> {
  return db
    .selectFrom('feedback')
    .leftJoin('uploads', 'uploads.key', 'feedback.image_key')
    .select(['feedback.image_key as key', 'uploads.content_type as contentType'])
    .where('feedback.id', '=', id)
    .executeTakeFirst()
}

export async function countFeedback(
  db: Executor,
  since: Date,
): Promise<{ thisWeek: number; unread: number }> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('created_at', '>=', since).as('thisWeek'),
      eb.fn.countAll<string>().filterWhere('read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow()
  return { thisWeek: Number(row.thisWeek), unread: Number(row.unread) }
}

// Every query of the feedback flow. Functions take the executor (the database or a transaction) so the
// service decides what runs together.
import type { Kysely } from 'kysely'
import type { Database, NewFeedbackRow, UploadRow } from '../db/types.ts'

type Executor = Kysely<Database>

export interface StoredUpload {
  size: number
  contentType: string
}

/** Records the first use of an upload address. False when the key was used before (on any instance). */
export async function claimUpload(db: Executor, key: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('uploads')
    .values({ key, status: 'receiving', created_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

export async function markUploadStored(
  db: Executor,
  key: string,
  upload: StoredUpload,
  at: Date,
): Promise<void> {
  await db
    .updateTable('uploads')
    .set({
      status: 'stored',
      size_bytes: upload.size,
      content_type: upload.contentType,
      stored_at: at,
    })
    .where('key', '=', key)
    .execute()
}

export async function markUploadFailed(db: Executor, key: string): Promise<void> {
  await db.updateTable('uploads').set({ status: 'failed' }).where('key', '=', key).execute()
}

/**
 * Records an upload first seen when it is submitted (a bucket receives the bytes, not us). Keeps an
 * existing row: a concurrent submission of the same key may have recorded it already.
 */
export async function recordCheckedUpload(
  db: Executor,
  key: string,
  upload: StoredUpload | 'failed',
  at: Date,
): Promise<void> {
  const values =
    upload === 'failed'
      ? { key, status: 'failed' as const, created_at: at }
      : {
          key,
          status: 'stored' as const,
          size_bytes: upload.size,
          content_type: upload.contentType,
          created_at: at,
          stored_at: at,
        }
  await db
    .insertInto('uploads')
    .values(values)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
}

export async function findUpload(db: Executor, key: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('key', '=', key).executeTakeFirst()
}

/**
 * Moves a stored upload to 'attached' in one statement, so two submissions naming the same screenshot
 * cannot both take it. False when it is not (or no longer) available.
 */
export async function attachUpload(db: Executor, key: string): Promise<boolean> {
  const row = await db
    .updateTable('uploads')
    .set({ status: 'attached' })
    .where('key', '=', key)
    .where('status', '=', 'stored')
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertFeedback(db: Executor, row: NewFeedbackRow): Promise<string> {
  const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

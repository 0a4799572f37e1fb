// Deletes screenshots no feedback took. A visitor's browser uploads the screenshot and posts the feedback
// at once, so an upload still unattached well after its address expired never will be: a form abandoned
// between the two calls, a client that only uploads (10 MiB a minute per address were stored and kept
// forever), or the `.part` file and 'receiving' row of an upload the process died in the middle of.
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import type { ObjectStorage } from '../storage/types.ts'
import { FEEDBACK_OPTIONS } from './options.ts'

/** An upload is an orphan this long after it arrived: its address's life plus the sweep's grace. */
export const ORPHAN_AFTER_MS =
  (FEEDBACK_OPTIONS.uploadUrlTtlSeconds + FEEDBACK_OPTIONS.orphanGraceSeconds) * 1000

export interface SweepResult {
  /** Upload rows never attached, deleted with their objects. */
  rows: number
  /** Objects and leftovers in storage with no attached row (no row at all, or a row swept just now). */
  objects: number
}

const KEYS_PER_QUERY = 500

export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: Pick<ObjectStorage, 'list' | 'remove' | 'delete'>,
  folder: string,
  now: number,
  log?: FastifyBaseLogger,
): Promise<SweepResult> {
  const cutoff = new Date(now - ORPHAN_AFTER_MS)
  // The rows first, in one statement that skips anything attached meanwhile: a submission racing the
  // sweep either attached first (kept) or finds the row gone ('attach it again'), never half of each.
  const rows = await db
    .deleteFrom('uploads')
    .where('status', '!=', 'attached')
    .where('created_at', '<', cutoff)
    .returning('key')
    .execute()
  for (const { key } of rows) await storage.delete(key)

  // Then storage itself: objects a bucket received with no row yet, and local leftovers.
  let objects = 0
  let batch: Array<{ key: string; leftover: boolean; lastModified: Date }> = []
  const flush = async () => {
    const keys = batch.filter((entry) => !entry.leftover).map((entry) => entry.key)
    const attached = new Set(
      keys.length === 0
        ? []
        : (
            await db
              .selectFrom('uploads')
              .select('key')
              .where('key', 'in', keys)
              .where('status', '=', 'attached')
              .execute()
          ).map((row) => row.key),
    )
    for (const entry of batch) {
      if (attached.has(entry.key)) continue
      await storage.remove(entry)
      objects += 1
    }
    batch = []
  }
  for await (const entry of storage.list(folder)) {
    if (entry.lastModified >= cutoff) continue
    batch.push(entry)
    if (batch.length >= KEYS_PER_QUERY) await flush()
  }
  await flush()
  if (rows.length > 0 || objects > 0) log?.info({ rows: rows.length, objects }, 'Swept orphaned uploads')
  return { rows: rows.length, objects }
}

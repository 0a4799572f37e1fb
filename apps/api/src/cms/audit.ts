// The audit log of staff actions: who, what, when. Other areas call recordAudit with the executor of their
// write (inside the same transaction when there is one), so an action and its entry land together.
import type { AuditEntry } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { AuditLogRow } from '../db/tables/staff.ts'
import type { Database, JsonValue } from '../db/types.ts'
import type { StaffPrincipal } from './principal.ts'

export interface AuditInput {
  /** Null for events without a signed-in actor (a failed sign-in). */
  actor: Pick<StaffPrincipal, 'id' | 'email'> | null
  /** A dotted verb: 'article.publish', 'staff.update', 'auth.sign_in_failed'. */
  action: string
  /** 'article:<id>', 'country:vietnam', 'staff:<id>'; null when nothing in particular. */
  target?: string | null
  /** Never passwords, hashes or tokens. */
  details?: Record<string, JsonValue> | null
  /** Defaults to the database's now(); callers with a test clock pass theirs. */
  at?: Date
}

export async function recordAudit(db: Kysely<Database>, input: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      ...(input.at && { at: input.at }),
      actor_id: input.actor?.id ?? null,
      actor_email: input.actor?.email ?? null,
      action: input.action,
      target: input.target ?? null,
      details: input.details ? JSON.stringify(input.details) : null,
    })
    .execute()
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target,
    details: (row.details as Record<string, unknown> | null) ?? null,
  }
}

/** One page of the log, newest first, and the total count. */
export async function listAuditEntries(
  db: Kysely<Database>,
  { page, limit }: { page: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      // The identity id is the insertion order; timestamps can tie.
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { entries: rows.map(toAuditEntry), total: Number(count.total) }
}

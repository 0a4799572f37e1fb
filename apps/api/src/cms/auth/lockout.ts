// Temporary lockout after repeated failed sign-ins for one email, counted in the database so that it holds
// across instances and restarts. Applies to emails without an account too: a lockout reveals nothing.
import { CMS } from '@vps/specs'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/types.ts'

type Executor = Kysely<Database>

export async function isLockedOut(db: Executor, email: string, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_sign_in_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst()
  return row?.locked_until != null && row.locked_until.getTime() > now
}

/** Counts one failure; true when it starts a lockout. */
export async function recordFailure(db: Executor, email: string, now: number): Promise<boolean> {
  const at = new Date(now)
  const windowStart = new Date(now - CMS.lockoutWindowMs)
  // A failure after the window, or after a lockout that has ended, starts a new count. One statement, so
  // concurrent failures on several instances are all counted.
  const restart = sql<boolean>`staff_sign_in_failures.locked_until is not null or staff_sign_in_failures.window_started_at <= ${windowStart}`
  const row = await db
    .insertInto('staff_sign_in_failures')
    .values({ email, failures: 1, window_started_at: at, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql`case when ${restart} then 1 else staff_sign_in_failures.failures + 1 end`,
        window_started_at: sql`case when ${restart} then ${at}::timestamptz else staff_sign_in_failures.window_started_at end`,
        locked_until: null,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow()
  if (row.failures < CMS.lockoutThreshold) return false
  await db
    .updateTable('staff_sign_in_failures')
    .set({ locked_until: new Date(now + CMS.lockoutMs) })
    .where('email', '=', email)
    .execute()
  return true
}

export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_failures').where('email', '=', email).execute()
}

/** Deletes failure counts that can no longer lock anyone out (sign-in sweeps them, like expired sessions). */
export async function purgeStaleFailures(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('staff_sign_in_failures')
    .where('window_started_at', '<', new Date(now - CMS.lockoutWindowMs))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', new Date(now))]))
    .execute()
}

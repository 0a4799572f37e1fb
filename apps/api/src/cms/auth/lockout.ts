// Temporary lockout after repeated failed sign-ins for one email, counted in the database so that it holds
// across instances and restarts. Applies to emails without an account too: a lockout reveals nothing.
//
// A password check is claimed before it runs, in one statement: the row counts the checks of this window,
// not the failures already known. Counting after the check let 30 simultaneous attempts all read "4 so far"
// and run 27-29 checks; claimed first, at most `lockoutThreshold` checks run per window however many
// arrive at once, on any number of instances.
import { CMS } from '@vps/specs'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/types.ts'

type Executor = Kysely<Database>

export type CheckClaim = { allowed: true; attempt: number } | { allowed: false }

/** Claims one password check for this email now; refused while locked out or once the window's checks are spent. */
export async function claimPasswordCheck(db: Executor, email: string, now: number): Promise<CheckClaim> {
  const at = new Date(now)
  const windowStart = new Date(now - CMS.lockoutWindowMs)
  // A claim after a lockout that has ended, or after the window, starts a new count.
  const restart = sql<boolean>`(staff_sign_in_failures.locked_until is not null and staff_sign_in_failures.locked_until <= ${at}::timestamptz)
    or (staff_sign_in_failures.locked_until is null and staff_sign_in_failures.window_started_at <= ${windowStart}::timestamptz)`
  const row = await db
    .insertInto('staff_sign_in_failures')
    .values({ email, failures: 1, window_started_at: at, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql`case when ${restart} then 1 else staff_sign_in_failures.failures + 1 end`,
        window_started_at: sql`case when ${restart} then ${at}::timestamptz else staff_sign_in_failures.window_started_at end`,
        locked_until: sql`case when ${restart} then null else staff_sign_in_failures.locked_until end`,
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow()
  const locked = row.locked_until != null && row.locked_until.getTime() > now
  if (locked || row.failures > CMS.lockoutThreshold) return { allowed: false }
  return { allowed: true, attempt: row.failures }
}

/** The claimed check failed; true when it was the window's last allowed one, which starts a lockout. */
export async function recordFailedCheck(
  db: Executor,
  email: string,
  attempt: number,
  now: number,
): Promise<boolean> {
  if (attempt < CMS.lockoutThreshold) return false
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

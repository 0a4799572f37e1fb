// The session store: one row per signed-in browser in staff_sessions. The cookie carries a random token; the
// row's id is its SHA-256, so a copy of the table cannot be turned back into cookies.
import { createHash, randomBytes } from 'node:crypto'
import { CMS } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { StaffUserRow } from '../../db/tables/staff.ts'
import type { Database } from '../../db/types.ts'

type Executor = Kysely<Database>

// Writing last_seen_at on every request would turn each read into a write; a minute of slack on a
// 30-minute idle limit is harmless.
export const TOUCH_INTERVAL_MS = 60_000

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex')

export interface NewSession {
  /** Goes in the cookie only; never stored. */
  token: string
  id: string
  csrfToken: string
}

export async function createSession(
  db: Executor,
  input: { userId: string; now: number; ip: string | null; userAgent: string | null },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url')
  const id = sessionIdOf(token)
  const csrfToken = randomBytes(32).toString('base64url')
  const now = new Date(input.now)
  await db
    .insertInto('staff_sessions')
    .values({
      id,
      user_id: input.userId,
      csrf_token: csrfToken,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(input.now + CMS.sessionMaxAgeMs),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .execute()
  return { token, id, csrfToken }
}

export type SessionUser = Omit<StaffUserRow, 'password_hash'>

export interface ActiveSession {
  id: string
  csrfToken: string
  user: SessionUser
}

/**
 * The live session for a cookie token, or null. An expired session (idle or absolute) is deleted on the
 * way; a disabled account has no live session.
 */
export async function findActiveSession(
  db: Executor,
  token: string,
  now: number,
): Promise<ActiveSession | null> {
  const id = sessionIdOf(token)
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.user_id')
    .select([
      's.csrf_token',
      's.last_seen_at',
      's.expires_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.disabled',
      'u.created_at',
      'u.last_sign_in_at',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst()
  if (!row) return null

  const idle = now - row.last_seen_at.getTime() > CMS.sessionIdleMs
  if (idle || now >= row.expires_at.getTime() || row.disabled) {
    await deleteSession(db, id)
    return null
  }
  if (now - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', id)
      .execute()
  }
  const { csrf_token, last_seen_at: _seen, expires_at: _expires, ...user } = row
  return { id, csrfToken: csrf_token, user }
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute()
}

/** Signs a user out everywhere (disabled, password changed). */
export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute()
}

/**
 * Deletes sessions past their idle or absolute end. Expired rows are harmless (they are refused and removed
 * when presented) but a browser that never comes back would leave its row forever; sign-in is a natural,
 * infrequent moment to sweep them.
 */
export async function purgeExpiredSessions(db: Executor, now: number): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', new Date(now)),
        eb('last_seen_at', '<', new Date(now - CMS.sessionIdleMs)),
      ]),
    )
    .execute()
}

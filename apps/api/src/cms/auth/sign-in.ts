// The sign-in decision: lockout, password check, new session. Every failure cause gets the same answer
// and the same work (argon2 runs for unknown emails too), so neither text nor timing tells which emails exist.
import { CMS_MESSAGES, type LoginRequest, type StaffUser } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { ApiError } from '../../errors.ts'
import { recordAudit } from '../audit.ts'
import { claimPasswordCheck, clearFailures, purgeStaleFailures, recordFailedCheck } from './lockout.ts'
import { verifyPassword } from './password.ts'
import { createSession, deleteSession, type NewSession, purgeExpiredSessions } from './sessions.ts'
import { findUserByEmail, toStaffUser, updateUser } from './users.ts'

export interface SignInContext {
  now: number
  ip: string | null
  userAgent: string | null
  /** The session of the cookie the browser already had, if any: replaced, never reused. */
  previousSessionId: string | null
}

const lockedOut = () => new ApiError(429, 'LOCKED_OUT', CMS_MESSAGES.lockedOut)

export async function signIn(
  db: Kysely<Database>,
  { email, password }: LoginRequest,
  context: SignInContext,
): Promise<{ session: NewSession; user: StaffUser }> {
  const at = new Date(context.now)
  const claim = await claimPasswordCheck(db, email, context.now)
  if (!claim.allowed) throw lockedOut()

  const user = await findUserByEmail(db, email)
  const passwordOk = await verifyPassword(user?.password_hash ?? null, password)
  if (!user || !passwordOk || user.disabled) {
    const locked = await recordFailedCheck(db, email, claim.attempt, context.now)
    await recordAudit(db, { actor: null, action: 'auth.sign_in_failed', details: { email }, at })
    if (locked) await recordAudit(db, { actor: null, action: 'auth.locked_out', details: { email }, at })
    throw new ApiError(401, 'SIGN_IN_FAILED', CMS_MESSAGES.signInFailed)
  }

  await clearFailures(db, email)
  await purgeExpiredSessions(db, context.now)
  await purgeStaleFailures(db, context.now)
  // A fresh id at every sign-in: a session id planted before sign-in (session fixation) is never promoted.
  if (context.previousSessionId) await deleteSession(db, context.previousSessionId)
  const session = await createSession(db, {
    userId: user.id,
    now: context.now,
    ip: context.ip,
    userAgent: context.userAgent,
  })
  const updated = (await updateUser(db, user.id, { lastSignInAt: at })) ?? user
  await recordAudit(db, { actor: user, action: 'auth.sign_in', at })
  return { session, user: toStaffUser(updated) }
}

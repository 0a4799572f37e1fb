// Staff account management (admin only): create and update, with the self-protection rules and the audit
// entries. Disabling an account or changing its password ends its sessions.
import { CMS_MESSAGES, type StaffCreate, type StaffUpdate, type StaffUser } from '@vps/specs'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database, JsonValue } from '../../db/types.ts'
import { ApiError } from '../../errors.ts'
import { recordAudit } from '../audit.ts'
import type { StaffPrincipal } from '../principal.ts'
import { hashPassword } from './password.ts'
import { findUserById, insertUser, toStaffUser, updateUser } from './users.ts'

const notFound = () => new ApiError(404, 'NOT_FOUND', CMS_MESSAGES.staffNotFound)
const isUuid = (id: string) => z.uuid().safeParse(id).success

export async function createStaff(
  db: Kysely<Database>,
  actor: StaffPrincipal,
  input: StaffCreate,
): Promise<StaffUser> {
  const passwordHash = await hashPassword(input.password)
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, {
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash,
    })
    if (!row) throw new ApiError(409, 'EMAIL_TAKEN', CMS_MESSAGES.emailTaken)
    await recordAudit(trx, {
      actor,
      action: 'staff.create',
      target: `staff:${row.id}`,
      details: { email: row.email, name: row.name, role: row.role },
    })
    return toStaffUser(row)
  })
}

export async function updateStaff(
  db: Kysely<Database>,
  actor: StaffPrincipal,
  id: string,
  changes: StaffUpdate,
): Promise<StaffUser> {
  if (!isUuid(id)) throw notFound()
  if (id === actor.id && (changes.disabled === true || (changes.role && changes.role !== 'admin'))) {
    throw new ApiError(409, 'CANNOT_DEMOTE_SELF', CMS_MESSAGES.cannotDemoteSelf)
  }
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password)
  return db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, id)
    if (!before) throw notFound()
    const row = await updateUser(trx, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.disabled !== undefined && { disabled: changes.disabled }),
      ...(passwordHash !== undefined && { passwordHash }),
    })
    if (!row) throw notFound()

    if (changes.disabled === true || passwordHash !== undefined) {
      // An admin changing their own password stays signed in here; every other session of theirs ends.
      let sessions = trx.deleteFrom('staff_sessions').where('user_id', '=', id)
      if (id === actor.id) sessions = sessions.where('id', '<>', actor.sessionId)
      await sessions.execute()
    }

    // What changed, from what to what; the password only as the fact that it changed.
    const details: Record<string, JsonValue> = {}
    for (const field of ['name', 'role', 'disabled'] as const) {
      if (changes[field] !== undefined && changes[field] !== before[field]) {
        details[field] = { from: before[field], to: changes[field] }
      }
    }
    if (passwordHash !== undefined) details.passwordChanged = true
    await recordAudit(trx, { actor, action: 'staff.update', target: `staff:${id}`, details })
    return toStaffUser(row)
  })
}

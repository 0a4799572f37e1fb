// Every query on staff_users, and the mapping from its rows to the StaffUser contract.
import type { StaffRole, StaffUser } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { StaffUserRow } from '../../db/tables/staff.ts'
import type { Database } from '../../db/types.ts'

type Executor = Kysely<Database>

export function toStaffUser(row: Omit<StaffUserRow, 'password_hash'>): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  }
}

export function findUserByEmail(db: Executor, email: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export function findUserById(db: Executor, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listUsers(db: Executor): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('email').execute()
}

export interface NewUser {
  email: string
  name: string
  role: StaffRole
  passwordHash: string
}

/** The created row, or null when the email is taken (checked by the unique constraint, race-free). */
export async function insertUser(db: Executor, user: NewUser): Promise<StaffUserRow | null> {
  const row = await db
    .insertInto('staff_users')
    .values({
      email: user.email.toLowerCase(),
      name: user.name,
      role: user.role,
      password_hash: user.passwordHash,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export interface UserChanges {
  name?: string
  role?: StaffRole
  disabled?: boolean
  passwordHash?: string
  lastSignInAt?: Date
}

export async function updateUser(
  db: Executor,
  id: string,
  changes: UserChanges,
): Promise<StaffUserRow | null> {
  const row = await db
    .updateTable('staff_users')
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.role !== undefined && { role: changes.role }),
      ...(changes.disabled !== undefined && { disabled: changes.disabled }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      ...(changes.lastSignInAt !== undefined && { last_sign_in_at: changes.lastSignInAt }),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

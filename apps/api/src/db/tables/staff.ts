// Staff accounts, sessions, sign-in throttling and the audit log (0004_staff).
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { JsonValue, Timestamp } from '../types.ts'

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export interface StaffUsersTable {
  id: Generated<string>
  /** Always lower-case. */
  email: string
  name: string
  role: 'admin' | 'editor'
  /** An argon2id PHC string. */
  password_hash: string
  disabled: Generated<boolean>
  created_at: Timestamp<Date | string | undefined>
  last_sign_in_at: NullableTimestamp
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  id: string
  user_id: string
  csrf_token: string
  created_at: Timestamp
  last_seen_at: Timestamp
  /** The absolute end, whatever the activity. */
  expires_at: Timestamp
  ip: string | null
  user_agent: string | null
}

export interface StaffSignInFailuresTable {
  email: string
  failures: number
  window_started_at: Timestamp
  locked_until: NullableTimestamp
}

export interface AuditLogTable {
  /** int8, read as a string on both drivers. */
  id: Generated<string>
  at: Timestamp<Date | string | undefined>
  actor_id: string | null
  actor_email: string | null
  action: string
  target: string | null
  details: JsonValue | null
}

export interface StaffTables {
  staff_users: StaffUsersTable
  staff_sessions: StaffSessionsTable
  staff_sign_in_failures: StaffSignInFailuresTable
  audit_log: AuditLogTable
}

export type StaffUserRow = Selectable<StaffUsersTable>
export type NewStaffUserRow = Insertable<StaffUsersTable>
export type StaffSessionRow = Selectable<StaffSessionsTable>
export type AuditLogRow = Selectable<AuditLogTable>

// Staff accounts, sessions, sign-in attempts and the audit log (0004_staff).
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the migration's owner
export interface StaffTables {}

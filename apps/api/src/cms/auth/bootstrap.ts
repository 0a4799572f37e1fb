// Creates a staff account from configuration (ADMIN_EMAIL and ADMIN_PASSWORD at start, or the staff:create
// CLI). There are no default credentials: without configuration no account exists and nobody can sign in.
import { CMS, type StaffRole } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { Env } from '../../env.ts'
import { recordAudit } from '../audit.ts'
import { hashPassword } from './password.ts'
import { findUserByEmail, insertUser } from './users.ts'

export interface AccountSpec {
  email: string
  password: string
  name: string
  role: StaffRole
}

/**
 * 'created' when the account was made, 'exists' when the email already had one, which is left exactly as it
 * is (a restart must not reset a password an admin has since changed). Safe when several instances start at
 * once: the email's unique constraint lets exactly one insert win.
 */
export async function ensureStaffAccount(
  db: Kysely<Database>,
  spec: AccountSpec,
): Promise<'created' | 'exists'> {
  const email = spec.email.trim().toLowerCase()
  // Skips the argon2 work on every ordinary restart.
  if (await findUserByEmail(db, email)) return 'exists'
  const passwordHash = await hashPassword(spec.password)
  return db.transaction().execute(async (trx) => {
    const row = await insertUser(trx, { email, name: spec.name, role: spec.role, passwordHash })
    if (!row) return 'exists'
    await recordAudit(trx, {
      actor: null,
      action: 'staff.bootstrap',
      target: `staff:${row.id}`,
      details: { email: row.email, role: row.role },
    })
    return 'created'
  })
}

interface BootstrapLog {
  info(message: string): void
  warn(message: string): void
}

/** The start-up step: the first admin from ADMIN_EMAIL and ADMIN_PASSWORD. Logs the email, never the password. */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  env: Pick<Env, 'adminEmail' | 'adminPassword'>,
  log: BootstrapLog,
): Promise<'created' | 'exists' | 'skipped'> {
  const { adminEmail, adminPassword } = env
  if (!adminEmail || !adminPassword) {
    if (adminEmail || adminPassword)
      log.warn('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin')
    return 'skipped'
  }
  // Production refuses this in parseEnv; elsewhere a short one is a development convenience worth a warning.
  if (adminPassword.length < CMS.minPasswordLength) {
    log.warn(`ADMIN_PASSWORD is shorter than ${CMS.minPasswordLength} characters`)
  }
  const result = await ensureStaffAccount(db, {
    email: adminEmail,
    password: adminPassword,
    name: 'Administrator',
    role: 'admin',
  })
  if (result === 'created') log.info(`Created the admin account ${adminEmail} from ADMIN_EMAIL`)
  return result
}

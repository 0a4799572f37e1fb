// Staff accounts, their sessions, sign-in throttling and the audit log. Frozen history like every migration:
// `Kysely<any>`, no app imports.
import { type Kysely, sql } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored lower-case so that the unique constraint is case-insensitive without citext.
    .addColumn('email', 'text', (col) => col.notNull().unique().check(sql`email = lower(email)`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'editor')`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute()

  // The id is the SHA-256 of the cookie's token: a copy of this table cannot be replayed as cookies.
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('staff_sessions_user_id_idx').on('staff_sessions').column('user_id').execute()

  // Failed sign-ins per email, in the database so that a lockout holds across instances. Keyed by the
  // email as typed (lower-cased), whether or not an account has it, so a lockout reveals nothing.
  await db.schema
    .createTable('staff_sign_in_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute()

  // An identity id orders entries by insertion, which the clock alone cannot (equal timestamps).
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'uuid', (col) => col.references('staff_users.id').onDelete('set null'))
    // Kept when the account goes, so the log still says who.
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('details', 'jsonb')
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('staff_sign_in_failures').execute()
  await db.schema.dropTable('staff_sessions').execute()
  await db.schema.dropTable('staff_users').execute()
}

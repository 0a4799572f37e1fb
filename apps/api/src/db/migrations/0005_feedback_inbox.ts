// Frozen history like every migration: `Kysely<any>`, no app imports.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(_db: Kysely<any>): Promise<void> {}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}

// Each destination's edit policy (background replacement allowed or refused). Frozen history like every
// migration: `Kysely<any>`, no app imports.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // Like name and spec (0006): null means the built-in policy from packages/specs, so a policy shipped or
  // corrected there still reaches every destination nobody changed. jsonb like spec.
  await db.schema.alterTable('destinations').addColumn('edit_policy', 'jsonb').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('destinations').dropColumn('edit_policy').execute()
}

// Each destination's documents beside its default one (docs/photo-documents.md). Frozen history like every
// migration: `Kysely<any>`, no app imports.
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on the current table types
export async function up(db: Kysely<any>): Promise<void> {
  // Like edit_policy (0007): null means the built-in documents from packages/specs, so documents shipped or
  // corrected there still reach every destination nobody changed. jsonb: an array of documents.
  await db.schema.alterTable('destinations').addColumn('documents', 'jsonb').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('destinations').dropColumn('documents').execute()
}

// The only module that queries destinations: the rows staff wrote. Built-in values are not stored here.
import type { CountrySpec } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { DestinationRow } from '../db/tables/destinations.ts'
import type { Database } from '../db/types.ts'

export type DestinationDb = Kysely<Database>

/** null = the built-in value (see 0006_destinations). */
export interface DestinationOverride {
  name: string | null
  spec: CountrySpec | null
}

const specText = (spec: CountrySpec | null) => (spec === null ? null : JSON.stringify(spec))

export function createDestinationRepository(db: DestinationDb) {
  return {
    all(): Promise<DestinationRow[]> {
      return db.selectFrom('destinations').selectAll().execute()
    },

    find(slug: string): Promise<DestinationRow | undefined> {
      return db.selectFrom('destinations').selectAll().where('slug', '=', slug).executeTakeFirst()
    },

    /** Inserts an added destination; false when the slug is already taken (the primary key decides races). */
    async insertAdded(slug: string, name: string, spec: CountrySpec): Promise<boolean> {
      const inserted = await db
        .insertInto('destinations')
        .values({ slug, name, spec: specText(spec), added: true })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst()
      return inserted !== undefined
    },

    /** Creates the row of a built-in on its first edit, or replaces the stored values. */
    async saveOverride(slug: string, values: DestinationOverride): Promise<void> {
      const spec = specText(values.spec)
      await db
        .insertInto('destinations')
        .values({ slug, name: values.name, spec })
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet({ name: values.name, spec, updated_at: new Date() }),
        )
        .execute()
    },

    async saveEnabled(slug: string, enabled: boolean): Promise<void> {
      await db
        .insertInto('destinations')
        .values({ slug, enabled })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ enabled, updated_at: new Date() }))
        .execute()
    },
  }
}

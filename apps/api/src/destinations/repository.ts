// The only module that queries destinations: the rows staff wrote. Built-in values are not stored here.
import type { CountrySpec, EditPolicy, PhotoDocument } from '@vps/specs'
import type { Kysely } from 'kysely'
import type { DestinationRow } from '../db/tables/destinations.ts'
import type { Database } from '../db/types.ts'

export type DestinationDb = Kysely<Database>

/** null = the built-in value (see 0006_destinations, 0007_destination_edit_policy, 0008_destination_documents). */
export interface DestinationOverride {
  name: string | null
  spec: CountrySpec | null
  editPolicy: EditPolicy | null
  documents: PhotoDocument[] | null
}

/**
 * An added destination: name and spec always stored; a null policy follows builtInEditPolicy, null documents
 * builtInDocuments (none for an added code).
 */
export interface AddedDestination {
  slug: string
  name: string
  spec: CountrySpec
  editPolicy: EditPolicy | null
  documents: PhotoDocument[] | null
}

// jsonb columns are written as their JSON text (tables/destinations.ts).
const jsonText = (value: object | null) => (value === null ? null : JSON.stringify(value))

export function createDestinationRepository(db: DestinationDb) {
  return {
    all(): Promise<DestinationRow[]> {
      return db.selectFrom('destinations').selectAll().execute()
    },

    find(slug: string): Promise<DestinationRow | undefined> {
      return db.selectFrom('destinations').selectAll().where('slug', '=', slug).executeTakeFirst()
    },

    /** Inserts an added destination; false when the slug is already taken (the primary key decides races). */
    async insertAdded({ slug, name, spec, editPolicy, documents }: AddedDestination): Promise<boolean> {
      const inserted = await db
        .insertInto('destinations')
        .values({
          slug,
          name,
          spec: jsonText(spec),
          edit_policy: jsonText(editPolicy),
          documents: jsonText(documents),
          added: true,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst()
      return inserted !== undefined
    },

    /** Creates the row of a built-in on its first edit, or replaces the stored values. */
    async saveOverride(slug: string, values: DestinationOverride): Promise<void> {
      const stored = {
        name: values.name,
        spec: jsonText(values.spec),
        edit_policy: jsonText(values.editPolicy),
        documents: jsonText(values.documents),
      }
      await db
        .insertInto('destinations')
        .values({ slug, ...stored })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ ...stored, updated_at: new Date() }))
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

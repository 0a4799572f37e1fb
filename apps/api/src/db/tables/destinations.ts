// Country destinations edited or added by staff (0006_destinations, 0007_destination_edit_policy,
// 0008_destination_documents).
import type { CountrySpec, EditPolicy, PhotoDocument } from '@vps/specs'
import type { ColumnType, Selectable } from 'kysely'
import type { Timestamp } from '../types.ts'

/** jsonb: read back as the object; written as its JSON text, which both drivers pass through unchanged. */
type JsonColumn<T> = ColumnType<T | null, string | null | undefined, string | null>

export interface DestinationsTable {
  slug: string
  /** Null: the built-in name. */
  name: string | null
  /** Null: the built-in spec from packages/specs. */
  spec: JsonColumn<CountrySpec>
  /** Null: the built-in edit policy from packages/specs (builtInEditPolicy). */
  edit_policy: JsonColumn<EditPolicy>
  /** Null: the built-in documents beside the default one (builtInDocuments); [] means none. */
  documents: JsonColumn<PhotoDocument[]>
  enabled: ColumnType<boolean, boolean | undefined, boolean>
  /** True for destinations staff added; false for a built-in's edit or toggle. */
  added: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp<Date | string | undefined>
  updated_at: Timestamp<Date | string | undefined>
}

export interface DestinationTables {
  destinations: DestinationsTable
}

export type DestinationRow = Selectable<DestinationsTable>

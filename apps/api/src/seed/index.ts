import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'

/** Called at every start; fills empty tables with initial content. The blog seed comes in a later issue. */
export async function seedIfEmpty(_db: Kysely<Database>): Promise<void> {}

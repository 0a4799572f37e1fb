// A count of writes to one table, kept in this process. On PGlite this process is the only writer (the
// folder lock, folder-lock.ts), so the count changes exactly when the table may have: the blog's cached
// pages check it instead of querying the database on every request (under a flood that query was the
// largest cost of a cached page). On PostgreSQL other instances write too, and the query stays.
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely'

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (TableNode.is(node)) return node.table.identifier.name
  if (AliasNode.is(node)) return tableName(node.node)
  return undefined
}

/** The tables a statement writes to (insert, update or delete; a raw query is not seen: none is used). */
function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableName(node.into)].filter((name): name is string => !!name)
  if (UpdateQueryNode.is(node)) return [tableName(node.table)].filter((name): name is string => !!name)
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName).filter((name): name is string => !!name)
  return []
}

/** Counts statements writing to `table`, before they run and again when they answer. */
export class TableWriteCounter implements KyselyPlugin {
  #generation = 0

  constructor(readonly table: string) {}

  get generation(): number {
    return this.#generation
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    // Before: a page rendered meanwhile is kept under the old count, so the next request renders again.
    if (writtenTables(node).includes(this.table)) this.#generation += 1
    return node
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result
  }
}

// Keyed by the Kysely instance (any of its table types).
const counters = new WeakMap<object, TableWriteCounter>()

export function registerWriteCounter(db: object, counter: TableWriteCounter): void {
  counters.set(db, counter)
}

/** The write count of `table` on this database when this process is its only writer; else undefined. */
export function localWriteGeneration(db: object, table: string): number | undefined {
  const counter = counters.get(db)
  return counter?.table === table ? counter.generation : undefined
}

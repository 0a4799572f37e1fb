// A count of writes to one table, kept in this process. On PGlite this process is the only writer (the
// folder lock, folder-lock.ts), so the count changes exactly when the table may have: the blog's cached
// pages check it instead of querying the database on every request (under a flood that query was the
// largest cost of a cached page). On PostgreSQL other instances write too, and the query stays; there a
// count only says what this process wrote (the destination pages use that: processWriteGeneration).
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type Kysely,
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

/** Counts statements writing to `table`, before they run. */
export class TableWriteCounter implements KyselyPlugin {
  #generation = 0

  /** `soleWriter`: no other process writes this database (PGlite), so the count is the table's own. */
  constructor(
    readonly table: string,
    readonly soleWriter: boolean,
  ) {}

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

// Found among the instance's plugins, so an instance made from it (withPlugin, a transaction) counts too.
function counterOf(db: Kysely<never>, table: string): TableWriteCounter | undefined {
  return db
    .getExecutor()
    .plugins.find(
      (plugin): plugin is TableWriteCounter => plugin instanceof TableWriteCounter && plugin.table === table,
    )
}

/** The write count of `table` on this database when this process is its only writer; else undefined. */
export function localWriteGeneration(db: object, table: string): number | undefined {
  const counter = counterOf(db as Kysely<never>, table)
  return counter?.soleWriter ? counter.generation : undefined
}

/** How many statements this process has sent that write `table` (other processes' writes not included). */
export function processWriteGeneration(db: object, table: string): number | undefined {
  return counterOf(db as Kysely<never>, table)?.generation
}

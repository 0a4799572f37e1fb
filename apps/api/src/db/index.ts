export { createDatabase, type DatabaseConfig, type DatabaseHandle } from './create.ts'
export { DatabaseFolderInUseError, LOCK_STALE_MS } from './folder-lock.ts'
export { type MigrateOptions, migrateToLatest } from './migrations/index.ts'
export type * from './types.ts'

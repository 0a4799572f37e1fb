export { createDatabase, type DatabaseConfig, type DatabaseHandle } from './create.ts'
export { type MigrateOptions, migrateToLatest } from './migrations/index.ts'
export type * from './types.ts'

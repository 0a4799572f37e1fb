// `pnpm --filter @vps/api seed`: migrates the configured database and writes the seed guides, updating guides
// that exist already (by slug). Reads the same environment as the server (DATABASE_URL or DATA_DIR).
import { mkdir } from 'node:fs/promises'
import { createDatabase, DatabaseFolderInUseError, migrateToLatest } from '../db/index.ts'
import { databaseConfig, EnvError, parseEnv } from '../env.ts'
import { seedGuides } from './index.ts'

async function main(): Promise<void> {
  const env = parseEnv()
  await mkdir(env.dataDir, { recursive: true })
  // Refuses at once while a server holds a PGlite folder (db/folder-lock.ts).
  const database = await createDatabase(databaseConfig(env))
  try {
    await migrateToLatest(database.db)
    const written = await seedGuides(database.db)
    console.log(`Seeded ${written} guides into ${env.database.driver}`)
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof EnvError || err instanceof DatabaseFolderInUseError ? err.message : err)
  process.exit(1)
})

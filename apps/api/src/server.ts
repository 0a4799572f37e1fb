// Process entry: env -> database -> migrations -> seed -> first admin -> app -> listen. Also the esbuild entry for dist/.
import { mkdir } from 'node:fs/promises'
import { buildApp } from './app.ts'
import { bootstrapAdmin } from './cms/auth/bootstrap.ts'
import { createDatabase, DatabaseFolderInUseError, LOCK_STALE_MS, migrateToLatest } from './db/index.ts'
import { databaseConfig, EnvError, parseEnv } from './env.ts'
import { seedIfEmpty } from './seed/index.ts'

async function main(): Promise<void> {
  const env = parseEnv()
  await mkdir(env.dataDir, { recursive: true })

  const started = performance.now()
  const config = databaseConfig(env)
  // A restart on the same folder waits for the old process to let go (or for a crashed one's lock to go
  // stale) instead of failing at once; anything still holding it after that is a second server.
  const database = await createDatabase(
    config.driver === 'pglite'
      ? {
          ...config,
          waitForLockMs: LOCK_STALE_MS + 2_000,
          onLockWait: () =>
            console.error(
              `The database folder ${config.dataDir} is held by another process: waiting up to ` +
                `${(LOCK_STALE_MS + 2_000) / 1000} s for it to stop (or for the lock of one that crashed to go stale).`,
            ),
        }
      : config,
  )
  const app = await buildApp({ db: database.db, driver: database.driver, env })

  try {
    const applied = await migrateToLatest(database.db)
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Applied database migrations')
    const seeded = await seedIfEmpty(database.db)
    if (seeded > 0) app.log.info({ guides: seeded }, 'Seeded the blog with the country guides')
    await bootstrapAdmin(database.db, env, app.log)
  } catch (err) {
    app.log.fatal({ err }, 'Database setup failed')
    await database.close()
    process.exit(1)
  }

  if (env.sessionSecretGenerated) {
    app.log.warn('SESSION_SECRET is not set: using a random secret, so sessions end when the process stops')
  }

  await app.listen({ port: env.port, host: env.host })
  const where = env.database.driver === 'pglite' ? env.database.dataDir : 'DATABASE_URL'
  app.log.info(
    `Listening on http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.port} ` +
      `(database: ${database.driver} at ${where}, ready in ${Math.round(performance.now() - started)} ms)`,
  )

  let closing = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: closing`)
    try {
      // Stops accepting connections and waits for in-flight requests before the database goes away.
      await app.close()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'Error while closing')
      process.exit(1)
    }
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((err: unknown) => {
  // Configuration errors land here before any logger exists; their message is the whole explanation.
  console.error(err instanceof EnvError || err instanceof DatabaseFolderInUseError ? err.message : err)
  process.exit(1)
})

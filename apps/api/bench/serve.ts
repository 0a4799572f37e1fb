// The API as the benchmark's child process: the real app on a fresh database, listening on loopback only,
// without the web build. Reports its port over IPC; closes cleanly (requests, then database) on SIGTERM.
import { buildApp } from '../src/app.ts'
import { createDatabase, type DatabaseConfig, LOCK_STALE_MS, migrateToLatest } from '../src/db/index.ts'
import { parseEnv } from '../src/env.ts'

const env = parseEnv()
if (env.host !== '127.0.0.1') throw new Error('The benchmark server listens on 127.0.0.1 only')

const config: DatabaseConfig =
  env.database.driver === 'postgres'
    ? { driver: 'postgres', connectionString: env.database.url, max: 20 }
    : // After a kill -9 (--kill) the restart waits for the dead process's lock to go stale.
      { driver: 'pglite', dataDir: env.database.dataDir, waitForLockMs: LOCK_STALE_MS + 2_000 }
const database = await createDatabase(config)
await migrateToLatest(database.db)
const app = await buildApp({ db: database.db, driver: database.driver, env, webDist: null })
await app.listen({ host: env.host, port: 0 })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, driver: database.driver })

// The bench asks for the memory after each run: collected first where --expose-gc allows.
process.on('message', (message) => {
  if (message !== 'memory') return
  ;(globalThis as { gc?: () => void }).gc?.()
  process.send?.(process.memoryUsage())
})

process.once('SIGTERM', async () => {
  await app.close()
  await database.close()
  process.exit(0)
})

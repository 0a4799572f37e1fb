// One process per PGlite folder. PGlite is an embedded database: two processes opening one folder each
// keep their own copy in memory and overwrite each other's files, so writes answered 201 by one are gone
// once both stop (40 of 80 in a test run). A rolling restart, a shared volume, or `seed`/`staff:create`
// run beside a live server all did that. The server and the maintenance commands take this lock first.
//
// proper-lockfile (MIT): a lock directory created atomically and kept fresh by its mtime, so a lock left
// by a crashed or killed process goes stale by itself, on any host sharing the folder (a process id would
// mean nothing across containers).
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import lockfile from 'proper-lockfile'

/** How long a lock whose holder stopped refreshing it still counts as held. */
export const LOCK_STALE_MS = 10_000
const LOCK_UPDATE_MS = 2_000
const LOCK_NAME = 'vps.lock'
const OWNER_NAME = 'vps.lock.owner'

export class DatabaseFolderInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The database folder ${dataDir} is in use by another process (a running server, \`seed\` or ` +
        '`staff:create`). Stop it first: two processes on one PGlite folder overwrite each other and lose ' +
        `writes. A lock left by a process that crashed frees itself ${LOCK_STALE_MS / 1000} s after it stopped.`,
    )
    this.name = 'DatabaseFolderInUseError'
  }
}

export interface FolderLockOptions {
  /** Wait up to this long for the folder to be free (a restart waits out the old process); 0 fails at once. */
  waitMs?: number
  /** Called if the lock is lost while held (its folder deleted, or taken over after a long stall). */
  onCompromised?: (error: Error) => void
  /** Called once when the folder is held and the wait begins (the server says so, rather than hang mute). */
  onWait?: () => void
}

/** Takes the folder's lock; resolves to its release. Throws DatabaseFolderInUseError when held elsewhere. */
export async function lockDataFolder(
  dataDir: string,
  options: FolderLockOptions = {},
): Promise<() => Promise<void>> {
  const waitMs = options.waitMs ?? 0
  const intervalMs = 1_000
  const take = (wait: number) =>
    lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, LOCK_NAME),
      stale: LOCK_STALE_MS,
      update: LOCK_UPDATE_MS,
      realpath: false,
      retries:
        wait > 0
          ? {
              retries: Math.ceil(wait / intervalMs),
              factor: 1,
              minTimeout: intervalMs,
              maxTimeout: intervalMs,
            }
          : 0,
      onCompromised:
        options.onCompromised ??
        ((error) => {
          // Writing on is what loses data: stop rather than risk it.
          console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping.`)
          process.exit(1)
        }),
    })
  const held = (error: unknown) => (error as { code?: string }).code === 'ELOCKED'
  let release: () => Promise<void>
  try {
    release = await take(0).catch(async (error: unknown) => {
      if (!held(error) || waitMs === 0) throw error
      options.onWait?.()
      return take(waitMs)
    })
  } catch (error) {
    if (held(error)) throw new DatabaseFolderInUseError(dataDir)
    throw error
  }
  // For whoever finds the folder locked: which process holds it.
  await writeFile(
    path.join(dataDir, OWNER_NAME),
    `${JSON.stringify({ pid: process.pid, command: process.argv.slice(1).join(' '), since: new Date().toISOString() })}\n`,
  ).catch(() => {})
  return async () => {
    await rm(path.join(dataDir, OWNER_NAME), { force: true })
    await release()
  }
}

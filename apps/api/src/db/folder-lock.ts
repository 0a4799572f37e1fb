// One process per PGlite folder. PGlite is an embedded database: two processes opening one folder each
// keep their own copy in memory and overwrite each other's files, so writes answered 201 by one are gone
// once both stop (40 of 80 in a test run). A rolling restart, a shared volume, or `seed`/`staff:create`
// run beside a live server all did that. The server and the maintenance commands take this lock first.
//
// proper-lockfile (MIT): a lock directory created atomically and kept fresh by its mtime, so a lock left
// by a crashed or killed process goes stale by itself, on any host sharing the folder (a process id would
// mean nothing across containers).
//
// A process that is alive but frozen (SIGSTOP, a paused container, a long swap storm) stops refreshing the
// lock too, so after LOCK_STALE_MS another process may take the folder over. The frozen one, once resumed,
// answered 201 to the writes it had in flight and lost them (issue #48: 3 of 598 over two runs). So each
// holder writes a token of its own into the owner file right after taking the lock and before opening the
// database, and checks it around every statement (assertHeld, used by db/fence.ts): a process that finds
// another's token there has lost the folder and never acknowledges another write.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import { DatabaseUnavailableError } from './unavailable.ts'

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
  /**
   * Called once if the lock is lost while held (its folder deleted, or taken over after a long stall). By
   * default the process says so and exits a moment later, after the requests in flight have been refused.
   */
  onCompromised?: (error: Error) => void
  /** Called once when the folder is held and the wait begins (the server says so, rather than hang mute). */
  onWait?: () => void
}

export interface FolderLock {
  /**
   * Throws DatabaseUnavailableError when this process no longer holds the folder (another process's token
   * is in the owner file, or none is), and reports the loss once. Synchronous: it runs around every
   * statement, and must not let another task in between the check and the statement.
   */
  assertHeld(): void
  release(): Promise<void>
}

/** Lets the requests in flight be refused (503) before the process goes. */
const EXIT_AFTER_LOSS_MS = 250

function exitOnLoss(dataDir: string) {
  return (error: Error) => {
    // Writing on is what loses data: stop rather than risk it.
    console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping.`)
    process.exitCode = 1
    setTimeout(() => process.exit(1), EXIT_AFTER_LOSS_MS)
  }
}

/** Takes the folder's lock. Throws DatabaseFolderInUseError when another process holds it. */
export async function lockDataFolder(dataDir: string, options: FolderLockOptions = {}): Promise<FolderLock> {
  const waitMs = options.waitMs ?? 0
  const intervalMs = 1_000
  const token = randomBytes(16).toString('hex')
  const ownerPath = path.join(dataDir, OWNER_NAME)
  let lost: Error | null = null
  const onLoss = options.onCompromised ?? exitOnLoss(dataDir)
  const reportLoss = (error: Error) => {
    if (lost) return
    lost = error
    onLoss(error)
  }
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
      onCompromised: reportLoss,
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
  // Which process holds the folder (for whoever finds it locked), and this holder's token (for assertHeld).
  // Written whole or not at all: a reader never sees half of it. Without it the lock cannot be checked, so
  // a failure here gives the folder back.
  const owner = {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
    token,
  }
  try {
    const partial = `${ownerPath}.${token}`
    await writeFile(partial, `${JSON.stringify(owner)}\n`)
    await rename(partial, ownerPath)
  } catch (error) {
    await release()
    throw error
  }

  const holdsToken = () => {
    try {
      return (JSON.parse(readFileSync(ownerPath, 'utf8')) as { token?: unknown }).token === token
    } catch {
      // Missing or unreadable: nothing says this process still holds the folder.
      return false
    }
  }
  return {
    assertHeld() {
      if (!lost && !holdsToken()) {
        reportLoss(new Error('another process has taken the folder over (its token is in the owner file)'))
      }
      if (lost) {
        throw new DatabaseUnavailableError(`This process no longer holds the database folder ${dataDir}`, {
          cause: lost,
        })
      }
    },
    async release() {
      // Only this holder's owner file: after a takeover the file names the new holder.
      const current = await readFile(ownerPath, 'utf8').catch(() => '')
      if (current.includes(token)) await rm(ownerPath, { force: true })
      if (!lost) await release()
    },
  }
}

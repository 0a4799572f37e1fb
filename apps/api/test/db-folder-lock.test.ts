// One process per PGlite folder (src/db/folder-lock.ts). Before, a second server, `seed` or `staff:create`
// opened a live server's folder without a word, and writes the server had answered 201 were lost.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createDatabase,
  DatabaseFolderInUseError,
  type DatabaseHandle,
  LOCK_STALE_MS,
} from '../src/db/index.ts'
import { tempDir } from './helpers.ts'

const apiRoot = path.resolve(import.meta.dirname, '..')
const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx')
const IN_USE = /The database folder .* is in use by another process/

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function dataDir(): { root: string; pglite: string } {
  const root = tempDir('folder-lock')
  cleanups.push(() => rmSync(root, { recursive: true, force: true }))
  return { root, pglite: path.join(root, 'pglite') }
}

async function open(dir: string, waitForLockMs = 0): Promise<DatabaseHandle> {
  const handle = await createDatabase({ driver: 'pglite', dataDir: dir, waitForLockMs })
  let closed = false
  cleanups.push(async () => {
    if (!closed) await handle.close()
  })
  return {
    ...handle,
    close: async () => {
      closed = true
      await handle.close()
    },
  }
}

/** Runs one of the package's entry points as its own process; resolves with its exit code and output. */
function run(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(tsx, [script, ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the script in a child process, and a kill must reach that one.
    detached: true,
  })
  const kill = () => {
    if (!child.pid) return
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // The group has ended already.
    }
  }
  cleanups.push(kill)
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, output }))
  })
  return { kill, exited, output: () => output }
}

describe('one process per PGlite folder', () => {
  it('refuses a second opening of a folder in use, and allows it once the first is closed', async () => {
    const { pglite } = dataDir()
    const first = await open(pglite)
    const second = createDatabase({ driver: 'pglite', dataDir: pglite })
    await expect(second).rejects.toBeInstanceOf(DatabaseFolderInUseError)
    await expect(second).rejects.toThrow(IN_USE)
    await first.close()
    const again = await open(pglite)
    await again.close()
  })

  it('waits for the folder when asked to, as a restarting server does', async () => {
    const { pglite } = dataDir()
    const first = await open(pglite)
    let waiting = false
    const second = createDatabase({
      driver: 'pglite',
      dataDir: pglite,
      waitForLockMs: 10_000,
      onLockWait: () => {
        waiting = true
      },
    })
    // It says it waits while the folder is held, and gets it once the first lets go.
    await expect.poll(() => waiting).toBe(true)
    await first.close()
    const opened = await second
    await opened.close()
  })

  it('makes `seed` and `staff:create` refuse with the message while the folder is held', async () => {
    const { root, pglite } = dataDir()
    await open(pglite)
    const seed = await run('src/seed/cli.ts', { DATA_DIR: root }).exited
    expect(seed.code).toBe(1)
    expect(seed.output).toMatch(IN_USE)
    const staff = await run(
      'src/cms/auth/create-staff-cli.ts',
      { DATA_DIR: root, ADMIN_PASSWORD: 'a long enough password 1' },
      ['--email', 'x@example.test', '--name', 'X'],
    ).exited
    expect(staff.code).toBe(1)
    expect(staff.output).toMatch(IN_USE)
    // Nothing was written beside the server's files.
    expect(existsSync(path.join(root, 'pglite', 'vps.lock'))).toBe(true)
  })

  it(`keeps a second server from starting, and frees the folder ${LOCK_STALE_MS / 1000} s after a server is killed`, async () => {
    const { root, pglite } = dataDir()
    const env = { DATA_DIR: root, PORT: '0', HOST: '127.0.0.1' }
    const server = run('src/server.ts', env)
    await expect.poll(() => server.output()).toMatch(/Listening on/)

    const second = await run('src/server.ts', env).exited
    expect(second.code).toBe(1)
    // It says it waits, then gives up with the message.
    expect(second.output).toMatch(/is held by another process: waiting up to 12 s/)
    expect(second.output).toMatch(IN_USE)

    server.kill()
    await server.exited
    // The killed server's lock goes stale; a restart waiting for it gets the folder.
    const reopened = await open(pglite, LOCK_STALE_MS + 5_000)
    await reopened.close()
  }, 240_000)
})

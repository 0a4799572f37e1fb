// Issue #48, item 5: a PGlite server frozen past its folder lock's staleness, the folder taken over by a
// second server, the first resumed. It used to answer 201 to the writes it had in flight, into files the
// second one owned, and those rows were lost. Every statement is now checked against the owner file's token
// on both sides (src/db/fence.ts): a process that lost the folder never acknowledges another write.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { SERVICE_MESSAGES } from '@vps/specs'
import { afterEach, describe, expect, it } from 'vitest'
import { fencedPGlite } from '../src/db/fence.ts'
import { lockDataFolder } from '../src/db/folder-lock.ts'
import { createDatabase, LOCK_STALE_MS, migrateToLatest } from '../src/db/index.ts'
import { DatabaseUnavailableError } from '../src/db/unavailable.ts'
import { buildFeedbackApp, VALID } from './feedback-helpers.ts'
import { tempDir } from './helpers.ts'

const apiRoot = path.resolve(import.meta.dirname, '..')
const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx')

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function folder(): string {
  const root = tempDir('fence')
  cleanups.push(() => rmSync(root, { recursive: true, force: true }))
  return root
}

/** What a second process writes once it has taken the folder over (folder-lock.ts). */
function takeOver(dataDir: string) {
  const owner = path.join(dataDir, 'vps.lock.owner')
  const token = randomBytes(16).toString('hex')
  writeFileSync(
    owner,
    JSON.stringify({ pid: 1, command: 'another server', since: new Date().toISOString(), token }),
  )
}

describe('the fence around every PGlite statement', () => {
  it('refuses a statement after another process took the folder, and the result of one that ran during it', async () => {
    const dataDir = folder()
    const losses: string[] = []
    const lock = await lockDataFolder(dataDir, { onCompromised: (error) => losses.push(error.message) })
    cleanups.push(() => lock.release())
    const ran: string[] = []
    // A stand-in PGlite: the second statement is the one during which the folder changes hands.
    const stand = {
      async query(sql: string) {
        ran.push(sql)
        if (sql === 'commit') takeOver(dataDir)
        return { rows: [], fields: [] }
      },
    } as unknown as PGlite
    const client = fencedPGlite(stand, lock)

    await expect(client.query('insert into feedback default values')).resolves.toEqual({
      rows: [],
      fields: [],
    })
    await expect(client.query('commit')).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await expect(client.query('select 1')).rejects.toThrow(/no longer holds the database folder/)
    // The COMMIT ran (its answer was refused); nothing ran after the loss was seen.
    expect(ran).toEqual(['insert into feedback default values', 'commit'])
    expect(losses).toEqual(['another process has taken the folder over (its token is in the owner file)'])
  })

  it('through the API: a write after the folder changed hands answers 503, never 201', async () => {
    const dataDir = path.join(folder(), 'pglite')
    const losses: string[] = []
    const database = await createDatabase({
      driver: 'pglite',
      dataDir,
      onLockLost: (error) => losses.push(error.message),
    })
    cleanups.push(() => database.close())
    await migrateToLatest(database.db)
    const { app } = await buildFeedbackApp(database)
    cleanups.push(() => app.close())

    const before = await app.inject({ method: 'POST', url: '/api/feedback', payload: VALID })
    expect(before.statusCode).toBe(201)
    takeOver(dataDir)
    const after = await app.inject({ method: 'POST', url: '/api/feedback', payload: VALID })
    expect(after.statusCode).toBe(503)
    expect(after.headers['retry-after']).toBe('5')
    expect(after.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_MESSAGES.databaseUnavailable },
    })
    expect(losses).toHaveLength(1)
  })

  it('leaves the owner file of the process that took over when the one that lost it closes', async () => {
    const dataDir = folder()
    const lock = await lockDataFolder(dataDir, { onCompromised: () => {} })
    takeOver(dataDir)
    expect(() => lock.assertHeld()).toThrow(DatabaseUnavailableError)
    await lock.release()
    expect(readFileSync(path.join(dataDir, 'vps.lock.owner'), 'utf8')).toContain('another server')
  })
})

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** `src/server.ts` as a process group of its own (tsx runs the server in a child), on a free port. */
async function server(dataRoot: string) {
  const port = await freePort()
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataRoot,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // To the whole group: tsx and the server it runs. A stop goes to tsx alone, which passes it on and
  // exits with the server's code (sent to both, tsx ended with 143 while the server was closing).
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch {
      // The group has ended.
    }
  }
  const stop = () => child.kill('SIGTERM')
  cleanups.push(() => signal('SIGKILL'))
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = () => expect.poll(() => output, { interval: 200 }).toMatch(/Listening on/)
  const base = `http://127.0.0.1:${port}`
  const submit = () =>
    fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    }).then(async (response) => ({ status: response.status, body: await response.text() }))
  return { signal, stop, exited, listening, submit, output: () => output }
}

describe('a frozen server and the one that takes its folder over', () => {
  it(`resumed after ${LOCK_STALE_MS / 1000} s and a takeover, the first server acknowledges nothing more and exits`, async () => {
    const root = folder()
    const first = await server(root)
    await first.listening()
    const stored = await first.submit()
    expect(stored.status).toBe(201)

    first.signal('SIGSTOP')
    const second = await server(root)
    // It waits for the frozen server's lock to go stale, then opens the folder.
    await second.listening()
    expect(second.output()).toMatch(/is held by another process: waiting up to/)

    // Sent to the frozen server, answered once it resumes.
    const inFlight = first.submit().catch((error: unknown) => ({ status: 0, body: String(error) }))
    first.signal('SIGCONT')
    const answer = await inFlight
    // Refused (503), or its connection ended with the process (0); a freeze past the 20 s header timeout
    // makes it a 408. Never the 201 it used to get.
    expect([0, 408, 503]).toContain(answer.status)
    if (answer.status === 503) expect(JSON.parse(answer.body).error.code).toBe('SERVICE_UNAVAILABLE')
    expect(await first.exited).toBe(1)
    expect(first.output()).toMatch(/Lost the lock on .*Stopping\./)

    // The second server holds the folder, with the row the first acknowledged before it froze.
    expect((await second.submit()).status).toBe(201)
    second.stop()
    expect(await second.exited).toBe(0)
    const reopened = await createDatabase({ driver: 'pglite', dataDir: path.join(root, 'pglite') })
    cleanups.push(() => reopened.close())
    const id = (JSON.parse(stored.body) as { id: string }).id
    const row = await reopened.db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst()
    expect(row?.id).toBe(id)
  }, 240_000)
})

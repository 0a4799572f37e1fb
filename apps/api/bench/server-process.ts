// The built server (apps/api/dist/server.js) as a benchmark's child process on loopback: started with the
// environment given, ready once /api/health answers, watched for an exit the bench did not ask for.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')
const SERVER = path.join(REPO_ROOT, 'apps/api/dist/server.js')

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  base: string
  /** The exit code or signal once the process has ended; undefined while it runs. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined
  /** What it wrote to stderr (kept to the last 64 KB), for a failure's explanation. */
  stderr(): string
  stop(signal?: NodeJS.Signals): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once GET base + path answers `status`, or throws after `timeoutMs`. */
export async function waitForStatus(base: string, status: number, timeoutMs: number, path = '/api/health') {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const answered = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(2_000) })
      .then(async (response) => {
        await response.arrayBuffer()
        return response.status
      })
      .catch(() => 0)
    if (answered === status) return
    await sleep(100)
  }
  throw new Error(`${base}${path} did not answer ${status} within ${timeoutMs / 1000} s`)
}

/**
 * Starts dist/server.js on a free loopback port. `env` is added to the bench's own environment, minus
 * DATABASE_URL unless given (a developer's own setting must not point the bench at their database).
 * `ready: false` returns at once (a second PGlite server waits for the folder's lock before it listens).
 */
export async function startServer(
  env: Record<string, string>,
  options: { ready?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [SERVER], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = `${stderr}${chunk}`.slice(-65_536)
  })
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal }
      resolve()
    }),
  )
  const base = `http://127.0.0.1:${port}`
  const handle: ServerProcess = {
    child,
    base,
    exited: () => exit,
    stderr: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (exit) return
      child.kill(signal)
      await ended
    },
  }
  if (options.ready === false) return handle
  try {
    await Promise.race([
      waitForStatus(base, 200, 60_000),
      ended.then(() => {
        throw new Error(`The server exited while starting (${JSON.stringify(exit)}):\n${stderr}`)
      }),
    ])
  } catch (error) {
    await handle.stop('SIGKILL')
    throw error
  }
  return handle
}

/** The machine's 1-minute load average, printed beside every timing (2 cores shared with other work). */
export const load = () => os.loadavg()[0]?.toFixed(2) ?? '-'

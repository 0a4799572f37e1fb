// A PostgreSQL cluster of one test's or bench's own: initdb in a temporary folder, started on a free
// loopback port, so that it can be restarted and its connections terminated without touching any server
// other people use. Needs PostgreSQL's server binaries (initdb, pg_ctl): POSTGRES_BIN, or the newest
// /usr/lib/postgresql/<version>/bin; `postgresServerBinaries()` is null where there are none, and the
// callers skip with that reason. PostgreSQL refuses to run as root: as root, the cluster runs as the
// `postgres` user (Debian's package creates it).
import { execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  /** `pg_ctl restart -m fast`: every connection is ended, the server is back once this resolves. */
  restart(): Promise<void>
  /** Ends every client connection but the one asking (pg_terminate_backend); resolves to how many. */
  terminateConnections(): Promise<number>
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>
}

const SKIP_REASON =
  'PostgreSQL server binaries (initdb, pg_ctl) not found: set POSTGRES_BIN or install postgresql'

/** The folder holding initdb and pg_ctl, or null. */
export function postgresServerBinaries(): string | null {
  const given = process.env.POSTGRES_BIN
  if (given) return existsSync(path.join(given, 'pg_ctl')) ? given : null
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = path.join(root, version, 'bin')
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin
  }
  return null
}

/** Why a private cluster cannot start here, or null when it can. */
export function privatePostgresSkipReason(): string | null {
  if (!postgresServerBinaries()) return SKIP_REASON
  if (process.getuid?.() === 0 && !postgresUser())
    return 'running as root without a `postgres` user to run PostgreSQL as'
  return null
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'))
    const [, , uid, gid] = line?.split(':') ?? []
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null
  } catch {
    return null
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresServerBinaries()
  if (!bin) throw new Error(SKIP_REASON)
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? postgresUser() : null
  if (asRoot && !owner)
    throw new Error('Running as root, and there is no `postgres` user to run PostgreSQL as')
  const folder = mkdtempSync(path.join(tmpdir(), 'vps-private-pg-'))
  const dataDir = path.join(folder, 'data')
  if (owner) chownSync(folder, owner.uid, owner.gid)
  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(bin, program), args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        // As another user, the bench's working folder may not be readable: start from the cluster's.
        cwd: folder,
        env: { ...process.env, LC_ALL: 'C' },
      })
      let output = ''
      child.stdout?.on('data', (chunk) => {
        output += chunk
      })
      child.stderr?.on('data', (chunk) => {
        output += chunk
      })
      child.once('error', reject)
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} exited ${code}:\n${output}`)),
      )
    })

  const port = await freePort()
  await run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ])
  // Loopback only, the socket in the cluster's own folder, and fast to stop: nothing here is kept.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`
  const ctl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', dataDir, '-w', '-t', '60', '-l', path.join(folder, 'server.log'), ...extra])
  await ctl('start', ['-o', options])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopped = false

  return {
    url,
    port,
    restart: () => ctl('restart', ['-m', 'fast', '-o', options]),
    async terminateConnections() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const result = await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where pid <> pg_backend_pid() and backend_type = 'client backend'`,
        )
        return result.rowCount ?? 0
      } finally {
        await client.end()
      }
    },
    async stop() {
      if (stopped) return
      stopped = true
      try {
        await ctl('stop', ['-m', 'immediate'])
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
  }
}

/** `pg_ctl (PostgreSQL) 15.x`, for a bench's header; null without the binaries. */
export function postgresVersion(): string | null {
  const bin = postgresServerBinaries()
  return bin ? execFileSync(path.join(bin, 'pg_ctl'), ['--version'], { encoding: 'utf8' }).trim() : null
}

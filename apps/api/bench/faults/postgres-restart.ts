// Issue #48, item 1: PostgreSQL restarts, and its connections are terminated, while API processes are busy.
// Three processes of the built server on a private cluster (test/private-postgres.ts), `inFlight` feedback
// submissions in flight spread over them, then `rounds` times: restart the cluster, wait, terminate every
// connection, wait. Afterwards every process must still run and answer /api/health, every id answered 201
// must be in the table, and no answer may be a 500 or carry the database's own words.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startPrivatePostgres } from '../../test/private-postgres.ts'
import { load, type ServerProcess, startServer, waitForStatus } from '../server-process.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Words of the driver, the database or a stack: none may reach a client. */
const INTERNALS =
  /Connection terminated|ECONN|terminating connection|database system|pg_|\bSQL|at .+\.(js|ts):\d+/i

interface Answer {
  at: number
  server: number
  status: number | 'error'
  id?: string
  retryAfter: string | null
  internals: boolean
}

export interface FaultEventRow {
  event: string
  answers: number
  created: number
  unavailable: number
  unavailableWithoutRetryAfter: number
  errors: number
  other: string
  recoveredMs: number | null
  load: string
}

export interface PostgresFaultsResult {
  rows: FaultEventRow[]
  processes: number
  processesUp: number
  acknowledged: number
  present: number
  serverErrors: number
  internals: number
}

async function submit(base: string, n: number): Promise<Omit<Answer, 'at' | 'server'>> {
  try {
    const response = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Fault bench ${n}`,
        email: `fault${n}@example.com`,
        feedback: `Fault bench submission number ${n}, with enough text to be valid.`,
      }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    const id = response.status === 201 ? (JSON.parse(text) as { id: string }).id : undefined
    return {
      status: response.status,
      ...(id ? { id } : {}),
      retryAfter: response.headers.get('retry-after'),
      internals: response.status !== 201 && INTERNALS.test(text),
    }
  } catch {
    return { status: 'error', retryAfter: null, internals: false }
  }
}

export async function postgresFaults(options: {
  inFlight: number
  processes?: number
  rounds?: number
  pauseMs?: number
}): Promise<PostgresFaultsResult> {
  const processCount = options.processes ?? 3
  const rounds = options.rounds ?? 3
  const pauseMs = options.pauseMs ?? 3_000
  const cluster = await startPrivatePostgres()
  const servers: ServerProcess[] = []
  // Local object storage only (feedback screenshots): the rows are in the cluster.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-faults-pg-'))
  try {
    const admin = new pg.Client({ connectionString: cluster.url })
    await admin.connect()
    await admin.query('create database vps_faults')
    await admin.end()
    const url = cluster.url.replace(/\/postgres$/, '/vps_faults')
    const env = {
      DATABASE_URL: url,
      RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
      DATA_DIR: '/nonexistent-unused',
    }
    // The first one migrates and seeds; the others start on the migrated database.
    servers.push(await startServer(env))
    servers.push(...(await Promise.all(Array.from({ length: processCount - 1 }, () => startServer(env)))))

    const answers: Answer[] = []
    let running = true
    let n = 0
    const load$ = Promise.all(
      Array.from({ length: options.inFlight }, async () => {
        while (running) {
          const i = n++
          const server = i % servers.length
          const base = (servers[server] as ServerProcess).base
          const answer = await submit(base, i)
          answers.push({ at: performance.now(), server, ...answer })
          // A refused connection comes back at once: do not spin on a dead process.
          if (answer.status === 'error') await sleep(50)
        }
      }),
    )

    const events: Array<{ name: string; start: number; end: number; load: string }> = []
    await sleep(pauseMs)
    for (let round = 1; round <= rounds; round++) {
      let start = performance.now()
      await cluster.restart()
      events.push({ name: `restart ${round}`, start, end: performance.now(), load: load() })
      await sleep(pauseMs)
      start = performance.now()
      const terminated = await cluster.terminateConnections()
      events.push({
        name: `terminate ${round} (${terminated} connections)`,
        start,
        end: performance.now(),
        load: load(),
      })
      await sleep(pauseMs)
    }
    running = false
    await load$

    const rows = events.map((event, index): FaultEventRow => {
      const until = events[index + 1]?.start ?? Number.POSITIVE_INFINITY
      const within = answers.filter((a) => a.at >= event.start && a.at < until)
      const counted = new Map<string, number>()
      for (const a of within) counted.set(String(a.status), (counted.get(String(a.status)) ?? 0) + 1)
      const firstCreated = within.find((a) => a.status === 201 && a.at >= event.end)
      const unavailable = within.filter((a) => a.status === 503)
      const other = [...counted.entries()].filter(([status]) => !['201', '503', 'error'].includes(status))
      return {
        event: event.name,
        answers: within.length,
        created: counted.get('201') ?? 0,
        unavailable: unavailable.length,
        unavailableWithoutRetryAfter: unavailable.filter((a) => !a.retryAfter).length,
        errors: counted.get('error') ?? 0,
        other: other.map(([status, count]) => `${status}: ${count}`).join(', ') || '-',
        recoveredMs: firstCreated ? firstCreated.at - event.end : null,
        load: event.load,
      }
    })

    // Up means running and answering: each process gets 15 s to answer its health check again.
    let processesUp = 0
    for (const server of servers) {
      if (server.exited()) continue
      const healthy = await waitForStatus(server.base, 200, 15_000).then(
        () => true,
        () => false,
      )
      if (healthy) processesUp++
    }

    const ids = answers.flatMap((a) => (a.id ? [a.id] : []))
    const reader = new pg.Client({ connectionString: url })
    await reader.connect()
    const found = await reader.query<{ count: string }>(
      'select count(*) from feedback where id = any($1::uuid[])',
      [ids],
    )
    await reader.end()
    return {
      rows,
      processes: servers.length,
      processesUp,
      acknowledged: ids.length,
      present: Number(found.rows[0]?.count ?? 0),
      serverErrors: answers.filter((a) => a.status === 500).length,
      internals: answers.filter((a) => a.internals).length,
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await cluster.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printPostgresFaults(result: PostgresFaultsResult, inFlight: number, version: string) {
  console.log(
    `\nPostgreSQL restarts and terminated connections (${version}, a private cluster): ${result.processes} API processes, ${inFlight} feedback submissions in flight\n`,
  )
  console.log(
    '| event | answers | 201 | 503 (without Retry-After) | connection errors | other | first 201 after | load |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of result.rows) {
    const recovered = row.recoveredMs === null ? 'none' : `${row.recoveredMs.toFixed(0)} ms`
    console.log(
      `| ${row.event} | ${row.answers} | ${row.created} | ${row.unavailable} (${row.unavailableWithoutRetryAfter}) | ${row.errors} | ${row.other} | ${recovered} | ${row.load} |`,
    )
  }
  console.log(
    `\nprocesses up and healthy: ${result.processesUp} of ${result.processes}; rows answered 201: ${result.acknowledged}, present: ${result.present}; 500s: ${result.serverErrors}; answers with internals: ${result.internals}`,
  )
}

export function postgresFaultsPassed(result: PostgresFaultsResult): boolean {
  return (
    result.processesUp === result.processes &&
    result.present === result.acknowledged &&
    result.serverErrors === 0 &&
    result.internals === 0 &&
    result.rows.every((row) => row.unavailableWithoutRetryAfter === 0)
  )
}

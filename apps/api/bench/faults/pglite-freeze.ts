// Issue #48, item 5: a PGlite server frozen (SIGSTOP) with writes in flight, for longer than its folder
// lock's staleness, so that a second server starting on the same folder takes it over; then the first is
// resumed. Every id either server answered 201 must be in the folder afterwards, and the first must exit.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabase } from '../../src/db/index.ts'
import { load, type ServerProcess, startServer, waitForStatus } from '../server-process.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface FreezeRow {
  run: number
  /** 201s from the first server before it froze, and from its in-flight requests after it resumed. */
  firstBefore: number
  firstAfterResume: string
  second: number
  missing: number
  firstExit: string
  frozenMs: number
  load: string
}

async function submit(base: string, n: number) {
  try {
    const response = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Freeze bench ${n}`,
        email: `freeze${n}@example.com`,
        feedback: `Freeze bench submission number ${n}, with enough text to be valid.`,
      }),
      signal: AbortSignal.timeout(60_000),
    })
    const body = (await response.json().catch(() => ({}))) as { id?: string }
    return { status: response.status, id: body.id }
  } catch {
    return { status: 'error' as const, id: undefined }
  }
}

async function oneRun(run: number, inFlight: number): Promise<FreezeRow> {
  const root = mkdtempSync(path.join(tmpdir(), 'vps-faults-freeze-'))
  const env = {
    DATA_DIR: root,
    RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
    WEB_DIST: path.join(root, 'no-web'),
  }
  const servers: ServerProcess[] = []
  try {
    const first = await startServer(env)
    servers.push(first)
    let current = first
    let resumed = false
    const firstIds: string[] = []
    const firstAfter = new Map<string, number>()
    const secondIds: string[] = []
    let running = true
    let n = 0
    const load$ = Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (running) {
          const target = current
          const answer = await submit(target.base, n++)
          if (target === first && answer.status === 201 && answer.id) firstIds.push(answer.id)
          if (target === first && resumed) {
            const key = String(answer.status)
            firstAfter.set(key, (firstAfter.get(key) ?? 0) + 1)
          } else if (target !== first && answer.status === 201 && answer.id) secondIds.push(answer.id)
          if (answer.status !== 201) await sleep(20)
        }
      }),
    )
    await sleep(1_500)
    first.child.kill('SIGSTOP')
    const frozenAt = performance.now()
    // Waits for the frozen server's lock to go stale, then opens the folder and listens.
    const second = await startServer(env, { ready: false })
    servers.push(second)
    await waitForStatus(second.base, 200, 60_000)
    first.child.kill('SIGCONT')
    resumed = true
    const frozenMs = performance.now() - frozenAt
    current = second
    await sleep(2_000)
    running = false
    await load$
    // The first must have gone by now: it lost the folder.
    const exitDeadline = Date.now() + 10_000
    while (!first.exited() && Date.now() < exitDeadline) await sleep(100)
    const firstExit = first.exited()
    await second.stop()

    const acknowledged = [...firstIds, ...secondIds]
    const database = await createDatabase({ driver: 'pglite', dataDir: path.join(root, 'pglite') })
    let present = 0
    try {
      for (let i = 0; i < acknowledged.length; i += 500) {
        const rows = await database.db
          .selectFrom('feedback')
          .select('id')
          .where('id', 'in', acknowledged.slice(i, i + 500))
          .execute()
        present += rows.length
      }
    } finally {
      await database.close()
    }
    return {
      run,
      firstBefore: firstIds.length - (firstAfter.get('201') ?? 0),
      firstAfterResume:
        [...firstAfter.entries()].map(([status, count]) => `${status}: ${count}`).join(', ') || '-',
      second: secondIds.length,
      missing: acknowledged.length - present,
      firstExit: firstExit ? `code ${firstExit.code ?? firstExit.signal}` : 'still running',
      frozenMs,
      load: load(),
    }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGCONT')
      await server.stop('SIGKILL')
    }
    rmSync(root, { recursive: true, force: true })
  }
}

export async function pgliteFreeze(options: { runs: number; inFlight: number }): Promise<FreezeRow[]> {
  const rows: FreezeRow[] = []
  for (let run = 1; run <= options.runs; run++) rows.push(await oneRun(run, options.inFlight))
  return rows
}

export function printFreezeRows(rows: FreezeRow[], inFlight: number) {
  console.log(
    `\nPGlite: the first server frozen (SIGSTOP) with ${inFlight} submissions in flight until a second one has taken its folder over, then resumed\n`,
  )
  console.log(
    '| run | 201s from the first before the freeze | its in-flight answers after resuming | 201s from the second | acknowledged rows missing | first server | frozen for | load |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) {
    console.log(
      `| ${row.run} | ${row.firstBefore} | ${row.firstAfterResume} | ${row.second} | ${row.missing} | ${row.firstExit} | ${(row.frozenMs / 1000).toFixed(1)} s | ${row.load} |`,
    )
  }
  const missing = rows.reduce((sum, row) => sum + row.missing, 0)
  const acknowledged = rows.reduce(
    (sum, row) =>
      sum + row.firstBefore + row.second + Number(/201: (\d+)/.exec(row.firstAfterResume)?.[1] ?? 0),
    0,
  )
  console.log(`\nacknowledged rows: ${acknowledged}, missing: ${missing}`)
}

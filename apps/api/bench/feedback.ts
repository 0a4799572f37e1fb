// `pnpm bench:feedback`: N submissions (default 2,000) with C in flight (default 50) against the real API in
// a child process on loopback, half of them with a screenshot through the real upload flow (address, PUT,
// submission). Bounded in count and time. Afterwards the server is stopped and the database reopened: every
// id answered with 201 must be there, with its screenshot on disk. Prints throughput, p50/p99 latency, and
// the number lost.
//
//   pnpm bench:feedback [--count 2000] [--concurrency 50] [--timeout 120] [--postgres] [--runs 1] [--kill 0]
//   --postgres runs on a fresh database created through TEST_DATABASE_URL (dropped afterwards).
//   --runs N sends the load N times to the same server and prints its memory after each run (RSS, and the
//   JS heap after a forced collection): flat, or growing with every run.
//   --kill K kills the server with SIGKILL K times during each run, at even intervals, and starts it again
//   on the same data (a restart waits out the killed process's folder lock); nothing answered 201 may be lost.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { imagePathFromUploadUrl } from '@vps/specs'
import { createDatabase } from '../src/db/index.ts'
import { createPostgresDatabase } from './postgres.ts'
import { ms, quantile } from './stats.ts'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '120' },
    postgres: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    kill: { type: 'string', default: '0' },
  },
})
const RUNS = Math.min(Math.max(1, Number(args.runs)), 20)
const KILLS = Math.min(Math.max(0, Number(args.kill)), 10)
const COUNT = Math.min(Number(args.count), 20_000)
const CONCURRENCY = Math.min(Number(args.concurrency), 200)
const TIMEOUT_MS = Math.min(Number(args.timeout), 600) * 1000

// A real 1x1 PNG padded to ~20 KB: screenshots are far larger than form fields, which is what costs.
const SCREENSHOT = Buffer.concat([
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63504d7efd1f' +
      '000497027356ddaf7c0000000049454e44ae426082',
    'hex',
  ),
  randomBytes(20_000),
])

// One secret for every start: upload addresses signed before a kill must verify after the restart.
const BENCH_SECRET = randomBytes(32).toString('hex')

interface Outcome {
  id?: string
  imagePath?: string
  status: number | 'error' | 'aborted'
  totalMs: number
  submitMs?: number
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-bench-'))
  const postgres = args.postgres ? await createPostgresDatabase() : null
  let server = await startServer(dataDir, postgres?.url)
  // Read per request: a restart after a kill listens on a new port.
  let base = `http://127.0.0.1:${server.port}`
  console.log(
    `API on ${base} (${server.driver}); ${COUNT} submissions, ${CONCURRENCY} in flight, ${TIMEOUT_MS / 1000} s limit` +
      `${RUNS > 1 ? `, ${RUNS} runs` : ''}${KILLS ? `, ${KILLS} SIGKILL + restart per run` : ''}`,
  )
  const all: Outcome[] = []
  const memory: string[] = []
  let failed = false
  for (let run = 1; run <= RUNS; run++) {
    const abort = new AbortController()
    // Every request listens on this one signal (undici drops its listener late); that is expected here.
    setMaxListeners(0, abort.signal)
    const deadline = setTimeout(() => abort.abort(), TIMEOUT_MS)
    const outcomes: Outcome[] = []
    let next = 0
    const started = performance.now()
    let restarts = Promise.resolve()
    const killAt = Array.from({ length: KILLS }, (_, k) => Math.round(((k + 1) * COUNT) / (KILLS + 1)))
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < COUNT && !abort.signal.aborted) {
          const i = next++
          if (killAt.includes(i)) {
            // kill -9 mid-load, then start again on the same data; requests in flight fail, none may be lost.
            restarts = restarts.then(async () => {
              const killed = server.child
              const exited = new Promise((resolve) => killed.once('exit', resolve))
              killed.kill('SIGKILL')
              await exited
              server = await startServer(dataDir, postgres?.url)
              base = `http://127.0.0.1:${server.port}`
            })
          }
          let outcome = await submitOne(() => base, i, abort.signal)
          // A client whose request died with the server tries once more when it is back (a new submission).
          if (outcome.status === 'error' && KILLS > 0) {
            await restarts
            outcomes.push(outcome)
            outcome = await submitOne(() => base, i, abort.signal)
          }
          outcomes.push(outcome)
        }
      }),
    )
    await restarts
    const elapsedMs = performance.now() - started
    clearTimeout(deadline)
    all.push(...outcomes)
    if (RUNS > 1 || KILLS > 0) console.log(`\nrun ${run}`)
    report(outcomes, elapsedMs, null, abort.signal.aborted)
    failed ||= abort.signal.aborted
    const usage = await serverMemory(server.child)
    memory.push(
      `| ${run} | ${mb(usage.rss)} | ${mb(usage.heapUsed)} | ${mb(usage.external + usage.arrayBuffers)} |`,
    )
  }

  await stopServer(server.child)
  const check = await verify(dataDir, postgres?.url, all)
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  console.log(
    `\nall runs: 201s: ${check.accepted}, in the database after restart: ${check.found}, LOST: ${check.lost}, ` +
      `screenshots missing: ${check.missingScreenshots}`,
  )
  if (RUNS > 1) {
    console.log('\n| after run | server RSS | JS heap (after GC) | external + array buffers |')
    console.log('| --- | --- | --- | --- |')
    for (const row of memory) console.log(row)
  }
  if (check.lost > 0 || check.missingScreenshots > 0 || failed) process.exitCode = 1
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

/** The server's memory, asked over IPC after a forced garbage collection (serve.ts). */
function serverMemory(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as NodeJS.MemoryUsage))
    child.send('memory')
  })
}

async function submitOne(currentBase: () => string, i: number, signal: AbortSignal): Promise<Outcome> {
  const t0 = performance.now()
  const base = currentBase()
  try {
    let imagePath: string | undefined
    if (i % 2 === 1) {
      const minted = await fetch(`${base}/api/objects/upload`, { method: 'POST', signal })
      if (minted.status !== 200) return { status: minted.status, totalMs: performance.now() - t0 }
      const { uploadURL } = (await minted.json()) as { uploadURL: string }
      const put = await fetch(new URL(uploadURL, base), {
        method: 'PUT',
        body: SCREENSHOT,
        headers: { 'content-type': 'image/png' },
        signal,
      })
      await put.arrayBuffer()
      if (put.status !== 204) return { status: put.status, totalMs: performance.now() - t0 }
      imagePath = imagePathFromUploadUrl(uploadURL) ?? undefined
    }
    const t1 = performance.now()
    const res = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench ${i}`,
        email: `bench${i}@example.com`,
        feedback: `Benchmark submission number ${i}, with enough text to be valid.`,
        ...(imagePath ? { imagePath } : {}),
      }),
      signal,
    })
    const body = (await res.json()) as { id?: string }
    const now = performance.now()
    return { status: res.status, id: body.id, imagePath, totalMs: now - t0, submitMs: now - t1 }
  } catch {
    return { status: signal.aborted ? 'aborted' : 'error', totalMs: performance.now() - t0 }
  }
}

async function verify(dataDir: string, postgresUrl: string | undefined, outcomes: Outcome[]) {
  const accepted = outcomes.filter((o) => o.status === 201 && o.id)
  const ids = accepted.map((o) => o.id as string)
  const database = await createDatabase(
    postgresUrl
      ? { driver: 'postgres', connectionString: postgresUrl }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  )
  try {
    const rows = ids.length
      ? await database.db.selectFrom('feedback').select(['id', 'image_key']).where('id', 'in', ids).execute()
      : []
    const found = new Map(rows.map((r) => [r.id, r.image_key]))
    let missingScreenshots = 0
    for (const o of accepted) {
      if (!o.imagePath) continue
      const key = found.get(o.id as string)
      const file = key ? path.join(dataDir, 'objects', ...key.split('/')) : null
      if (!file || !existsSync(file)) missingScreenshots += 1
    }
    return { accepted: ids.length, found: found.size, lost: ids.length - found.size, missingScreenshots }
  } finally {
    await database.close()
  }
}

function report(
  outcomes: Outcome[],
  elapsedMs: number,
  check: Awaited<ReturnType<typeof verify>> | null,
  timedOut: boolean,
) {
  const byStatus = new Map<string, number>()
  for (const o of outcomes) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1)
  const ok = outcomes.filter((o) => o.status === 201)
  const total = ok.map((o) => o.totalMs)
  const plain = ok.filter((o) => !o.imagePath).map((o) => o.totalMs)
  const withShot = ok.filter((o) => o.imagePath).map((o) => o.totalMs)
  const submit = ok.map((o) => o.submitMs ?? 0)
  const line = (label: string, v: number[]) =>
    `  ${label.padEnd(34)} p50 ${ms(quantile(v, 0.5)).padStart(9)}   p99 ${ms(quantile(v, 0.99)).padStart(9)}`
  console.log(
    `\nfinished ${outcomes.length}/${COUNT} in ${(elapsedMs / 1000).toFixed(2)} s${timedOut ? ' (TIME LIMIT HIT)' : ''}`,
  )
  console.log(`  answers: ${[...byStatus].map(([s, n]) => `${s} x${n}`).join(', ')}`)
  console.log(`  throughput: ${(ok.length / (elapsedMs / 1000)).toFixed(1)} submissions/s`)
  console.log(line('latency, any submission', total))
  console.log(line('latency, text only (1 call)', plain))
  console.log(line('latency, with screenshot (3 calls)', withShot))
  console.log(line('POST /api/feedback alone', submit))
  if (!check) return
  console.log(
    `  201s: ${check.accepted}, in the database after restart: ${check.found}, LOST: ${check.lost}, ` +
      `screenshots missing: ${check.missingScreenshots}`,
  )
}

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', serve], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SESSION_SECRET: BENCH_SECRET,
      PUBLIC_SITE_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The per-client limits would stop a single benchmark client after ten requests.
      RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
      RATE_LIMIT_UPLOAD_PER_MINUTE: '1000000',
    },
  })
  const ready = await new Promise<{ port: number; driver: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 60 s')), 60_000)
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message as { port: number; driver: string })
    })
    child.once('exit', (code) => reject(new Error(`The API exited early (code ${code})`)))
  })
  return { child, ...ready }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

await main()

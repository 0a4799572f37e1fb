// `pnpm bench:feedback`: N submissions (default 2,000) with C in flight (default 50) against the real API in
// a child process on loopback, half of them with a screenshot through the real upload flow (address, PUT,
// submission). Bounded in count and time. Afterwards the server is stopped and the database reopened: every
// id answered with 201 must be there, with its screenshot on disk. Prints throughput, p50/p99 latency, and
// the number lost.
//
//   pnpm bench:feedback [--count 2000] [--concurrency 50] [--timeout 120] [--postgres]
//   --postgres runs on a fresh database created through TEST_DATABASE_URL (dropped afterwards).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { imagePathFromUploadUrl } from '@vps/specs'
import pg from 'pg'
import { createDatabase } from '../src/db/index.ts'
import { ms, quantile } from './stats.ts'

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '50' },
    timeout: { type: 'string', default: '120' },
    postgres: { type: 'boolean', default: false },
  },
})
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
  const server = await startServer(dataDir, postgres?.url)
  const base = `http://127.0.0.1:${server.port}`
  console.log(
    `API on ${base} (${server.driver}); ${COUNT} submissions, ${CONCURRENCY} in flight, ${TIMEOUT_MS / 1000} s limit`,
  )

  const abort = new AbortController()
  // Every request listens on this one signal (undici drops its listener late); that is expected here.
  setMaxListeners(0, abort.signal)
  const deadline = setTimeout(() => abort.abort(), TIMEOUT_MS)
  const outcomes: Outcome[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT && !abort.signal.aborted) {
        const i = next++
        outcomes.push(await submitOne(base, i, abort.signal))
      }
    }),
  )
  const elapsedMs = performance.now() - started
  clearTimeout(deadline)

  await stopServer(server.child)
  const check = await verify(dataDir, postgres?.url, outcomes)
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  report(outcomes, elapsedMs, check, abort.signal.aborted)
  if (check.lost > 0 || abort.signal.aborted) process.exitCode = 1
}

async function submitOne(base: string, i: number, signal: AbortSignal): Promise<Outcome> {
  const t0 = performance.now()
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
  check: Awaited<ReturnType<typeof verify>>,
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
  console.log(
    `  201s: ${check.accepted}, in the database after restart: ${check.found}, LOST: ${check.lost}, ` +
      `screenshots missing: ${check.missingScreenshots}`,
  )
}

async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', serve], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
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

async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('--postgres needs TEST_DATABASE_URL')
  const name = `vps_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

await main()

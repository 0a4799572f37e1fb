// pnpm --filter @vps/api bench:flood [--seconds=15] [--in-flight=50] [--postgres]
//
// A flood of URLs nobody asked for before, against the built site (apps/web built, `pnpm build`): unique
// '/blog?utm_source=<random>', unknown '/blog/<random-slug>' and unique '/blog?search=<random>' at
// --in-flight requests at a time, while one visitor loads '/', '/blog' and a guide one after another.
// Prints the flood's throughput per kind and the visitor's latency, first with no flood, then under it.
// The server runs as its own process (dist/server.js) on a fresh PGlite folder, or with --postgres on a
// fresh database made through TEST_DATABASE_URL (dropped afterwards). The visitor is a process of its own. Answers are not compressed: the
// flood client shares the 2 cores, and decompressing would be its cost, not the server's. Asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPostgresDatabase } from './postgres.ts'
import { ms, quantile } from './stats.ts'

const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const seconds = Number(flag('seconds') ?? 15)
const inFlight = Number(flag('in-flight') ?? 50)
const onPostgres = args.includes('--postgres')
const root = path.resolve(import.meta.dirname, '../../..')

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function start(databaseUrl?: string): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-flood-'))
  const port = await freePort()
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const env = { ...inherited, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { child, base, dataDir }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not start')
}

const random = () => Math.random().toString(36).slice(2, 10)
// The first two are the reference: the same URLs every time, answered from the build or the cache.
const FLOODS: Record<string, () => string> = {
  'same page (/, prerendered)': () => '/',
  'same page (/blog, cached)': () => '/blog',
  'utm (/blog?utm_source=…)': () => `/blog?utm_source=${random()}`,
  'unknown slug (/blog/…)': () => `/blog/no-such-${random()}`,
  'search (/blog?search=…)': () => `/blog?search=${random()}`,
}

// The visitor is its own process, as another visitor would be: in the flood's process its answers would
// wait behind the flood client's own event loop, and that wait is the bench's cost, not the server's.
const VISITOR_SCRIPT = `
const [base, until, ...pages] = process.argv.slice(1)
const times = []
for (let i = 0; Date.now() < Number(until); i++) {
  const started = performance.now()
  const response = await fetch(base + pages[i % pages.length])
  await response.arrayBuffer()
  times.push(performance.now() - started)
}
process.stdout.write(JSON.stringify(times))
`

async function visitor(base: string, until: number, guide: string): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', VISITOR_SCRIPT, base, String(until), '/', '/blog', guide],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  await new Promise((resolve) => child.once('exit', resolve))
  return JSON.parse(out) as number[]
}

async function flood(base: string, until: number, next: () => string): Promise<number> {
  let done = 0
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${base}${next()}`).catch(() => null)
        await response?.arrayBuffer()
        done += 1
      }
    }),
  )
  return done
}

const postgres = onPostgres ? await createPostgresDatabase() : null
const { child, base, dataDir } = await start(postgres?.url)
try {
  const list = (await (await fetch(`${base}/api/blog?limit=1`)).json()) as { posts: Array<{ slug: string }> }
  const guide = `/blog/${list.posts[0]?.slug}`
  // Warm: the renderer's bundle, the live cache.
  for (const url of ['/', '/blog', guide]) await (await fetch(`${base}${url}`)).arrayBuffer()

  const rows: string[] = []
  const quiet = await visitor(base, Date.now() + 5_000, guide)
  rows.push(`| none | - | ${ms(quantile(quiet, 0.5))} | ${ms(quantile(quiet, 0.95))} |`)
  for (const [kind, next] of Object.entries(FLOODS)) {
    const until = Date.now() + seconds * 1000
    const [served, times] = await Promise.all([flood(base, until, next), visitor(base, until, guide)])
    rows.push(
      `| ${kind} | ${(served / seconds).toFixed(0)}/s | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.95))} |`,
    )
  }
  console.log(
    `\n${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${inFlight} flood requests in flight, ${seconds} s per kind, one visitor loading /, /blog and a guide in turn\n`,
  )
  console.log('| flood | flood throughput | visitor p50 | visitor p95 |')
  console.log('| --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
} finally {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
  await postgres?.drop()
}

// The render flood of issue #48: once staff edit a destination, its pages are no longer the build's files.
// One client keeps `inFlight` requests on the edited destination's pages while another visitor, a process of
// its own, loads '/', '/blog', a guide and an unedited photo page in turn; then 300 addresses search the
// blog, each once per second. The visitor's p50 must stay under 20 ms.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { load, startServer } from '../server-process.ts'
import { ms, quantile } from '../stats.ts'
import { editDestination, signIn } from './staff.ts'

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-long-enough' }
const EDITED = 'japan'
/** The visitor's p50 every flood must leave it under (the bar). */
export const VISITOR_P50_LIMIT_MS = 20

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

async function visitor(base: string, until: number, pages: string[]): Promise<number[]> {
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', VISITOR_SCRIPT, base, String(until), ...pages],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  await new Promise((resolve) => child.once('exit', resolve))
  return JSON.parse(out) as number[]
}

const random = () => Math.random().toString(36).slice(2, 10)

interface Flood {
  name: string
  url: () => string
  /** The client address the request claims (TRUST_PROXY is on): one client unless given. */
  address?: () => string
}

const FLOODS: Flood[] = [
  { name: `edited photo page (/${EDITED}-visa-photo)`, url: () => `/${EDITED}-visa-photo` },
  { name: `edited landing page (/countries/${EDITED})`, url: () => `/countries/${EDITED}` },
  { name: 'edited photo page, unique query', url: () => `/${EDITED}-visa-photo?utm_source=${random()}` },
  { name: 'edited photo page, unknown document', url: () => `/${EDITED}-visa-photo?document=${random()}` },
  {
    name: 'unique blog searches from 300 addresses',
    url: () => `/blog?search=${random()}`,
    address: () => `10.48.${Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 150) + 1}`,
  },
]

async function flood(base: string, until: number, inFlight: number, kind: Flood) {
  const statuses = new Map<number | string, number>()
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < until) {
        const headers: Record<string, string> = kind.address ? { 'x-forwarded-for': kind.address() } : {}
        const status = await fetch(`${base}${kind.url()}`, { headers })
          .then(async (response) => {
            await response.arrayBuffer()
            return response.status
          })
          .catch(() => 'error')
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return statuses
}

export interface FloodRow {
  flood: string
  requests: number
  statuses: string
  p50: number
  p95: number
  load: string
}

export async function editedFlood(options: { seconds: number; inFlight: number }): Promise<FloodRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-faults-flood-'))
  const server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The 300 addresses arrive through x-forwarded-for, as from behind a load balancer.
    TRUST_PROXY: 'true',
  })
  try {
    const { base } = server
    const staff = await signIn(base, ADMIN.email, ADMIN.password)
    await editDestination(base, staff, EDITED, (spec) => ({ ...spec, face_coverage_max: 79 }))
    const list = (await (await fetch(`${base}/api/blog?limit=1`)).json()) as {
      posts: Array<{ slug: string }>
    }
    const pages = ['/', '/blog', `/blog/${list.posts[0]?.slug}`, '/vietnam-visa-photo']
    for (const url of [...pages, `/${EDITED}-visa-photo`]) await (await fetch(`${base}${url}`)).arrayBuffer()

    const rows: FloodRow[] = []
    const quiet = await visitor(base, Date.now() + 5_000, pages)
    rows.push({
      flood: 'none',
      requests: 0,
      statuses: '-',
      p50: quantile(quiet, 0.5),
      p95: quantile(quiet, 0.95),
      load: load(),
    })
    for (const kind of FLOODS) {
      const until = Date.now() + options.seconds * 1000
      const [statuses, times] = await Promise.all([
        flood(base, until, options.inFlight, kind),
        visitor(base, until, pages),
      ])
      const requests = [...statuses.values()].reduce((a, b) => a + b, 0)
      rows.push({
        flood: kind.name,
        requests,
        statuses: [...statuses.entries()].map(([status, count]) => `${status}: ${count}`).join(', '),
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        load: load(),
      })
    }
    if (server.exited()) throw new Error(`The server exited during the flood:\n${server.stderr()}`)
    return rows
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printFloodRows(rows: FloodRow[], seconds: number, inFlight: number) {
  console.log(
    `\nRender flood: ${inFlight} requests in flight from one client for ${seconds} s per kind (the searches from 300 addresses), one visitor loading /, /blog, a guide and /vietnam-visa-photo in turn\n`,
  )
  console.log('| flood | requests (statuses) | visitor p50 | visitor p95 | load |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const row of rows) {
    console.log(
      `| ${row.flood} | ${row.requests} (${row.statuses}) | ${ms(row.p50)} | ${ms(row.p95)} | ${row.load} |`,
    )
  }
}

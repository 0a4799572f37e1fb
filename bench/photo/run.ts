// pnpm bench:photo [--page=united-states] [--replace=on|off] [--first=10] [--think=5000] [--visits=3] [--runs=1]
//                  [--images=a.jpg,b.png] [--against=/path/to/another/checkout]
//
// The visa photo page in headless Chromium, on the portraits with a face in $TESTDATA_DIR/portraits
// (SOURCES.md), timed from the file being chosen to the verdict (the optimized state), read from the page's
// performance marks (vps:photo:chosen / decoded / optimized / exported and their `detail`).
//
// 1. The headline: the first photo on a freshly opened page, as most visitors meet it (they open a country page
//    once and make one photo). Each of `--first` runs opens a new tab, waits until the page has loaded and then
//    `--think` ms more (a visitor reading before choosing a file; the page may warm its engine meanwhile),
//    chooses one portrait (the next in the list each run) and closes the tab. The models are in the browser's
//    cache: one photo is made first, untimed, to put them there.
// 2. The first visit, nothing cached, on a slow phone: `--visits` runs (3), each in a new browser context
//    (empty cache), through one shared link of 1.6 Mbps down, 750 kbps up and 150 ms round trip, the CPU
//    slowed 4x (slow-visit.ts), the same reading time, then one portrait; each run twice, with the site's
//    service worker allowed (as visitors have it) and blocked. Timed from the file chosen to the verdict, and
//    from navigation to the verdict.
// 3. Warm photos: one tab, photos one after another (`--runs` passes over the portraits, 'New Image Upload'
//    between them), each downloaded; the tab's first photo is left out.
//
// --replace sets the page's background replacement switch (left out: the page's default, on where the
// document allows it, off where edits are refused: docs/background.md).
//
// --against=DIR also runs the built site in DIR (another checkout, e.g. a worktree at main's commit), on a
// port and browser context of its own, interleaved run by run with this one (which goes first alternates), so
// both see the same load: their ratio is the number to read on a busy machine.
//
// The machine's 1-minute load average is printed beside every timing, and a run taken above 1.5 is marked
// with '*': on a shared machine the absolute numbers move with the load, the ratios of interleaved runs much
// less.
//
// Builds nothing: it needs the built site (`pnpm build`) in each checkout; starts each built API on a free port
// with a temporary DATA_DIR. Prints tables; asserts nothing.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { launchBenchChromium } from '../chromium.ts'
import { testdataFolder } from '../testdata.ts'
import { SLOW, slowFirstVisit, type Visit } from './slow-visit.ts'

const root = path.resolve(import.meta.dirname, '../..')
const portraits = testdataFolder('portraits')
const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const country = flag('page') ?? 'united-states'
const runs = Number(flag('runs') ?? 1)
const firstRuns = Number(flag('first') ?? 10)
const thinkMs = Number(flag('think') ?? 5000)
const replace = flag('replace')
const against = flag('against')
const visits = Number(flag('visits') ?? 3)
/** Above this 1-minute load average a timing is marked: the machine has 2 shared cores. */
const BUSY = 1.5

// SOURCES.md: the files with no face (coffee, cat, rocket, kodim22, kodim23, the person seen from behind).
const NO_FACE = new Set([
  'skimage_coffee_noface.png',
  'skimage_cat_noface.png',
  'skimage_rocket_noface.jpg',
  'kodak_kodim22.png',
  'kodak_kodim23.png',
  'exif_orientation6_person_back.jpg',
])

function listPortraits(): string[] {
  const sources = readFileSync(path.join(portraits, 'SOURCES.md'), 'utf8')
  const files = [...sources.matchAll(/^\| ([\w.-]+\.(?:jpg|png)) \|/gm)].map((m) => m[1] as string)
  const only = flag('images')?.split(',')
  return files.filter((f) => !NO_FACE.has(f)).filter((f) => (only ? only.includes(f) : true))
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** Servers being stopped on purpose at the end. */
const stopping = new Set<unknown>()

async function startApi(checkout: string, port: number) {
  const server = path.join(checkout, 'apps/api/dist/server.js')
  try {
    readFileSync(server)
  } catch {
    throw new Error(`The built site is missing: run \`pnpm build\` first (${server})`)
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-bench-photo-'))
  const child = spawn(process.execPath, [server], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      WEB_DIST: path.join(checkout, 'apps/web/dist/client'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (r.ok) {
        // A server that goes away mid-run says why, rather than leaving a refused connection to guess from.
        child.once('exit', (code, signal) => {
          if (!stopping.has(child)) {
            console.error(
              `The API on ${port} (${checkout}) exited: ${code ?? signal}. ${stderr.slice(-2000)}`,
            )
          }
        })
        return { child, dataDir }
      }
    } catch {}
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error(`The API did not start on ${port}: ${stderr.slice(-2000)}`)
}

/** One built site under test: its server, its own browser context (its own cache). */
interface Build {
  label: string
  /** The built API's own port (the slow visits reach it through a link of their own). */
  port: number
  checkout: string
  commit: string
  url: string
  context: BrowserContext
  stop: () => void
}

function commitOf(checkout: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim()
  } catch {
    return '?'
  }
}

interface Row {
  file: string
  ok: boolean
  error?: string
  /** chosen → optimized (the page's own measure). */
  readyMs: number
  decodeMs: number
  detectMs: number
  qualityMs: number
  checkMs: number
  exportMs: number
  exportKb: number
  overall: boolean
  /** The 1-minute load average when the photo was chosen. */
  load: number
  /** Fresh-page runs: whether the page had finished warming its engine when the file was chosen (null: no warm-up). */
  warmBefore: boolean | null
}

type MarkDetail = Record<string, number | boolean | string | undefined>

async function marks(page: Page) {
  return page.evaluate(() => {
    const get = (name: string) => {
      const list = performance.getEntriesByName(`vps:photo:${name}`)
      const last = list[list.length - 1] as PerformanceMark | PerformanceMeasure | undefined
      return last
        ? { start: last.startTime, duration: last.duration, detail: (last as PerformanceMark).detail ?? null }
        : null
    }
    return {
      warm: get('warm'),
      chosen: get('chosen'),
      decoded: get('decoded'),
      optimized: get('optimized'),
      ready: get('ready'),
      exported: get('exported'),
    }
  })
}

const load1 = () => loadavg()[0] ?? Number.NaN

function emptyRow(file: string): Row {
  return {
    file,
    ok: false,
    readyMs: Number.NaN,
    decodeMs: Number.NaN,
    detectMs: Number.NaN,
    qualityMs: Number.NaN,
    checkMs: Number.NaN,
    exportMs: Number.NaN,
    exportKb: Number.NaN,
    overall: false,
    load: Number.NaN,
    warmBefore: null,
  }
}

/** Chooses `file`, waits for the verdict, optionally downloads, and reads the marks into `row`. */
async function photo(page: Page, file: string, download: boolean): Promise<Row> {
  const row = emptyRow(file)
  try {
    const tool = page.locator('[data-photo-phase]')
    row.load = load1()
    await page.getByLabel(/upload your photo/i).setInputFiles(path.join(portraits, file))
    await tool.and(page.locator('[data-photo-phase="optimized"]')).waitFor({ timeout: 120_000 })
    await page.getByTestId('compliance-panel').and(page.locator(':not([data-overall="pending"])')).waitFor()
    if (download) {
      await page.getByRole('button', { name: 'Download Photo' }).click()
      await page.getByTestId('export-receipt').waitFor({ timeout: 60_000 })
    }
    const m = await marks(page)
    const decoded = (m.decoded?.detail ?? {}) as MarkDetail
    const optimized = (m.optimized?.detail ?? {}) as MarkDetail
    const exported = (m.exported?.detail ?? {}) as MarkDetail
    Object.assign(row, {
      ok: true,
      readyMs: m.ready?.duration ?? Number.NaN,
      decodeMs: Number(decoded.decodeMs),
      detectMs: Number(optimized.detectMs),
      qualityMs: Number(optimized.qualityMs),
      checkMs: Number(optimized.checkMs),
      overall: optimized.overall === true,
      exportMs: Number(exported.exportMs),
      exportKb: Number(exported.kb),
      warmBefore: m.warm && m.chosen ? m.warm.start <= m.chosen.start : null,
    })
  } catch (error) {
    row.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  }
  return row
}

/** Opens the page in a new tab and waits until it has loaded and hydrated, with the wall switch set. */
async function openPage(build: Build, watch?: (page: Page) => void): Promise<Page> {
  const page = await build.context.newPage()
  watch?.(page)
  page.on('pageerror', (e) => console.error(`page (${build.label}): ${e.message}`))
  await page.goto(build.url)
  await page.waitForFunction(() => !('$_TSR' in window) && document.readyState === 'complete')
  const toggle = page.getByRole('switch', { name: /Replace the background/ })
  if (replace) await toggle.setChecked(replace === 'on')
  return page
}

/** The headline: one photo in a tab opened for it, after the visitor's reading time. */
async function firstPhoto(build: Build, file: string): Promise<Row> {
  const page = await openPage(build)
  try {
    await page.waitForTimeout(thinkMs)
    const row = await photo(page, file, false)
    // A page that never warms has no mark: null, not false.
    if (row.ok && !(await page.evaluate(() => performance.getEntriesByName('vps:photo:warm').length))) {
      row.warmBefore = (await page.locator('[data-engine]').count()) > 0 ? false : null
    }
    return row
  } finally {
    await page.close()
  }
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number
}

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '-')
const loadText = (v: number) => `load ${v.toFixed(2)}${v > BUSY ? '*' : ''}`
const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '-'

function line(build: Build, row: Row, extra = ''): string {
  const warm = row.warmBefore === null ? '' : row.warmBefore ? ' warm before file' : ' NOT warm before file'
  return (
    `${build.label.padEnd(12)} ${row.file.padEnd(40)} ${row.ok ? '' : `FAILED ${row.error} `}` +
    `ready ${ms(row.readyMs).padStart(5)} ms (decode ${ms(row.decodeMs)}, detect ${ms(row.detectMs)}, check ${ms(row.checkMs)})` +
    `${extra} ${loadText(row.load)}${warm}`
  )
}

function loadSummary(rows: Row[]): string {
  const loads = rows.map((r) => r.load).filter(Number.isFinite)
  if (loads.length === 0) return '-'
  const busy = loads.filter((l) => l > BUSY).length
  return `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} (median ${percentile(loads, 50).toFixed(1)}), ${busy}/${loads.length} above ${BUSY}`
}

async function startBuild(browser: Browser, label: string, checkout: string): Promise<Build> {
  const port = await freePort()
  const api = await startApi(checkout, port)
  // The site's service worker would fetch and keep the engine's files in the background (docs/offline.md),
  // adding its downloads and work to what is timed here: blocked, as in the browser tests. The models stay in
  // the browser's HTTP cache, which every tab of the context shares.
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  })
  await context.addInitScript('window.__name = (f) => f')
  return {
    label,
    port,
    checkout,
    commit: commitOf(checkout),
    url: `http://127.0.0.1:${port}/${country}-visa-photo`,
    context,
    stop: () => {
      stopping.add(api.child)
      api.child.kill()
      rmSync(api.dataDir, { recursive: true, force: true })
    },
  }
}

async function main() {
  const files = listPortraits()
  const browser = await launchBenchChromium()
  const builds: Build[] = []
  const first = new Map<Build, Row[]>()
  const warm = new Map<Build, Row[]>()
  const slow = new Map<Build, Visit[]>()
  const slowNoWorker = new Map<Build, Visit[]>()
  try {
    builds.push(await startBuild(browser, 'this build', root))
    if (against) builds.push(await startBuild(browser, 'against', path.resolve(against)))
    for (const build of builds) {
      first.set(build, [])
      warm.set(build, [])
      slow.set(build, [])
      slowNoWorker.set(build, [])
    }
    const probe = await openPage(builds[0] as Build)
    const replacing = await probe.getByRole('switch', { name: /Replace the background/ }).isChecked()
    await probe.close()
    console.log(
      `photo bench: /${country}-visa-photo, background ${replacing ? 'replaced' : 'kept'}, ` +
        `${builds.map((b) => `${b.label} = ${b.checkout} (${b.commit})`).join(', ')}; ` +
        `load average at start ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`,
    )
    // The models into each browser's cache: one photo, untimed, whose bytes on the wire (encoded bodies and
    // headers, the page's and its worker's) are the cold download.
    for (const build of builds) {
      let wireBytes = 0
      const primed = await openPage(build, (page) =>
        page.on('requestfinished', (request) => {
          request
            .sizes()
            .then((sizes) => {
              wireBytes += sizes.responseBodySize + sizes.responseHeadersSize
            })
            .catch(() => {})
        }),
      )
      const row = await photo(primed, files[0] as string, false)
      await primed.waitForTimeout(500)
      await primed.close()
      console.log(
        `${build.label.padEnd(12)} cache primed: ${ms(row.readyMs)} ms (not counted), ` +
          `cold download (page and first photo) ${(wireBytes / 1e6).toFixed(2)} MB on the wire`,
      )
    }

    console.log(
      `\n1. First photo on a freshly opened page, models cached (a new tab each, ${thinkMs} ms after load)`,
    )
    for (let i = 0; i < firstRuns; i++) {
      const file = files[i % files.length] as string
      const order = i % 2 === 0 ? builds : [...builds].reverse()
      for (const build of order) {
        const row = await firstPhoto(build, file).catch((error: unknown) => ({
          ...emptyRow(file),
          load: load1(),
          error: error instanceof Error ? error.message.split('\n')[0] : String(error),
        }))
        first.get(build)?.push(row)
        console.log(line(build, row))
      }
    }

    console.log(
      `\n2. First visit, nothing cached, ${SLOW.downloadBps / 1e6} Mbps and ${SLOW.latencyMs} ms, CPU ${SLOW.cpuSlowdown}x slower (a new browser context each, ${thinkMs} ms after load)`,
    )
    for (let i = 0; i < visits; i++) {
      const file = files[i % files.length] as string
      const order = i % 2 === 0 ? builds : [...builds].reverse()
      for (const build of order) {
        for (const serviceWorker of [true, false]) {
          const visit = await slowFirstVisit(
            browser,
            { port: build.port, path: new URL(build.url).pathname },
            file,
            {
              thinkMs,
              serviceWorker,
              load: load1,
              choose: (page, f) => photo(page, f, false),
            },
          )
          ;(serviceWorker ? slow : slowNoWorker).get(build)?.push(visit)
          console.log(
            `${build.label.padEnd(12)} ${file.padEnd(40)} service worker ${serviceWorker ? 'on ' : 'off'} ${visit.ok ? '' : `FAILED ${visit.error} `}` +
              `chosen → verdict ${ms(visit.readyMs)} ms, navigation → load ${ms(visit.loadMs)} ms, → verdict ${ms(visit.totalMs)} ms, ` +
              `${visit.wireMb.toFixed(2)} MB down the link, ${visit.workers} workers slowed, ${loadText(visit.load)}` +
              `${visit.warmBefore === null ? '' : visit.warmBefore ? ' warm before file' : ' NOT warm before file'}`,
          )
        }
      }
    }

    console.log(
      `\n3. Warm photos: one tab per build, ${files.length} portraits x ${runs}, the tab's first left out`,
    )
    // A failure here (a server gone) keeps the first photos' table.
    await warmPhotos(builds, files, warm).catch((error: unknown) =>
      console.error(`warm photos stopped: ${error}`),
    )
  } finally {
    await browser.close()
    for (const build of builds) build.stop()
  }
  report(builds, first, warm, slow, slowNoWorker)
}

async function warmPhotos(builds: Build[], files: string[], warm: Map<Build, Row[]>) {
  const pages = new Map<Build, Page>()
  for (const build of builds) pages.set(build, await openPage(build))
  let n = 0
  for (let run = 0; run < runs; run++) {
    for (const file of files) {
      const order = n++ % 2 === 0 ? builds : [...builds].reverse()
      for (const build of order) {
        const page = pages.get(build) as Page
        await page.evaluate(() => {
          performance.clearMarks()
          performance.clearMeasures()
        })
        const row = await photo(page, file, true)
        await page
          .getByRole('button', { name: 'New Image Upload' })
          .click({ timeout: 5000 })
          .catch(() => {})
        const rows = warm.get(build) as Row[]
        rows.push(row)
        const leftOut = rows.length === 1 ? " (left out: the tab's first)" : ''
        console.log(line(build, row, `, export ${ms(row.exportMs)} ms${leftOut}`))
      }
    }
  }
}

function report(
  builds: Build[],
  first: Map<Build, Row[]>,
  warm: Map<Build, Row[]>,
  slow: Map<Build, Visit[]>,
  slowNoWorker: Map<Build, Visit[]>,
) {
  const ok = (rows: Row[]) => rows.filter((r) => r.ok)
  const column = (rows: Row[], key: keyof Row) => ok(rows).map((r) => r[key] as number)
  const stats = (rows: Row[], key: keyof Row) => ({
    median: percentile(column(rows, key), 50),
    p95: percentile(column(rows, key), 95),
  })

  console.log(
    `\n| first photo, fresh page, models cached (${country}) | runs | median ms | p95 ms | warm before file | load average |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const build of builds) {
    const rows = first.get(build) as Row[]
    const { median, p95 } = stats(rows, 'readyMs')
    const warmed = rows.filter((r) => r.warmBefore === true).length
    const warmText = rows.some((r) => r.warmBefore !== null) ? `${warmed}/${rows.length}` : 'no warm-up'
    console.log(
      `| ${build.label} (${build.commit}) | ${ok(rows).length} | ${ms(median)} | ${ms(p95)} | ${warmText} | ${loadSummary(rows)} |`,
    )
  }
  console.log(
    `\n| first visit, nothing cached, slow link and CPU (${country}) | runs | chosen → verdict median / max ms | navigation → verdict median ms | down the link by the verdict, MB | load average |`,
  )
  console.log('|---|---|---|---|---|---|')
  for (const build of builds) {
    for (const [label, visits] of [
      ['service worker on', slow],
      ['service worker off', slowNoWorker],
    ] as const) {
      const visitsOk = (visits.get(build) as Visit[]).filter((v) => v.ok)
      const col = (key: 'readyMs' | 'totalMs' | 'wireMb') => visitsOk.map((v) => v[key])
      const loads = visitsOk.map((v) => v.load)
      console.log(
        `| ${build.label} (${build.commit}), ${label} | ${visitsOk.length} | ${ms(percentile(col('readyMs'), 50))} / ${ms(percentile(col('readyMs'), 100))} | ${ms(percentile(col('totalMs'), 50))} | ${percentile(col('wireMb'), 50).toFixed(2)} | ${loads.length ? `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` : '-'} |`,
      )
    }
  }
  console.log(
    `\n| warm photos (${country}) | photos | chosen → verdict median / p95 ms | detection median ms | check median ms | export median ms | load average |`,
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const build of builds) {
    const rows = (warm.get(build) as Row[]).slice(1)
    const ready = stats(rows, 'readyMs')
    console.log(
      `| ${build.label} (${build.commit}) | ${ok(rows).length} | ${ms(ready.median)} / ${ms(ready.p95)} | ${ms(stats(rows, 'detectMs').median)} | ${ms(stats(rows, 'checkMs').median)} | ${ms(stats(rows, 'exportMs').median)} | ${loadSummary(rows)} |`,
    )
  }
  const [a, b] = builds
  if (a && b) {
    const fa = stats(first.get(a) as Row[], 'readyMs')
    const fb = stats(first.get(b) as Row[], 'readyMs')
    const wa = stats((warm.get(a) as Row[]).slice(1), 'readyMs')
    const wb = stats((warm.get(b) as Row[]).slice(1), 'readyMs')
    console.log(
      `\nratios ${a.label} / ${b.label} (interleaved runs): first photo median ${ratio(fa.median, fb.median)}, ` +
        `p95 ${ratio(fa.p95, fb.p95)}; warm photos median ${ratio(wa.median, wb.median)}, p95 ${ratio(wa.p95, wb.p95)}`,
    )
  }
  const failed = [...first.values(), ...warm.values(), ...slow.values(), ...slowNoWorker.values()]
    .flat()
    .filter((r) => !r.ok)
  if (failed.length) console.log(`failed: ${failed.map((r) => `${r.file} (${r.error})`).join('; ')}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

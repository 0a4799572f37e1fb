// pnpm bench:photo [--page=united-states] [--replace=on|off] [--runs=1] [--images=a.jpg,b.png]
//
// --replace sets the page's background replacement switch before the first photo (left out: the page's
// default, on where the document allows it, off where edits are refused: docs/background.md).
// The visa photo page in headless Chromium, on every portrait with a face in $TESTDATA_DIR/portraits
// (SOURCES.md): time from the file being chosen to the optimized state ('Ready to Download' when the photo
// passes), with decode, detection and export times apart, read from the page's performance marks
// (vps:photo:chosen / decoded / optimized / exported and their `detail`).
//
// One tab, photos one after another as a visitor would ('New Image Upload' between them). The first photo
// also pays for starting the worker and loading the face model and codecs: it is reported on its own line
// ("cold") and kept out of the median and p95.
//
// Builds nothing: it needs the built site (`pnpm build`); starts the built API on a free port with a
// temporary DATA_DIR. Prints a table; asserts nothing.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { testdataFolder } from '../testdata.ts'

const root = path.resolve(import.meta.dirname, '../..')
const portraits = testdataFolder('portraits')
const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const country = flag('page') ?? 'united-states'
const runs = Number(flag('runs') ?? 1)
const replace = flag('replace')

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

async function startApi(port: number) {
  const server = path.join(root, 'apps/api/dist/server.js')
  try {
    readFileSync(server)
  } catch {
    throw new Error('The built site is missing: run `pnpm build` first (apps/api/dist/server.js)')
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-bench-photo-'))
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (r.ok) return { child, dataDir }
    } catch {}
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error(`The API did not start on ${port}: ${stderr.slice(-2000)}`)
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
  cold: boolean
}

type MarkDetail = Record<string, number | boolean | undefined>

async function marks(page: Page) {
  return page.evaluate(() => {
    const get = (name: string) => {
      const list = performance.getEntriesByName(`vps:photo:${name}`)
      const last = list[list.length - 1] as PerformanceMark | PerformanceMeasure | undefined
      return last ? { duration: last.duration, detail: (last as PerformanceMark).detail ?? null } : null
    }
    return {
      decoded: get('decoded'),
      optimized: get('optimized'),
      ready: get('ready'),
      exported: get('exported'),
      exportMeasure: get('export'),
    }
  })
}

async function runOne(page: Page, file: string, cold: boolean): Promise<Row> {
  const row: Row = {
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
    cold,
  }
  try {
    await page.evaluate(() => {
      performance.clearMarks()
      performance.clearMeasures()
    })
    const tool = page.locator('[data-photo-phase]')
    await page.getByLabel(/upload your photo/i).setInputFiles(path.join(portraits, file))
    await tool.and(page.locator('[data-photo-phase="optimized"]')).waitFor({ timeout: 60_000 })
    await page.getByTestId('compliance-panel').and(page.locator(':not([data-overall="pending"])')).waitFor()
    await page.getByRole('button', { name: 'Download Photo' }).click()
    await page.getByTestId('export-receipt').waitFor({ timeout: 60_000 })
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
    })
  } catch (error) {
    row.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  }
  await page
    .getByRole('button', { name: 'New Image Upload' })
    .click({ timeout: 5000 })
    .catch(() => {})
  return row
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number
}

const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)}` : '-')

async function main() {
  const files = listPortraits()
  const port = await freePort()
  const api = await startApi(port)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const rows: Row[] = []
  try {
    // The site's service worker would fetch and keep the engine's files in the background (docs/offline.md),
    // adding its downloads and work to what is timed here: blocked, as in the browser tests.
    const context = await browser.newContext({
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    })
    await context.addInitScript('window.__name = (f) => f')
    const page = await context.newPage()
    page.on('pageerror', (e) => console.error(`page: ${e.message}`))
    // Bytes on the wire (encoded bodies and headers) for the page and the first photo: the cold download.
    let wireBytes = 0
    const counting = { on: true }
    page.on('requestfinished', (request) => {
      if (!counting.on) return
      request
        .sizes()
        .then((s) => {
          wireBytes += s.responseBodySize + s.responseHeadersSize
        })
        .catch(() => {})
    })
    await page.goto(`http://127.0.0.1:${port}/${country}-visa-photo`)
    await page.waitForFunction(() => !('$_TSR' in window) && document.readyState === 'complete')
    const toggle = page.getByRole('switch', { name: /Replace the background/ })
    if (replace) await toggle.setChecked(replace === 'on')
    const replacing = await toggle.isChecked()
    console.log(
      `photo bench: /${country}-visa-photo, background ${replacing ? 'replaced' : 'kept'}, ${files.length} portraits with a face, ${runs} run(s)`,
    )
    let cold = true
    for (let run = 0; run < runs; run++) {
      for (const file of files) {
        const row = await runOne(page, file, cold)
        if (cold) {
          await page.waitForTimeout(500)
          counting.on = false
          console.log(`cold download (page + first photo): ${(wireBytes / 1e6).toFixed(2)} MB`)
        }
        cold = false
        rows.push(row)
        console.log(
          `${row.cold ? 'cold ' : '     '}${file.padEnd(40)} ${row.ok ? '' : `FAILED ${row.error}`}` +
            ` ready ${ms(row.readyMs)} ms (decode ${ms(row.decodeMs)}, detect ${ms(row.detectMs)}, check ${ms(row.checkMs)})` +
            ` export ${ms(row.exportMs)} ms, ${row.exportKb.toFixed(0)} KB, ${row.overall ? 'passes' : 'needs attention'}`,
        )
      }
    }
  } finally {
    await browser.close()
    api.child.kill()
    rmSync(api.dataDir, { recursive: true, force: true })
  }
  const warm = rows.filter((r) => r.ok && !r.cold)
  const column = (key: keyof Row) => warm.map((r) => r[key] as number)
  console.log(`\n| ${country}, ${warm.length} warm photos | median ms | p95 ms | max ms |`)
  console.log('|---|---|---|---|')
  for (const [label, key] of [
    ['file chosen → optimized (Ready to Download)', 'readyMs'],
    ['  decode (worker)', 'decodeMs'],
    ['  face detection (worker)', 'detectMs'],
    ['  quality measures (worker, once per photo)', 'qualityMs'],
    ['  compliance check (worker)', 'checkMs'],
    ['export, verified (worker)', 'exportMs'],
  ] as const) {
    const values = column(key)
    console.log(
      `| ${label} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(Math.max(...values))} |`,
    )
  }
  const first = rows.find((r) => r.cold)
  if (first)
    console.log(
      `\ncold first photo (${first.file}): ready ${ms(first.readyMs)} ms, export ${ms(first.exportMs)} ms`,
    )
  const failed = rows.filter((r) => !r.ok)
  if (failed.length) console.log(`failed: ${failed.map((r) => `${r.file} (${r.error})`).join('; ')}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

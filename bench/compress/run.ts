// pnpm bench:compress [--quick] [--timeout=60] [--targets=10,50] [--images=a.jpg,b.png]
// pnpm bench:compress --held-out [--seed=22] [--limit=36] [--memory-runs=100] [--keep-images] [--targets=…]
//
// Compares, in one headless Chromium run on $TESTDATA_DIR/compress (manifest order; --quick: its quick
// subset) × targets 10-500 KB:
//   engine — this site's engine through the real built page /compress-to-{N}kb (file chosen, result read back);
//   bic    — browser-image-compression 2.0.2 (maxSizeMB = N/1024, image/jpeg, web worker served locally);
//   spec   — the product spec's reference algorithm on canvas (page/spec-algorithm.js; docs/compress-engine.md).
// Builds nothing: it needs the built site (`pnpm build`), starts the built API on a free port with a temporary
// DATA_DIR, and serves the bench page itself. Prints a table; asserts nothing.
//
// --held-out (issue #22): instead of the corpus, about 36 images made at run time from the corpora (seeded
// crops, odd sizes, a panorama, noise, graphics drawn by the bench page, grey and 16-bit PNGs:
// held-out-images.ts) into a temporary folder deleted at the end, over the 14 targets 10-500 KB; then the
// window share on reachable pairs, engine ÷ spec time per image class, the slowest pairs
// (held-out-report.ts) and the tab's memory after 1, 10 and 100 engine compressions in one tab
// (tab-memory.ts). --limit keeps the first N images (round-robin over the classes), --memory-runs sets the
// loop's length (0: no loop), --classes=small-photo,grey keeps those classes, --memory-only runs the loop
// alone, --keep-images keeps the folder.
//
// --cpu-throttle=4 (issue #53): Chromium's DevTools CPU throttling on the engine's tab and the bench page, as
// the DevTools "4x slowdown". --batch: 20 photos of 12 MP to 200 KB in one tab (batch-bench.ts).
// --vs-node: after the run, the Node API compresses every engine pair again (same file, same target) and the
// bench prints how many gave the same bytes, status and dimensions as the page (issue #53, "One engine").
// Every run prints the machine's load average at its start and end.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { launchBenchChromium } from '../chromium.ts'
import { testdataFolder } from '../testdata.ts'
import { makeBatchPhotos, runBatch } from './batch-bench.ts'
import {
  type GraphicSpec,
  HELD_OUT_CLASSES,
  type HeldOutImage,
  makeHeldOutImages,
} from './held-out-images.ts'
import { classTable, imagesTable, slowTable, windowTable } from './held-out-report.ts'
import {
  type EnginePhases,
  errKb,
  inWindow,
  over,
  pct,
  quantile,
  type Row,
  TOOLS,
  type Tool,
  unreachable,
} from './rows.ts'
import { MEMORY_BROWSER_ARGS, type MemorySample, memoryLoop, memoryTable } from './tab-memory.ts'

const here = import.meta.dirname
const root = path.resolve(here, '../..')
const corpus = testdataFolder('compress')
const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const quick = args.includes('--quick')
const heldOut = args.includes('--held-out')
const timeoutMs = Number(flag('timeout') ?? 60) * 1000
// Held out: every target the site has a page for (issue #22).
const defaultTargets = heldOut ? '10,15,20,25,30,40,50,75,100,150,200,300,400,500' : '10,20,30,50,100,200,500'
const targets = (flag('targets') ?? defaultTargets).split(',').map(Number)
const tools = (flag('tools')?.split(',') as Tool[] | undefined) ?? [...TOOLS]
const seed = Number(flag('seed') ?? 22)
const limit = flag('limit') ? Number(flag('limit')) : undefined
/** Held out: only the classes whose names start with these, letters and digits only (small-photo,grey). */
const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const classPrefixes = flag('classes')?.split(',').map(letters)
const classes = classPrefixes
  ? HELD_OUT_CLASSES.filter((c) => classPrefixes.some((p) => letters(c).startsWith(p)))
  : undefined
const memoryRuns = Number(flag('memory-runs') ?? 100)
const keepImages = args.includes('--keep-images')
/** Held out: only the memory loop, no pairs (for chasing a leak). */
const memoryOnly = args.includes('--memory-only')
const throttle = Number(flag('cpu-throttle') ?? 1)
const batch = args.includes('--batch')
const vsNode = args.includes('--vs-node')
const batchFiles = Number(flag('batch-files') ?? 20)
const batchTarget = Number(flag('batch-target') ?? 200)
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`
const BIG_PHOTO = 'craft-beer.jpg'
const WARM_UP = 'prairie_falcon.jpg'
let coldMs = 0

const manifest = JSON.parse(readFileSync(path.join(corpus, 'manifest.json'), 'utf8')) as {
  images: Array<{ file: string; quick?: boolean }>
}
const only = flag('images')?.split(',')
/** Where the images of this run are: the corpus, or the held-out set's temporary folder. */
const imageDir = heldOut ? mkdtempSync(path.join(tmpdir(), 'vps-bench-held-out-')) : corpus
let images = manifest.images
  .filter((i) => (quick ? i.quick : true))
  .filter((i) => (only ? only.includes(i.file) : true))
  .map((i) => i.file)
let heldOutImages: HeldOutImage[] = []

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** The bench page, browser-image-compression's script (its worker imports it from here) and the photos. */
function startStaticServer(port: number): Promise<Server> {
  const require = createRequire(import.meta.url)
  const bicPath = require.resolve('browser-image-compression/dist/browser-image-compression.js')
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    let file: string | undefined
    if (url.pathname === '/vendor/browser-image-compression.js') file = bicPath
    else if (url.pathname.startsWith('/testdata/')) {
      file = path.join(imageDir, path.basename(decodeURIComponent(url.pathname)))
    } else if (url.pathname === '/' || url.pathname === '/index.html')
      file = path.join(here, 'page/index.html')
    else file = path.join(here, 'page', path.basename(url.pathname))
    try {
      const body = readFileSync(file)
      res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' })
      res.end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function startApi(port: number) {
  const server = path.join(root, 'apps/api/dist/server.js')
  const webIndex = path.join(root, 'apps/web/dist/client')
  try {
    readFileSync(server)
    readFileSync(path.join(webIndex, 'compress-to-50kb', 'index.html'))
  } catch {
    // Either layout of the prerendered page is fine; the API is what must exist.
    try {
      readFileSync(server)
    } catch {
      throw new Error('The built site is missing: run `pnpm build` first (apps/api/dist/server.js)')
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-bench-compress-'))
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => (stderr += d))
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

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timeout after ${ms / 1000}s: ${what}`)), ms)
    }),
  ])
}

// --- engine: the real page -------------------------------------------------------------------------------

const ARM = () => {
  const w = window as unknown as { __bench?: { t0: number; result?: unknown; anyway?: boolean } }
  w.__bench = { t0: 0 }
  const state = w.__bench
  const start = () => {
    state.t0 = performance.now()
  }
  document.addEventListener('change', start, { capture: true, once: true })
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element | null)?.closest('button')?.textContent?.includes('Compress Anyway')) {
        // The 'already under' card stays in the DOM for a moment after the click: it is no result now.
        state.anyway = true
        start()
      }
    },
    { capture: true },
  )
  const check = () => {
    if (state.result) return
    if (document.getElementById('compress-results-title')) {
      state.result = { kind: 'done', ms: performance.now() - state.t0 }
    } else if (!state.anyway && document.getElementById('compress-under-title')) {
      state.result = { kind: 'under' }
    } else if (
      state.anyway &&
      document.getElementById('compress-anyway-hint')?.textContent?.includes('your original is the best file')
    ) {
      // 'Compress Anyway' found nothing smaller at the image's own size: the original is the page's answer.
      state.result = { kind: 'kept', ms: performance.now() - state.t0 }
    } else {
      const toast = document.querySelector('[data-variant="destructive"]')
      if (toast) state.result = { kind: 'error', message: toast.textContent }
    }
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true })
}

/**
 * DevTools' CPU throttling on a page and its workers (1: none). Set on the page alone, it slows only the
 * page's thread (measured: a busy loop in a worker 339 ms throttled 4x, 249 ms not); with the page's DevTools
 * session attached to its workers they are slowed too (1016 ms), so the engine's workers run 4x slower as
 * well. Setting it on a worker's own session is refused ("only supported for pages").
 */
async function slowDown(page: Page): Promise<void> {
  if (throttle <= 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
}

async function engineTab(context: BrowserContext, base: string, target: number): Promise<Page> {
  const page = await context.newPage()
  await slowDown(page)
  await page.goto(`${base}/compress-to-${target}kb`)
  await page.waitForFunction(() => !('$_TSR' in window) && document.readyState === 'complete')
  return page
}

/**
 * One tab serves every target: the page's Common Use Cases links move between targets client-side, as a
 * visitor would, so the engine's module and worker pool stay loaded (a fresh tab per target would time
 * worker start-up and WASM compilation again).
 */
async function switchTarget(page: Page, target: number) {
  const path = `/compress-to-${target}kb`
  if (new URL(page.url()).pathname === path) return
  await page.locator(`a[href="${path}"]`).first().click()
  await page.waitForURL((url) => url.pathname === path)
  await page.getByRole('heading', { level: 1, name: `Compress Image to ${target}KB` }).waitFor()
}

type EngineOutcome =
  | { kind: 'done'; ms: number }
  | { kind: 'kept'; ms: number }
  | { kind: 'under' }
  | { kind: 'error'; message: string }

async function waitOutcome(page: Page): Promise<EngineOutcome> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __bench?: { result?: unknown } }).__bench?.result,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  )
  return (await handle.jsonValue()) as EngineOutcome
}

/** `bench` undefined (the memory loop): the result is not downloaded nor measured. */
async function runEngine(page: Page, bench: Page | undefined, file: string, target: number): Promise<Row> {
  const row: Row = { tool: 'engine', file, target, ok: false, ms: 0, bytes: 0, ssim: 0, kept: false }
  try {
    await switchTarget(page, target)
    await page.evaluate(ARM)
    await page.getByLabel('Click to upload or drag and drop').setInputFiles(path.join(imageDir, file))
    let outcome = await waitOutcome(page)
    if (outcome.kind === 'under') {
      row.underTarget = true
      // Already under the target: the page offers the file unchanged; the bench times the engine anyway.
      await page.evaluate(() => {
        // Set before the click, not only by it: a check between the two would take the card for a new result.
        const w = window as unknown as { __bench: { result?: unknown; anyway?: boolean } }
        w.__bench.anyway = true
        w.__bench.result = undefined
      })
      await page.getByRole('button', { name: 'Compress Anyway' }).click()
      outcome = await waitOutcome(page)
    }
    if (outcome.kind === 'kept') {
      // The file offered unchanged: the original's bytes and pixels are the result.
      Object.assign(row, {
        ok: true,
        ms: outcome.ms,
        bytes: statSync(path.join(imageDir, file)).size,
        ssim: 1,
      })
      row.kept = true
      await page.getByRole('button', { name: 'Compress Another Image' }).click()
      return row
    }
    if (outcome.kind !== 'done') throw new Error(outcome.kind === 'error' ? outcome.message : 'no result')
    row.ms = outcome.ms
    row.phases = await page.evaluate(
      () =>
        (performance.getEntriesByName('vps:compress:done').at(-1) as PerformanceMark | undefined)?.detail as
          | EnginePhases
          | undefined,
    )
    row.aboveReachable = await page
      .locator('#compress-results-title')
      .locator('xpath=ancestor::section[1]')
      .getByText('cannot get as large as')
      .count()
      .then((n) => n > 0)
    if (!bench) {
      row.ok = true
      await page.getByRole('button', { name: 'Compress Another Image' }).click()
      return row
    }
    // The download link, clicked as a visitor would (the site's content security policy keeps fetch off blob:).
    const downloading = page.waitForEvent('download', { timeout: timeoutMs })
    await page.getByRole('link', { name: 'Download Compressed Image' }).click()
    const download = await downloading
    const bytes = readFileSync(await download.path())
    await download.delete().catch(() => {})
    const m = await withTimeout(
      bench.evaluate(([f, b]) => (window as never as BenchWindow).bench.measure(f, b), [
        file,
        bytes.toString('base64'),
      ] as const),
      timeoutMs,
      'measure',
    )
    Object.assign(row, {
      ok: true,
      bytes: bytes.length,
      sha: createHash('sha256').update(bytes).digest('hex'),
      ...pick(m),
    })
  } catch (error) {
    row.error = (error as Error).message.split('\n')[0]
    await page.reload().catch(() => {})
    await page.waitForFunction(() => !('$_TSR' in window)).catch(() => {})
    return row
  }
  await page.getByRole('button', { name: 'Compress Another Image' }).click()
  return row
}

interface Measured {
  ssim: number
  width: number
  height: number
  originalWidth: number
  originalHeight: number
  bytes?: number
  ms?: number
}
interface BenchWindow {
  bench: {
    measure(file: string, base64: string): Promise<Measured>
    runTool(tool: string, file: string, target: number): Promise<Measured & { bytes: number; ms: number }>
    forget(file: string): void
    drawGraphic(spec: GraphicSpec & { seed: number }): Promise<string>
  }
}

function pick(m: Measured) {
  return {
    ssim: m.ssim,
    kept: m.width === m.originalWidth && m.height === m.originalHeight,
    width: m.width,
    height: m.height,
    originalWidth: m.originalWidth,
    originalHeight: m.originalHeight,
  }
}

async function runBenchTool(
  bench: Page,
  tool: Tool,
  file: string,
  target: number,
  base: string,
): Promise<Row> {
  const row: Row = { tool, file, target, ok: false, ms: 0, bytes: 0, ssim: 0, kept: false }
  try {
    const m = await withTimeout(
      bench.evaluate(([t, f, n]) => (window as never as BenchWindow).bench.runTool(t, f, n), [
        tool,
        file,
        target,
      ] as const),
      timeoutMs,
      `${tool} ${file} ${target}KB`,
    )
    Object.assign(row, { ok: true, ms: m.ms, bytes: m.bytes, ...pick(m) })
  } catch (error) {
    row.error = (error as Error).message.split('\n')[0]
    // A timed-out run may still hold the page's thread: start a fresh page.
    await bench.goto(base).catch(() => {})
    await bench
      .waitForFunction(() => (window as never as { benchReady?: boolean }).benchReady)
      .catch(() => {})
  }
  return row
}

// --- report ----------------------------------------------------------------------------------------------

function table(rows: Row[]): string {
  const lines = [
    '| tool | pairs | in window [N−2, N] KB | over target | median / p95 abs. error (KB) | median / p95 time (s) | median SSIM | dimensions kept | failed |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  const names: Record<Tool, string> = {
    engine: 'this engine (the /compress-to-NKB page)',
    bic: 'browser-image-compression 2.0.2',
    spec: "the spec's algorithm (canvas)",
  }
  for (const tool of tools) {
    const rs = rows.filter((r) => r.tool === tool)
    const ok = rs.filter((r) => r.ok)
    const errs = ok.map(errKb)
    const times = ok.map((r) => r.ms / 1000)
    lines.push(
      `| ${names[tool]} | ${rs.length} | ${pct(rs.filter(inWindow).length, rs.length)} | ${pct(rs.filter(over).length, rs.length)} | ${quantile(errs, 0.5).toFixed(1)} / ${quantile(errs, 0.95).toFixed(1)} | ${quantile(times, 0.5).toFixed(2)} / ${quantile(times, 0.95).toFixed(2)} | ${quantile(
        ok.map((r) => r.ssim),
        0.5,
      ).toFixed(4)} | ${pct(ok.filter((r) => r.kept).length, ok.length)} | ${rs.length - ok.length} |`,
    )
  }
  return lines.join('\n')
}

function notes(rows: Row[]): string[] {
  const out: string[] = []
  const engine = rows.filter((r) => r.tool === 'engine')
  if (engine.length) {
    // Out of reach: 'cannot get that large at its own size' (above-reachable), below-reachable, and a JPEG
    // already under N, which the page offers unchanged and never makes larger.
    const reachable = engine.filter((r) => !unreachable(r))
    out.push(
      `- this engine, reachable pairs (excluding ${engine.length - reachable.length} the engine reports out of reach): ${pct(reachable.filter(inWindow).length, reachable.length)} in window (${reachable.filter(inWindow).length}/${reachable.length}), ${engine.filter(over).length} over target`,
    )
    const big = engine.filter((r) => r.file === BIG_PHOTO && r.ok).map((r) => r.ms / 1000)
    if (big.length) {
      out.push(
        `- this engine on the 24 MP ${BIG_PHOTO}: p95 ${quantile(big, 0.95).toFixed(2)} s, median ${quantile(big, 0.5).toFixed(2)} s over ${big.length} targets`,
      )
    }
    const spec = new Map(rows.filter((r) => r.tool === 'spec').map((r) => [`${r.file}|${r.target}`, r]))
    const specRow = (r: Row) => spec.get(`${r.file}|${r.target}`)
    const both = engine.filter((r) => {
      const other = specRow(r)
      return inWindow(r) && other !== undefined && inWindow(other)
    })
    if (both.length) {
      const atLeast = both.filter((r) => r.ssim >= (specRow(r) as Row).ssim - 0.0005)
      out.push(
        `- pairs where both this engine and the spec's algorithm land: ${both.length}; engine SSIM ≥ spec's (−0.0005) on ${atLeast.length}`,
      )
      for (const r of both.filter((x) => !atLeast.includes(x))) {
        const other = specRow(r) as Row
        out.push(
          `  - below the spec's: ${r.file} at ${r.target} KB: ${r.ssim.toFixed(4)} (${r.width}x${r.height}) vs ${other.ssim.toFixed(4)} (${other.width}x${other.height})`,
        )
      }
    }
    const specTimes = rows.filter((r) => r.tool === 'spec' && r.ok).map((r) => r.ms)
    const engineTimes = engine.filter((r) => r.ok).map((r) => r.ms)
    if (specTimes.length && engineTimes.length) {
      const ratio = quantile(engineTimes, 0.5) / quantile(specTimes, 0.5)
      out.push(`- median time, this engine ÷ the spec's algorithm: ${ratio.toFixed(2)}`)
    }
  }
  const phased = engine
    .filter((r) => r.ok && r.phases)
    .map((r) => ({ ...(r.phases as EnginePhases), page: r.ms }))
  if (phased.length) {
    const median = (f: (p: (typeof phased)[number]) => number) => quantile(phased.map(f), 0.5).toFixed(0)
    const p95 = (f: (p: (typeof phased)[number]) => number) => quantile(phased.map(f), 0.95).toFixed(0)
    const parts: Array<[string, (p: (typeof phased)[number]) => number]> = [
      ['file chosen → result on screen', (p) => p.page],
      ['decode in the worker', (p) => p.decodeMs ?? 0],
      ['engine (compressToTarget)', (p) => p.ms],
      ['  size predictions (DCT estimator)', (p) => p.estimateMs],
      ['  probe batches', (p) => p.probeMs],
      ["  full encodes on the job's worker", (p) => p.encodeMs],
      ['  resizes', (p) => p.resizeMs],
      ['  candidate decodes', (p) => p.scoreMs],
      [
        '  the rest of the engine (SSIM, mosaics, model, waiting on the other worker)',
        (p) => p.ms - p.estimateMs - p.probeMs - p.encodeMs - p.resizeMs - p.scoreMs,
      ],
      ['page and transfer (the rest)', (p) => p.page - p.ms - (p.decodeMs ?? 0)],
    ]
    out.push('', '| this engine, per pair (ms) | median | p95 |', '|---|---|---|')
    for (const [name, f] of parts) out.push(`| ${name} | ${median(f)} | ${p95(f)} |`)
    out.push(
      `| encodes per pair: full + probe | ${median((p) => p.fullEncodes)} + ${median((p) => p.probeEncodes)} | ${p95((p) => p.fullEncodes)} + ${p95((p) => p.probeEncodes)} |`,
      '',
    )
  }
  if (coldMs)
    out.push(
      `- this engine's first compression in a fresh tab (loads the engine, starts workers): ${(coldMs / 1000).toFixed(2)} s, not counted`,
    )
  for (const r of rows.filter((x) => !x.ok))
    out.push(`- failed: ${r.tool} ${r.file} ${r.target}KB: ${r.error}`)
  return out
}

function phaseNote(p: EnginePhases | undefined): string {
  if (!p) return ''
  const r = Math.round
  return ` [decode ${r(p.decodeMs ?? 0)}${p.decodedAs && p.decodedAs !== 'full' ? ` (${p.decodedAs})` : ''} engine ${r(p.ms)}: estimate ${r(p.estimateMs)} probe ${r(p.probeMs)} (${p.probeEncodes}) encode ${r(p.encodeMs)} (${p.fullEncodes}) resize ${r(p.resizeMs)} score ${r(p.scoreMs)} ms]`
}

// --- held out ------------------------------------------------------------------------------------------

/** Writes the held-out set into imageDir; the bench page draws the graphics (it has fonts and a canvas). */
async function makeHeldOut(bench: Page): Promise<string[]> {
  const t0 = Date.now()
  heldOutImages = await makeHeldOutImages({
    dir: imageDir,
    seed,
    limit,
    ...(classes ? { classes } : {}),
    drawGraphic: async (spec) =>
      Buffer.from(
        await bench.evaluate((g) => (window as never as BenchWindow).bench.drawGraphic(g), spec),
        'base64',
      ),
  })
  // The warm-up photo is the corpus's, as in the main run, so the cold start stays comparable.
  copyFileSync(path.join(corpus, WARM_UP), path.join(imageDir, WARM_UP))
  console.log(
    `held-out set (seed ${seed}): ${heldOutImages.length} images in ${imageDir}, made in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  )
  return heldOutImages.map((i) => i.file)
}

/**
 * The engine page in a browser of its own (nothing else in it, so its renderer memory is the tab's), one
 * image of each class in turn over the run's targets, compressed `memoryRuns` times in the same tab.
 */
async function runMemoryLoop(siteBase: string): Promise<MemorySample[]> {
  const picks = [...new Map(heldOutImages.map((i) => [i.cls, i.file])).values()]
  const browser = await launchBenchChromium(MEMORY_BROWSER_ARGS)
  try {
    // No service worker: its background downloads would count in the tab's memory (docs/offline.md).
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript('window.__name = (f) => f')
    const page = await engineTab(context, siteBase, targets[0] ?? 50)
    console.log(`memory loop: ${memoryRuns} engine compressions in one tab over ${picks.length} images`)
    return await memoryLoop(page, browser, memoryRuns, async (i) => {
      const file = picks[i % picks.length] as string
      const target = targets[Math.floor(i / picks.length) % targets.length] as number
      const row = await runEngine(page, undefined, file, target)
      if (!row.ok) console.log(`memory loop: ${file} ${target}KB FAILED ${row.error}`)
    })
  } finally {
    await browser.close()
  }
}

function printHeldOut(rows: Row[], memory: MemorySample[]) {
  const out = [
    '',
    `### Held-out set: ${heldOutImages.length} images made at run time (seed ${seed})`,
    '',
    imagesTable(heldOutImages),
    '',
    '### Window on reachable pairs (reachable: the engine did not report above-/below-reachable)',
    '',
    ...windowTable(rows, tools),
    '',
    '### Time per image class',
    '',
    ...classTable(rows, heldOutImages),
    '',
    '### This engine: p95 and the slowest pairs',
    '',
    ...slowTable(rows, heldOutImages),
  ]
  if (memory.length) {
    out.push('', "### The tab's memory over engine compressions in one tab (after a forced GC)", '')
    out.push(...memoryTable(memory))
  }
  for (const line of out) console.log(line)
}

// --- the Node API on the same pairs ------------------------------------------------------------------------

async function compareWithNode(rows: Row[]) {
  const { compressToTarget } = await import('../../packages/imaging/src/node/api.ts')
  const pairs = rows.filter((r) => r.tool === 'engine' && r.ok && !r.underTarget && r.sha)
  const lines = [
    '',
    '### The page and the Node API on the same pairs (--vs-node)',
    '',
    '| file | target (KB) | page bytes | Node bytes | page status | Node status | page WxH | Node WxH | same bytes |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  let sameBytes = 0
  let sameStatus = 0
  let sameSize = 0
  let failed = 0
  for (const r of pairs) {
    try {
      const { bytes, report } = await compressToTarget(path.join(imageDir, r.file), r.target)
      const same = createHash('sha256').update(bytes).digest('hex') === r.sha
      const status = r.phases?.status
      sameBytes += same ? 1 : 0
      sameStatus += status === report.status ? 1 : 0
      sameSize += r.width === report.width && r.height === report.height ? 1 : 0
      lines.push(
        `| ${r.file} | ${r.target} | ${r.bytes} | ${bytes.length} | ${status ?? '-'} | ${report.status} | ${r.width}x${r.height} | ${report.width}x${report.height} | ${same ? 'yes' : 'no'} |`,
      )
    } catch (error) {
      failed++
      lines.push(
        `| ${r.file} | ${r.target} | ${r.bytes} | failed: ${(error as Error).message} | | | | | no |`,
      )
    }
  }
  lines.push(
    '',
    `- same bytes on ${sameBytes} of ${pairs.length} pairs, same status on ${sameStatus}, same dimensions on ${sameSize}; the Node API failed on ${failed}`,
  )
  for (const line of lines) console.log(line)
}

// --- main ------------------------------------------------------------------------------------------------

async function mainBatch() {
  const apiPort = await freePort()
  const api = await startApi(apiPort)
  const dir = mkdtempSync(path.join(tmpdir(), 'vps-bench-batch-'))
  try {
    const t0 = Date.now()
    const files = await makeBatchPhotos(dir, batchFiles, seed)
    console.log(
      `batch: ${files.length} photos of 4000x3000 made in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    )
    const browser = await launchBenchChromium(MEMORY_BROWSER_ARGS)
    try {
      const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' })
      await context.addInitScript('window.__name = (f) => f')
      const page = await engineTab(context, `http://127.0.0.1:${apiPort}`, batchTarget)
      console.log(`batch start: ${load()}`)
      const lines = await runBatch(browser, page, files, batchTarget, 20 * 60_000)
      console.log(`batch end: ${load()}`)
      console.log(
        `\n### Batch: ${files.length} photos of 12 MP to ${batchTarget} KB (cpu throttle ${throttle}x)\n`,
      )
      for (const line of lines) console.log(line)
    } finally {
      await browser.close()
    }
  } finally {
    api.child.kill()
    rmSync(api.dataDir, { recursive: true, force: true })
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  console.log(`start: ${load()}${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}`)
  if (batch) return mainBatch()
  const [apiPort, staticPort] = [await freePort(), await freePort()]
  const api = await startApi(apiPort)
  const statics = await startStaticServer(staticPort)
  const siteBase = `http://127.0.0.1:${apiPort}`
  const benchBase = `http://127.0.0.1:${staticPort}/`
  const started = Date.now()
  const rows: Row[] = []
  let memory: MemorySample[] = []
  try {
    const browser = await launchBenchChromium()
    try {
      // The site's service worker would fetch and keep the engine's files in the background (docs/offline.md),
      // adding its downloads and work to what is timed here: blocked, as in the browser tests.
      const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: 'block' })
      // tsx compiles with esbuild's keepNames, which wraps the functions handed to page.evaluate in __name().
      await context.addInitScript('window.__name = (f) => f')
      const bench = await context.newPage()
      await slowDown(bench)
      bench.on('pageerror', (e) => console.error(`bench page: ${e.message}`))
      await bench.goto(benchBase)
      await bench.waitForFunction(() => (window as never as { benchReady?: boolean }).benchReady)
      if (heldOut) images = await makeHeldOut(bench)
      const engine = tools.includes('engine')
        ? await engineTab(context, siteBase, targets[0] ?? 50)
        : undefined
      if (engine && !memoryOnly) {
        // The first compression also loads the engine, starts its workers and compiles the WASM: timed apart.
        const cold = await runEngine(engine, bench, WARM_UP, targets[0] ?? 50)
        console.log(
          `engine cold start (${WARM_UP}, first compression in the tab): ${(cold.ms / 1000).toFixed(2)} s`,
        )
        coldMs = cold.ms
        await bench.evaluate((f) => (window as never as BenchWindow).bench.forget(f), WARM_UP).catch(() => {})
      }
      console.log(
        `compress bench: ${images.length} images × ${targets.length} targets × ${tools.length} tools, timeout ${timeoutMs / 1000}s per pair`,
      )
      for (const file of memoryOnly ? [] : images) {
        for (const target of targets) {
          for (const tool of tools) {
            const row =
              tool === 'engine'
                ? await runEngine(engine as Page, bench, file, target)
                : await runBenchTool(bench, tool, file, target, benchBase)
            rows.push(row)
            const kb = (row.bytes / 1024).toFixed(1)
            console.log(
              `${tool.padEnd(6)} ${file.padEnd(26)} ${String(target).padStart(3)}KB → ${row.ok ? `${kb}KB ${(row.ms / 1000).toFixed(2)}s ssim ${row.ssim.toFixed(4)}${row.kept ? '' : ` resized to ${row.width}x${row.height} from ${row.originalWidth}x${row.originalHeight}`}${inWindow(row) ? '' : ' (outside window)'}${row.underTarget ? ' (already under: Compress Anyway)' : ''}${phaseNote(row.phases)}` : `FAILED ${row.error}`}`,
            )
          }
        }
        await bench.evaluate((f) => (window as never as BenchWindow).bench.forget(f), file).catch(() => {})
      }
    } finally {
      await browser.close()
    }
    if (heldOut && memoryRuns > 0 && tools.includes('engine')) memory = await runMemoryLoop(siteBase)
  } finally {
    statics.close()
    api.child.kill()
    rmSync(api.dataDir, { recursive: true, force: true })
    if (heldOut && !keepImages) rmSync(imageDir, { recursive: true, force: true })
  }
  console.log(`end: ${load()}`)
  console.log(
    `\nCompress to N KB: ${images.length} images${quick ? ' (--quick)' : ''}${heldOut ? ' (held out)' : ''} × targets ${targets.join(', ')} KB, headless Chromium${throttle > 1 ? `, CPU throttled ${throttle}x` : ''}, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  )
  console.log(table(rows))
  console.log('')
  for (const line of notes(rows)) console.log(line)
  if (heldOut) printHeldOut(rows, memory)
  if (vsNode) await compareWithNode(rows)
  if (heldOut && keepImages) console.log(`\n(--keep-images: the held-out set stays in ${imageDir})`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})

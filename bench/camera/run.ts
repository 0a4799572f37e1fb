// pnpm bench:camera [--page=france] [--seconds=15] [--throttle=1,4] [--size=720x960]
//
// The live camera's coaching (docs/camera.md) on the built site, in headless Chromium whose fake camera plays a
// video made here from a committed portrait (tests/e2e/specs/camera-video.ts): the sitter in place, level and
// at the right distance, but off-centre, so every lane of the coaching runs (detection on every frame, the
// face mesh and iris on every CAMERA.meshEvery-th) and the photo is never taken.
//
// For each CPU slowdown in --throttle (DevTools' CPU throttling on the page and, through the page's DevTools
// session attached to them, on its workers: bench/compress/run.ts), a fresh tab opens the camera, lets it
// coach for --seconds, and reads the page's 'vps:camera:frame' marks (one per coached frame: the page's whole
// step, grab to judged, and the worker's detection and mesh times). 4x stands in for a mid-range phone.
//
// The machine's 1-minute load average is printed beside every timing, and one above 1.5 is marked with '*'.
// Builds nothing: it needs the built site (`pnpm build`). Starts the built API on a free port with a temporary
// DATA_DIR. Prints a table; asserts nothing.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { writeCameraVideo } from '../../tests/e2e/specs/camera-video.ts'
import { launchBenchChromium } from '../chromium.ts'

const root = path.resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const country = flag('page') ?? 'france'
const seconds = Number(flag('seconds') ?? 15)
const throttles = (flag('throttle') ?? '1,4').split(',').map(Number)
const [width, height] = (flag('size') ?? '720x960').split('x').map(Number) as [number, number]
/** Above this 1-minute load average a timing is marked: the machine has 2 shared cores. */
const BUSY = 1.5

// The portrait the browser tests use, and where its head is in its own pixels (tests/e2e/specs/camera.spec.ts).
const PORTRAIT = {
  file: path.join(root, 'tests/fixtures/portraits/cc0_debruine_home_60cm.jpg'),
  head: { x: 584, y: 729, height: 541 },
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
    throw new Error(`The built site is missing: run \`pnpm build\` first (${server})`)
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vps-bench-camera-'))
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => {
    stderr += d
  })
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, dataDir }
    } catch {}
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error(`The API did not start on ${port}: ${stderr.slice(-2000)}`)
}

function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length) - 1
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number
}

const load1 = () => loadavg()[0] ?? Number.NaN
const loadText = (v: number) => `${v.toFixed(2)}${v > BUSY ? '*' : ''}`
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '-')

interface Frame {
  at: number
  ms: number
  worker: number
  detect: number
  mesh: number
  meshed: boolean
  face: boolean
}

/** CPU throttling on the page and every worker it starts (bench/compress/run.ts, slowDown). */
async function slowDown(page: Page, rate: number) {
  if (rate <= 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false })
}

async function coach(url: string, video: string, rate: number) {
  const browser = await launchBenchChromium([
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ])
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
      permissions: ['camera'],
    })
    await context.addInitScript('window.__name = (f) => f')
    const page = await context.newPage()
    await slowDown(page, rate)
    await page.goto(url)
    await page.waitForFunction(() => !('$_TSR' in window) && document.readyState === 'complete')
    await page.getByRole('button', { name: 'Take a photo' }).click()
    await page.locator('[data-camera="live"]').waitFor({ timeout: 300_000 })
    // The first frames start the sessions' kernels: not counted.
    await page.waitForTimeout(2000)
    const loadStart = load1()
    const from = await page.evaluate(() => performance.now())
    await page.waitForTimeout(seconds * 1000)
    const to = await page.evaluate(() => performance.now())
    const loadEnd = load1()
    const frames = (await page.evaluate(
      ([a, b]) =>
        performance
          .getEntriesByName('vps:camera:frame')
          .filter((m) => m.startTime >= (a as number) && m.startTime <= (b as number))
          .map((m) => ({ at: m.startTime, ...((m as PerformanceMark).detail as object) })),
      [from, to],
    )) as Frame[]
    const camera = await page.evaluate(() => {
      const v = document.querySelector('[data-testid="camera"] video') as HTMLVideoElement | null
      return v ? `${v.videoWidth}x${v.videoHeight}` : '?'
    })
    const taken = await page.locator('[data-photo-phase="empty"]').count()
    return { frames, elapsed: to - from, loadStart, loadEnd, camera, stillCoaching: taken === 1 }
  } finally {
    await browser.close()
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vps-bench-camera-video-'))
  const video = path.join(folder, 'in-place-off-centre.y4m')
  // One second at 30 fps, looped by Chromium: the camera never limits the coaching's rate.
  writeCameraVideo(video, {
    width,
    height,
    fps: 30,
    portrait: PORTRAIT,
    inPlace: { headShare: 0.675, centreY: 0.41 },
    stretches: [{ seconds: 1, pose: { scale: 1, dx: 0.2, dy: 0, roll: 0 } }],
  })
  const port = await freePort()
  const api = await startApi(port)
  const url = `http://127.0.0.1:${port}/${country}-visa-photo`
  console.log(
    `camera bench: /${country}-visa-photo, fake camera ${width}x${height} (a portrait in place, off-centre), ` +
      `${seconds} s per run; load average at start ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`,
  )
  const rows: string[] = []
  try {
    for (const rate of throttles) {
      const run = await coach(url, video, rate)
      const { frames } = run
      const step = frames.map((f) => f.ms)
      const meshed = frames.filter((f) => f.meshed)
      const plain = frames.filter((f) => !f.meshed)
      const fps = frames.length / (run.elapsed / 1000)
      const line =
        `| ${rate}x | ${run.camera} | ${frames.length} | ${fps.toFixed(1)} | ${ms(percentile(step, 50))} | ${ms(percentile(step, 95))} | ` +
        `${ms(
          percentile(
            plain.map((f) => f.detect),
            50,
          ),
        )} | ${ms(
          percentile(
            meshed.map((f) => f.mesh),
            50,
          ),
        )} | ` +
        `${meshed.length}/${frames.length} | ${frames.filter((f) => f.face).length}/${frames.length} | ` +
        `${run.stillCoaching ? 'yes' : 'NO'} | ${loadText(run.loadStart)} → ${loadText(run.loadEnd)} |`
      console.log(line)
      rows.push(line)
    }
  } finally {
    api.child.kill()
    rmSync(api.dataDir, { recursive: true, force: true })
    rmSync(folder, { recursive: true, force: true })
  }
  console.log(
    '\n| CPU slowdown | camera | frames | coached frames/s | latency per frame median ms | p95 ms | detection median ms | mesh lane median ms | frames with the mesh | face found | never taken | load average |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

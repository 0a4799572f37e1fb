// The tab's memory after 1, 10 and 100 engine compressions in one tab (issue #22): growth from one
// checkpoint to the next is what a leak would look like. Three figures, because each one misses something:
// - the page's JS heap (CDP Performance.getMetrics JSHeapUsedSize): the main thread only;
// - performance.measureUserAgentSpecificMemory(): the page and its workers' JS heaps (the site is
//   cross-origin isolated, so Chromium offers it), but not the workers' WebAssembly memory;
// - the renderer processes' resident memory (/proc/<pid>/status VmRSS, Linux): everything, WASM included.
// It runs in a browser of its own holding only this tab, so the renderer figure is this tab's.
import { readFileSync } from 'node:fs'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { allocatorGrowth, allocatorSizes } from './memory-dump.ts'

/** gc() in the page and its workers; measureUserAgentSpecificMemory answers now instead of at the next GC. */
export const MEMORY_BROWSER_ARGS = [
  '--js-flags=--expose-gc',
  '--enable-blink-features=ForceEagerMeasureMemory',
]

export interface MemorySample {
  /** Engine compressions done in the tab before this sample. */
  after: number
  /** Taken once the pool had reaped its idle workers (they hold the codecs' WebAssembly memory). */
  idle: boolean
  pageHeapMb: number
  jsMb: number
  rendererRssMb: number
  workers: number
  /** The renderers' top-level allocators, MB (Chromium's memory-infra dump). */
  allocators: Record<string, number>
}

const MB = 1024 * 1024

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s*(\d+)\s*kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

type Gc = { gc?: () => void }

export async function sampleMemory(
  page: Page,
  browser: Browser,
  after: number,
  idle = false,
): Promise<MemorySample> {
  // Collected first: the figures are what the tab keeps, not garbage a GC has not reached yet.
  await page.evaluate(() => (globalThis as Gc).gc?.())
  for (const worker of page.workers()) await worker.evaluate(() => (globalThis as Gc).gc?.()).catch(() => {})
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  await cdp.detach()
  const pageHeap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN
  const js = await page
    .evaluate(async () => {
      const p = performance as Performance & {
        measureUserAgentSpecificMemory?: () => Promise<{ bytes: number }>
      }
      return p.measureUserAgentSpecificMemory ? (await p.measureUserAgentSpecificMemory()).bytes : Number.NaN
    })
    .catch(() => Number.NaN)
  const system = await browser.newBrowserCDPSession()
  const info = (await system.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>
  }
  await system.detach()
  const renderers = info.processInfo.filter((p) => p.type === 'renderer')
  return {
    after,
    idle,
    pageHeapMb: pageHeap / MB,
    jsMb: js / MB,
    rendererRssMb: renderers.reduce((sum, p) => sum + rssMb(p.id), 0),
    workers: page.workers().length,
    allocators: await allocatorSizes(browser, new Set(renderers.map((p) => p.id))).catch(() => ({})),
  }
}

/** 1, 10, 100 (those within `runs`), and `runs` itself. */
export function checkpoints(runs: number): number[] {
  const marks = [1, 10, 100].filter((n) => n <= runs)
  return marks.includes(runs) || runs < 1 ? marks : [...marks, runs]
}

/** Waits until the page has no workers (the pool reaps them after 30 s idle), at most `ms`. */
async function workersReaped(page: Page, ms = 45_000): Promise<void> {
  const end = Date.now() + ms
  while (page.workers().length > 0 && Date.now() < end) await page.waitForTimeout(1000)
}

/**
 * Samples before the first compression and at each checkpoint, twice: right after the compression, and
 * once the idle workers are gone (what the tab keeps while the visitor reads the result).
 * `compress(i)` runs the i-th compression.
 */
export async function memoryLoop(
  page: Page,
  browser: Browser,
  runs: number,
  compress: (i: number) => Promise<void>,
): Promise<MemorySample[]> {
  const marks = checkpoints(runs)
  const samples = [await sampleMemory(page, browser, 0)]
  for (let i = 0; i < runs; i++) {
    await compress(i)
    if (!marks.includes(i + 1)) continue
    samples.push(await sampleMemory(page, browser, i + 1))
    await workersReaped(page)
    samples.push(await sampleMemory(page, browser, i + 1, true))
  }
  return samples
}

export function memoryTable(samples: MemorySample[]): string[] {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-')
  const lines = [
    '| engine compressions in the tab | page JS heap (MB) | page + workers JS, measureUserAgentSpecificMemory (MB) | renderer processes RSS (MB) | workers |',
    '|---|---|---|---|---|',
  ]
  for (const m of samples) {
    lines.push(
      `| ${m.after === 0 ? '0 (page loaded)' : `${m.after}${m.idle ? ', workers reaped' : ''}`} | ${f(m.pageHeapMb)} | ${f(m.jsMb)} | ${f(m.rendererRssMb)} | ${m.workers} |`,
    )
  }
  const first = samples.find((m) => m.after === 1 && m.idle)
  const last = samples.at(-1)
  if (first && last && first !== last) {
    lines.push(
      '',
      `Renderer allocators, after 1 → after ${last.after}, workers reaped (the largest changes):`,
    )
    lines.push('', '```', ...allocatorGrowth(first.allocators, last.allocators), '```')
  }
  return lines
}

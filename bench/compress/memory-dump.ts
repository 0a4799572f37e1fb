// Where a renderer's memory is, by Chromium's own accounting (its memory-infra dump: the allocators' sizes
// per process), so that growth in the tab's resident memory can be pinned on malloc, PartitionAlloc, V8,
// Blink's heap, decoded images (cc, skia, discardable) or shared memory. Top-level allocators only.
import type { Browser, CDPSession } from 'playwright-core'

interface DumpEvent {
  ph: string
  pid: number
  name?: string
  args?: { dumps?: { allocators?: Record<string, { attrs?: Record<string, { value?: string }> }> } }
}

const MB = 1024 * 1024

/** Sizes in MB of each top-level allocator, summed over the processes whose pid is in `pids`. */
export async function allocatorSizes(browser: Browser, pids: Set<number>): Promise<Record<string, number>> {
  const cdp: CDPSession = await browser.newBrowserCDPSession()
  const events: DumpEvent[] = []
  cdp.on('Tracing.dataCollected', (e: { value: DumpEvent[] }) => {
    events.push(...e.value)
  })
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['disabled-by-default-memory-infra'],
      excludedCategories: ['*'],
      memoryDumpConfig: { triggers: [] },
    },
    transferMode: 'ReportEvents',
  } as never)
  await cdp.send('Tracing.requestMemoryDump', { deterministic: true, levelOfDetail: 'detailed' } as never)
  await cdp.send('Tracing.end')
  await done
  await cdp.detach()
  const sizes: Record<string, number> = {}
  for (const event of events) {
    if (event.ph !== 'v' || !pids.has(event.pid)) continue
    for (const [name, dump] of Object.entries(event.args?.dumps?.allocators ?? {})) {
      if (name.includes('/')) continue
      const hex = dump.attrs?.size?.value
      if (!hex) continue
      sizes[name] = (sizes[name] ?? 0) + Number.parseInt(hex, 16) / MB
    }
  }
  return sizes
}

/** The allocators that differ most between two dumps, largest change first. */
export function allocatorGrowth(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return names
    .map((name) => ({ name, a: before[name] ?? 0, b: after[name] ?? 0 }))
    .sort((x, y) => Math.abs(y.b - y.a) - Math.abs(x.b - x.a))
    .slice(0, 12)
    .map(
      ({ name, a, b }) => `${name.padEnd(22)} ${a.toFixed(1).padStart(8)} → ${b.toFixed(1).padStart(8)} MB`,
    )
}

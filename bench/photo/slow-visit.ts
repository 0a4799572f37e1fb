// The first visit on a slow phone, for bench:photo (issue #49): nothing cached, the site reached through one
// shared link of 1.6 Mbps down, 750 kbps up and 150 ms round trip (slow-link.ts), the CPU slowed 4x through
// the DevTools protocol on the page and on every worker it starts (auto-attached, held until throttled), and
// the site's service worker allowed, as a visitor has it (or blocked, to see what it costs). Bytes on the wire
// are counted by the link.
import type { Browser, CDPSession, Page } from 'playwright-core'
import { startSlowLink } from './slow-link.ts'

export const SLOW = { downloadBps: 1.6e6, uploadBps: 750e3, latencyMs: 150, cpuSlowdown: 4 } as const

export interface Visit {
  file: string
  ok: boolean
  error?: string
  /** File chosen → verdict. */
  readyMs: number
  /** Navigation → verdict, the reading time included. */
  totalMs: number
  /** Navigation → the load event. */
  loadMs: number
  /** Bytes down the link by the verdict. */
  wireMb: number
  load: number
  warmBefore: boolean | null
  /** The page's workers slowed like the page. */
  workers: number
}

interface ChosenResult {
  ok: boolean
  error?: string
  readyMs: number
  warmBefore: boolean | null
}

/** Sends to a child target of a session in the protocol's non-flattened mode, beside Playwright's own. */
function childSender(session: CDPSession) {
  let id = 0
  return (sessionId: string, method: string, params: object = {}) =>
    session
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      })
      .catch(() => {})
}

export async function slowFirstVisit(
  browser: Browser,
  site: { port: number; path: string },
  file: string,
  options: {
    thinkMs: number
    serviceWorker: boolean
    load: () => number
    choose: (page: Page, file: string) => Promise<ChosenResult>
  },
): Promise<Visit> {
  const link = await startSlowLink(site.port, SLOW)
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  })
  await context.addInitScript('window.__name = (f) => f')
  const visit: Visit = {
    file,
    ok: false,
    readyMs: Number.NaN,
    totalMs: Number.NaN,
    loadMs: Number.NaN,
    wireMb: Number.NaN,
    load: options.load(),
    warmBefore: null,
    workers: 0,
  }
  try {
    const page = await context.newPage()
    const session = await context.newCDPSession(page)
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdown })
    const toWorker = childSender(session)
    session.on('Target.attachedToTarget', (event) => {
      const { sessionId, targetInfo } = event as { sessionId: string; targetInfo: { type: string } }
      void (async () => {
        if (targetInfo.type === 'worker') {
          await toWorker(sessionId, 'Emulation.setCPUThrottlingRate', { rate: SLOW.cpuSlowdown })
          visit.workers++
        }
        await toWorker(sessionId, 'Runtime.runIfWaitingForDebugger')
      })()
    })
    await session.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: false,
    })
    const started = Date.now()
    await page.goto(`http://127.0.0.1:${link.port}${site.path}`, { timeout: 180_000 })
    await page.waitForFunction(() => !('$_TSR' in window) && document.readyState === 'complete', undefined, {
      timeout: 180_000,
    })
    visit.loadMs = Date.now() - started
    await page.waitForTimeout(options.thinkMs)
    const row = await options.choose(page, file)
    visit.totalMs = Date.now() - started
    visit.wireMb = link.bytesDown() / 1e6
    Object.assign(visit, { ok: row.ok, error: row.error, readyMs: row.readyMs, warmBefore: row.warmBefore })
  } catch (error) {
    visit.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    await context.close()
    link.stop()
  }
  return visit
}

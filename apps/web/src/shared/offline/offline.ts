// The page's side of the service worker (src/offline/sw.ts, docs/offline.md). Only built sites register
// it: `vite dev` serves modules that no build list names.

const SW_URL = '/sw.js'

/** Registers the service worker once the page has loaded, so it never competes with the page's own start. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register(SW_URL).catch((err: unknown) => {
      // The site works without it (a private window, a blocked worker): only offline use is lost.
      console.warn('[offline] The service worker did not register:', err)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}

interface KeepReply {
  ok: boolean
  kept?: number
  error?: string
}

let keeping: Promise<boolean> | null = null

/**
 * On a tool page: asks the service worker to keep this page and every file the two tools load, so the next
 * visit works with no network. Skipped when the visitor asked the browser to save data. Resolves true once
 * everything is kept; `data-offline-ready` on <html> says the same to the browser tests.
 */
export function keepToolsOffline(): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(false)
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return Promise.resolve(false)
  keeping ??= navigator.serviceWorker.ready.then(async (registration) => {
    const worker = registration.active
    if (!worker) return false
    const channel = new MessageChannel()
    const reply = new Promise<KeepReply>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<KeepReply>) => resolve(event.data)
    })
    // The home page too: it is the installed app's start page.
    worker.postMessage({ type: 'keep-engine', pages: [location.pathname, '/'] }, [channel.port2])
    const { ok, error } = await reply
    if (!ok) {
      console.warn('[offline] The tools could not be kept for offline use:', error)
      keeping = null
      return false
    }
    document.documentElement.dataset.offlineReady = 'true'
    return true
  })
  return keeping
}

// The site's service worker (docs/offline.md). It makes the two tools work with no network after a first
// visit, and lets later visits start without downloading the engine again:
// - pages: from the network first, so a visitor online always sees the current page; the copy kept of each
//   page visited is what an offline visit gets;
// - built files (/assets/, content-hashed) and the models (/models/): from this build's cache first, fetched
//   and kept on a miss;
// - a tool page asks for the engine to be kept ('keep-engine'): the files the two tools need, listed by the
//   build, are fetched once in the background;
// - the API, the staff area and anything not GET or not this origin pass through untouched.
// It imports nothing: the build emits it as a standalone /sw.js with the list of engine files written in.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  readonly location: Location
}

interface OfflineBuild {
  /** Changes with every build whose files differ: the name of this build's cache. */
  version: string
  /** Root-relative URLs of every file the photo and compress tools load. */
  engine: string[]
}

const scope = self as unknown as WorkerScope
// Replaced by the build (scripts/offline-build.ts) with the JSON of an OfflineBuild.
const build = JSON.parse('__VPS_OFFLINE_BUILD__') as OfflineBuild
const CACHE = `vps-${build.version}`
const PASS_THROUGH = /^\/(api|cms)(\/|$)|^\/(rss\.xml|sitemap\.xml|robots\.txt)$/
const CACHE_FIRST = /^\/(assets|models)\/|^\/(favicon\.svg|manifest\.webmanifest|icons\/[^/]+)$/

scope.addEventListener('install', (event) => {
  // A new build takes over at once: its pages may need files the old build's cache does not have.
  event.waitUntil(scope.skipWaiting())
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('vps-') && name !== CACHE) await caches.delete(name)
      }
      await scope.clients.claim()
    })(),
  )
})

scope.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== scope.location.origin || PASS_THROUGH.test(url.pathname)) return
  if (request.mode === 'navigate') event.respondWith(pageFromNetworkFirst(event, url))
  else if (CACHE_FIRST.test(url.pathname)) event.respondWith(fileFromCacheFirst(event))
})

scope.addEventListener('message', (event) => {
  const message = event.data as { type?: string; pages?: unknown } | null
  if (message?.type !== 'keep-engine') return
  const pages = Array.isArray(message.pages)
    ? message.pages.filter((page) => isOwnPath(page) && !PASS_THROUGH.test(page))
    : []
  const reply = event.ports[0]
  event.waitUntil(
    keepEngine(pages).then(
      (kept) => reply?.postMessage({ ok: true, kept }),
      (err: unknown) => reply?.postMessage({ ok: false, error: String(err) }),
    ),
  )
})

function isOwnPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
}

async function pageFromNetworkFirst(event: FetchEvent, url: URL): Promise<Response> {
  // Kept by path: offline, '/x?utm_source=…' finds the copy of '/x'.
  const key = url.pathname
  try {
    const response = await fetch(event.request)
    // A search or filtered view ('/blog?search=…') is not the page a visitor returns to offline. The copy
    // is written beside the answer, which streams to the page at once.
    if (response.ok && response.type === 'basic' && !url.search) {
      const copy = response.clone()
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)))
    }
    return response
  } catch (err) {
    const cache = await caches.open(CACHE)
    const kept = await cache.match(key)
    if (kept) return kept
    throw err
  }
}

async function fileFromCacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event
  const cache = await caches.open(CACHE)
  const kept = await cache.match(request, { ignoreSearch: true })
  if (kept) return kept
  return fetchAndKeep(new URL(request.url).pathname, event)
}

interface Fetching {
  /** The network's answer; never read itself, each caller gets a copy, so its body streams to all. */
  response: Promise<Response>
  /** Settles once the file is in the cache (or was not kept). */
  kept: Promise<void>
}

/** Files being fetched now, by path: a model the tool asks for while it is being kept is fetched once. */
const inFlight = new Map<string, Fetching>()

/**
 * Fetches a file and keeps it in this build's cache when it comes back whole. The copy answered streams as
 * it arrives (the page counts the bytes of its first model download), while another copy fills the cache.
 */
function fetchAndKeep(path: string, event?: ExtendableEvent): Promise<Response> {
  let fetching = inFlight.get(path)
  if (!fetching) {
    const response = fetch(path, { credentials: 'same-origin' })
    const kept = response.then(async (answer) => {
      if (!answer.ok || answer.type !== 'basic') return
      const cache = await caches.open(CACHE)
      await cache.put(path, answer.clone())
    })
    const entry: Fetching = { response, kept }
    fetching = entry
    inFlight.set(path, entry)
    kept.then(
      () => inFlight.delete(path),
      () => inFlight.delete(path),
    )
  }
  event?.waitUntil(fetching.kept.catch(() => {}))
  return fetching.response.then((answer) => answer.clone())
}

/** Fetches every engine file (and the given pages) this build's cache does not hold yet; returns how many. */
async function keepEngine(pages: string[]): Promise<number> {
  const cache = await caches.open(CACHE)
  let kept = 0
  for (const path of [...pages, ...build.engine]) {
    if (await cache.match(path)) continue
    const response = await fetchAndKeep(path)
    // Only the cache's copy is wanted here: drop this one rather than hold it in memory.
    await response.body?.cancel()
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    await inFlight.get(path)?.kept
    kept++
  }
  return kept
}

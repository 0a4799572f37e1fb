// The site's service worker (docs/offline.md). It makes the two tools work with no network after a first
// visit, and lets later visits start without downloading the engine again:
// - pages: from the network first, so a visitor online always sees the current page; the copy kept of each
//   page visited is what an offline visit gets;
// - built files (/assets/, content-hashed) and the models (/models/): from this build's cache first, fetched
//   and kept on a miss;
// - a tool page asks for the engine to be kept ('keep-engine'): the files the two tools need, listed by the
//   build, are fetched once in the background;
// - the API, the staff area (under any spelling) and anything not GET or not this origin pass through
//   untouched, and no answer marked no-store or private is ever kept.
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

/**
 * Whether a path is a staff page under any spelling the server accepts for one (the server's page guard
 * reads paths the same way): percent-decoded ('/%63ms'), slashes collapsed, dot segments resolved, any
 * case. A staff page is never kept: it kept '/%63ms/dashboard' and served it offline after sign-out.
 */
function isStaffPath(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: judge the spelling as it is.
  }
  const resolved = new URL(path.replace(/[\\/]+/g, '/'), 'http://local').pathname.toLowerCase()
  return resolved === '/cms' || resolved.startsWith('/cms/')
}

const passesThrough = (pathname: string) => PASS_THROUGH.test(pathname) || isStaffPath(pathname)

/** An answer the page may be kept as: whole, this site's, not for one person, and not a staff page. */
function mayKeep(response: Response): boolean {
  if (!response.ok || response.type !== 'basic') return false
  if (/\b(no-store|private)\b/i.test(response.headers.get('cache-control') ?? '')) return false
  // After a redirect, the answer is another page's (a staff address sends a signed-out visitor to sign in).
  return !response.redirected && !passesThrough(new URL(response.url).pathname)
}
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
  if (url.origin !== scope.location.origin || passesThrough(url.pathname)) return
  if (request.mode === 'navigate') event.respondWith(pageFromNetworkFirst(event, url))
  else if (CACHE_FIRST.test(url.pathname)) event.respondWith(fileFromCacheFirst(event))
})

scope.addEventListener('message', (event) => {
  const message = event.data as { type?: string; pages?: unknown } | null
  if (message?.type !== 'keep-engine') return
  const pages = Array.isArray(message.pages)
    ? message.pages.filter((page) => isOwnPath(page) && !passesThrough(page))
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
    if (mayKeep(response) && !url.search) {
      const copy = response.clone()
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)))
    }
    return response
  } catch (err) {
    const cache = await caches.open(CACHE)
    const kept = await cache.match(key)
    if (kept) return kept
    if (err instanceof TypeError) return offlinePage(cache)
    throw err
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Offline, for a page this device has not kept: says so, and links the pages it has kept (the tools used
 * before, the home page), instead of the browser's own error page.
 */
async function offlinePage(cache: Cache): Promise<Response> {
  const pages = (await cache.keys())
    .map((request) => new URL(request.url).pathname)
    .filter((path) => !CACHE_FIRST.test(path) && !/\.[a-z0-9]+$/i.test(path) && !passesThrough(path))
    .sort()
  const links = (
    await Promise.all(
      pages.map(async (path) => {
        // Named by the kept page's own title (already escaped in that HTML), else by its address.
        const html = await (await cache.match(path))?.text()
        const title = html && /<title>([^<]*)<\/title>/.exec(html)?.[1]
        return `<li><a href="${escapeHtml(path)}">${title || escapeHtml(path)}</a></li>`
      }),
    )
  ).join('')
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#1d4ed8}</style></head><body><h1>You are offline</h1><p>This page has not been saved on this device yet. ${
    pages.length
      ? `These pages work without a network:</p><ul>${links}</ul>`
      : 'Open a tool once while online, and it will work offline afterwards.</p>'
  }</body></html>`
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } })
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
      if (!mayKeep(answer)) return
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

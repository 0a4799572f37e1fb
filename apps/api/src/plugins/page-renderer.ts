// Renders a page on demand with the web app's SSR bundle, for URLs whose HTML cannot be fixed at build time:
// the blog list and articles, which change when staff publish (LIVE_PATHS), and the staff pages with ids in
// them (/cms/...).
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import type { FastifyReply } from 'fastify'
import { inlineScriptHashes, markPageHashes } from './inline-scripts.ts'
import { RenderThread } from './render-thread.ts'
import type { WorkGate } from './work-gates.ts'

/**
 * A rendered page. `location` is set when the router answered a redirect (a 3xx: '/blog?page=abc' goes to
 * '/blog', since bad search values fall back); it is always a path on this site.
 */
export interface RenderedPage {
  status: number
  html: string
  location?: string
  /** Its inline scripts' CSP hashes (inline-scripts.ts), computed with the render and cached with it. */
  scriptHashes?: readonly string[]
}

/** `client` (the requester's address) is what the render gate counts it against (work-gates.ts). */
export type RenderPage = (url: string, client?: string) => Promise<RenderedPage>

/** The renderer of one web build, with its render thread to stop when the server closes. */
export type PageRenderer = RenderPage & { close(): Promise<void> }

/**
 * The origin this process answers on, as seen from itself: pages rendered here fetch their data from the
 * API over loopback. A wildcard bind ('0.0.0.0', '::') is reached through 127.0.0.1; before listen()
 * (tests using inject) the configured port is the best guess and nothing fetches anyway.
 */
export function selfOrigin(address: AddressInfo | string | null, fallbackPort: number): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${fallbackPort}`
  const wildcard = address.address === '0.0.0.0' || address.address === '::'
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/** Paths that may hold pages unknown at build time; every other unknown path is simply the 404 page. */
// A compress page of a size outside the 14 prerendered ones (issue #53: any whole KB from 5 to 5000) is
// rendered on demand; the router answers 404 for a size out of range or spelled otherwise.
export const ON_DEMAND_PATHS = /^\/(blog|cms)\/|^\/compress-to-\d{1,4}kb$/

/**
 * Pages whose content is whatever the database holds now: the blog list and its articles, which staff
 * publish, edit, unpublish and delete without a rebuild. With an SSR bundle they are rendered on demand
 * (their prerendered files would show the build's state) through createLivePageCache; without one the
 * prerendered files remain.
 */
export const LIVE_PATHS = /^\/blog(?:\/[^/]+)?$/

/**
 * The renderer for a web build, or null when the build has no SSR bundle. The bundle is loaded once, on its
 * render thread (render-thread.ts), on first use: after a web rebuild the server must restart, as the
 * bundle points at that build's hashed assets. With a gate, every render waits for a place in it
 * (work-gates.ts), counted against its client. `apiOrigin` is where the page's data queries go during
 * the render (the browser uses its own origin).
 */
export function createPageRenderer(
  webDist: string,
  apiOrigin: () => string,
  gate?: WorkGate,
): PageRenderer | null {
  const serverDir = path.resolve(webDist, '..', 'server')
  const entry = path.join(serverDir, 'entry-server.js')
  const manifestFile = path.join(serverDir, 'router-manifest.json')
  if (!existsSync(entry) || !existsSync(manifestFile)) return null
  const thread = new RenderThread(entry, manifestFile)

  const render = async (url: string): Promise<RenderedPage> => {
    const { status, html, location } = await thread.render(url, apiOrigin())
    if (!isRedirect(status)) return { status, html, scriptHashes: inlineScriptHashes(html) }
    // The router redirects within the app; anything else (none, '//host', '/\\host', 'https://…') is a bug,
    // not a page. Resolved against a stand-in origin, a local path keeps that origin.
    const local =
      location?.startsWith('/') && new URL(location, 'http://site.invalid').origin === 'http://site.invalid'
    if (!location || !local) throw new Error(`The page redirected off the site: ${JSON.stringify(location)}`)
    return { status, html, location }
  }
  const gated: RenderPage = gate ? (url, client = 'server') => gate.run(client, () => render(url)) : render
  return Object.assign(gated, { close: () => thread.close() })
}

const isRedirect = (status: number) => status >= 300 && status < 400

/** HTML that may change at any time (pages, not hashed assets): browsers and proxies ask again each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * Brotli at a middle quality: ~5 ms for the 200 KB blog list, done once per cached page (quality 11 would
 * cost ~100 ms for a few percent less), and a tenth of the bytes on every answer after.
 */
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }
const compressedPages = new WeakMap<RenderedPage, Buffer>()
const gzippedPages = new WeakMap<RenderedPage, Buffer>()
const encodedPages = new WeakMap<RenderedPage, Buffer>()

/** The page's HTML as UTF-8 bytes, encoded once: a string is measured and encoded again on every send. */
function bytesOf(page: RenderedPage): Buffer {
  let bytes = encodedPages.get(page)
  if (!bytes) {
    bytes = Buffer.from(page.html, 'utf8')
    encodedPages.set(page, bytes)
  }
  return bytes
}

/** The page's HTML in brotli, compressed on first use and kept as long as the page object is (the cache). */
function brotliOf(page: RenderedPage): Buffer {
  let compressed = compressedPages.get(page)
  if (!compressed) {
    compressed = brotliCompressSync(page.html, BROTLI)
    compressedPages.set(page, compressed)
  }
  return compressed
}

/**
 * The page's HTML in gzip, for a client that takes gzip and not brotli (a script's fetch, curl, some bots),
 * also compressed once: compressing a kept page again for every such answer was most of its cost.
 */
function gzipOf(page: RenderedPage): Buffer {
  let compressed = gzippedPages.get(page)
  if (!compressed) {
    compressed = gzipSync(page.html)
    gzippedPages.set(page, compressed)
  }
  return compressed
}

/** An Accept-Encoding that names the encoding with no q=0. */
const acceptsEncoding = (encoding: string) =>
  new RegExp(`(^|,)\\s*${encoding}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`)
const ACCEPTS = { br: acceptsEncoding('br'), gzip: acceptsEncoding('gzip') }
const accepts = (encoding: keyof typeof ACCEPTS, accept: string | string[] | undefined) =>
  ACCEPTS[encoding].test(String(accept ?? ''))

/**
 * Sends a rendered page: its redirect, or its HTML, to be revalidated on every use. A cached page goes out
 * in brotli to a browser that takes it, else in gzip to a client that takes that (each compressed once,
 * `cached`); a page made for one answer goes as is.
 */
export function sendPage(reply: FastifyReply, page: RenderedPage, cached = false) {
  if (page.location) return reply.header('cache-control', REVALIDATE).redirect(page.location, page.status)
  if (page.scriptHashes) markPageHashes(reply, page.scriptHashes)
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', REVALIDATE)
  if (!cached) return reply.send(page.html)
  reply.header('vary', 'accept-encoding')
  const accept = reply.request.headers['accept-encoding']
  if (accepts('br', accept)) return reply.header('content-encoding', 'br').send(brotliOf(page))
  if (accepts('gzip', accept)) return reply.header('content-encoding', 'gzip').send(gzipOf(page))
  return reply.send(bytesOf(page))
}

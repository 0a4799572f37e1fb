// Serves apps/web's prerendered build (one .html per route, hashed files under /assets/) on the API's port.
import { statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { SERVICE_MESSAGES, UNCOMPRESSED_LENGTH_HEADER } from '@vps/specs'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { createBlogRepository } from '../blog/repository.ts'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable.ts'
import { ApiError, notFoundBody } from '../errors.ts'
import { sendUnavailable } from './error-handler.ts'
import { markPageFile } from './inline-scripts.ts'
import {
  type LivePageAnswer,
  liveAnswer,
  MISSING_SLUG,
  missingArticlePage,
  normalisedBlogListUrl,
  SEARCH_RENDERS_PER_MINUTE,
} from './live-pages.ts'
import { createLivePageCache, sharedAfterCall } from './page-cache.ts'
import {
  LIVE_PATHS,
  ON_DEMAND_PATHS,
  REVALIDATE,
  type RenderedPage,
  type RenderPage,
  sendPage,
} from './page-renderer.ts'
import { MINUTE_MS } from './rate-limit.ts'
import { sendStaleCopy } from './stale-copy.ts'

export interface WebPluginOptions {
  webDist: string
  /** The app's renderer (page-renderer.ts), or null when the build has no SSR bundle. */
  renderPage: RenderPage | null
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** For a compressed copy of a model or WASM file, the size of the file itself (read once per file); else null. */
const uncompressedSizes = new Map<string, number>()
function uncompressedSize(filePath: string): number | null {
  const match = /^(.*\.(?:onnx|wasm))\.(?:br|gz)$/.exec(filePath)
  if (!match?.[1]) return null
  let size = uncompressedSizes.get(match[1])
  if (size === undefined) {
    size = statSync(match[1]).size
    uncompressedSizes.set(match[1], size)
  }
  return size
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/**
 * The one URL each page is known by: '/x.html', '/x/' and '/x/index.html' all mean '/x'. Returns null
 * when the path is already canonical.
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname === '/') return null
  let canonical = pathname.replace(/\.html$/, '').replace(/\/index$/, '')
  canonical = canonical.replace(/\/+$/, '')
  // Collapse leading slashes: '//evil.example/' must never become the protocol-relative '//evil.example'.
  canonical = `/${canonical.replace(/^\/+/, '')}`
  return canonical === pathname ? null : canonical
}

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?')
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) }
}

/**
 * The rendered page, or null (logged) when it could not be made: the render failed, or the database could
 * not be read. The caller then sends it or falls back. Not `await sendPage(…)` and a check of what that
 * resolves to: a reply resolves to undefined once sent, which read as a failure and sent the fallback file
 * as well, a second answer whose file stream nobody read. A refusal is not a failure: a rate limit's 429,
 * or too many renders at once (429 or 503), goes to the client as it is.
 */
async function renderedOrNull(
  render: () => Promise<RenderedPage | null>,
  request: FastifyRequest,
  fallback: string,
): Promise<RenderedPage | null> {
  try {
    return await render()
  } catch (err) {
    if (err instanceof ApiError) throw err
    if (isDatabaseUnavailable(err)) {
      request.server.databaseHealth.failures += 1
      request.log.warn({ url: request.url }, `The database is unavailable: serving ${fallback}`)
    } else request.log.error({ err, url: request.url }, `Rendering a page failed: serving ${fallback}`)
    return null
  }
}

/** The address a blog page is kept under (live-pages.ts), before the database has said whether it exists. */
function keptBlogUrl(pathname: string, search: string): string {
  if (pathname === '/blog') return normalisedBlogListUrl(search)
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

const web: FastifyPluginAsync<WebPluginOptions> = async (app, { webDist, renderPage }) => {
  // Shares the rate limits' store (per process, or PostgreSQL for every instance).
  const limitSearchRenders = app.rateLimit({
    max: SEARCH_RENDERS_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `blog-search-render:${request.ip}`,
  })
  const blog = createBlogRepository(app.db)
  const contentVersion = sharedAfterCall(() => blog.contentVersion())
  const renderLivePage =
    renderPage &&
    createLivePageCache(renderPage, contentVersion, { databaseFailures: () => app.databaseHealth.failures })
  const isPublished = publishedSlugCheck(contentVersion, () => blog.listPublishedSlugs())

  await app.register(fastifyStatic, {
    root: webDist,
    extensions: ['html'],
    index: ['index.html'],
    wildcard: true,
    // The onRequest hook below owns redirects; send's directory redirect would add a trailing slash.
    redirect: false,
    // Serves foo.js.br / foo.js.gz when present and accepted; HTML is not precompressed (pages are small).
    preCompressed: true,
    setHeaders(reply, filePath, stat) {
      // The security headers' hook reads the page's inline scripts from this file (security-headers.ts).
      if (/\.html(\.(br|gz))?$/.test(filePath)) markPageFile(reply, filePath, stat.mtimeMs)
      const relative = path.relative(webDist, filePath)
      const hashed = relative.startsWith(`assets${path.sep}`)
      // Asset names carry a content hash, so they never change; pages must be rechecked on every visit.
      reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE)
      // The photo engine counts a model's bytes as they arrive: its own size lets the page show "x of y MB".
      const size = uncompressedSize(filePath)
      if (size !== null) reply.header(UNCOMPRESSED_LENGTH_HEADER, size)
    },
  })

  // Registered inside this plugin, so it only runs for the static routes, never for /api routes.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const { pathname, search } = splitUrl(request.url)
    // An /api path reaching the static wildcard matched no API route: never look for it on disk.
    if (isApiPath(pathname)) {
      reply.callNotFound()
      return reply
    }

    // The 404 page exists as a file, but must only ever be sent with status 404; compressed twins are an
    // implementation detail of preCompressed, not URLs.
    if (/^\/404(\.html)?$/.test(pathname) || /\.(br|gz)$/.test(pathname)) {
      reply.callNotFound()
      return reply
    }
    const canonical = canonicalPath(pathname)
    if (canonical) {
      reply.redirect(`${canonical}${search}`, 301)
      return reply
    }
    // The blog shows what staff published a moment ago (a filtered list, too), so it is rendered on demand,
    // cached only against the database's content version, rather than read from the build. A failure (not a
    // 404: a crashed render or an unreachable database) falls back to the prerendered file below, so the
    // blog degrades to the build's content instead of a 500.
    // URLs are normalised, and unknown articles share one render (live-pages.ts): a flood of unique URLs
    // costs lookups, not renders.
    if (renderLivePage && LIVE_PATHS.test(pathname)) {
      const client = request.ip
      let answer: LivePageAnswer | undefined
      const page = await renderedOrNull(
        async () => {
          answer = await liveAnswer(pathname, search, isPublished)
          if (answer.kind === 'not-found') return null
          // Throws the usual 429 past the limit (the error handler answers it).
          if (answer.kind === 'page' && answer.url.includes('search='))
            await limitSearchRenders.call(app, request, reply)
          return answer.kind === 'page'
            ? renderLivePage(answer.url, client)
            : missingArticlePage(renderLivePage, answer.slug, client)
        },
        request,
        'the last page kept or the prerendered file',
      )
      if (answer?.kind === 'not-found') return sendNotFoundPage(reply, webDist)
      // A page for one unknown slug is made from the stand-in's and sent once: not compressed to be kept.
      if (page) return sendPage(reply, page, answer?.kind === 'page')
      // Without the database (or a render): the last page kept for this address, which was current then; or
      // the build's file, which may miss what staff published since, and says so.
      const kept = renderLivePage.last(keptBlogUrl(pathname, search))
      if (kept) return sendPage(reply, kept, true)
      const file = await pageFileOf(webDist, pathname)
      if (file) return sendStaleCopy(reply, await readFile(file, 'utf8'))
      return sendUnavailable(reply, SERVICE_MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_S)
    }
    const shadowed = await pageShadowedByFolder(webDist, pathname)
    if (shadowed) return reply.sendFile(shadowed)
  })
}

export default web

/**
 * Whether a slug is published, from the set of published slugs read once per content version (a few
 * hundred): a flood of random slugs then costs a set lookup each, not a query each.
 */
function publishedSlugCheck(
  version: () => Promise<string>,
  list: () => Promise<Array<{ slug: string }>>,
): (slug: string) => Promise<boolean> {
  let known: { version: string; slugs: Promise<Set<string>> } | undefined
  return async (slug) => {
    const current = await version()
    if (known?.version !== current) {
      const slugs = list().then((rows) => new Set(rows.map((row) => row.slug)))
      known = { version: current, slugs }
      // A failed read is not kept: the next request reads again.
      slugs.catch(() => {
        if (known?.slugs === slugs) known = undefined
      })
    }
    return (await known.slugs).has(slug)
  }
}

/** The build's file for a page path ('/blog' → blog.html, '/blog/x' → blog/x.html), or null. */
async function pageFileOf(webDist: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const file = path.join(webDist, `${decoded}.html`)
  // path.join normalises '..' away only within the path; never look outside the build.
  if (!file.startsWith(webDist + path.sep) || decoded.includes(MISSING_SLUG)) return null
  return (await stat(file).catch(() => null))?.isFile() ? file : null
}

/**
 * '/blog' is both a page (blog.html) and a folder (blog/<slug>.html). @fastify/static finds the folder first,
 * looks for blog/index.html and answers 404, so such pages are sent explicitly. Checked per request (two
 * stats, extension-less paths only) because the web build can be replaced while the server runs.
 */
async function pageShadowedByFolder(webDist: string, pathname: string): Promise<string | null> {
  if (pathname === '/' || path.extname(pathname) !== '') return null
  const folder = path.join(webDist, pathname)
  // path.join normalises '..' away only within the path; never look outside the build.
  if (!folder.startsWith(webDist + path.sep)) return null
  const [dir, page] = await Promise.all([
    stat(folder).catch(() => null),
    stat(`${folder}.html`).catch(() => null),
  ])
  return dir?.isDirectory() && page?.isFile() ? `${pathname.slice(1)}.html` : null
}

/**
 * Not-found answers for the whole app: JSON under /api and for non-page methods, plain text for missing
 * assets (a script tag cannot use an HTML page), a page rendered on demand where pages can appear after the
 * build (its status comes from the router: 404 when nothing matches), and the prerendered 404 page otherwise.
 */
export function createNotFoundHandler(webDist: string | null, renderPage: RenderPage | null) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const { pathname } = splitUrl(request.url)
    const isPageMethod = request.method === 'GET' || request.method === 'HEAD'
    if (!webDist || isApiPath(pathname) || !isPageMethod) {
      return reply.code(404).send(notFoundBody())
    }
    if (pathname.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    if (renderPage && ON_DEMAND_PATHS.test(pathname)) {
      // A failed render of an unknown path is still a missing page: the 404 page below, not a 500.
      const page = await renderedOrNull(() => renderPage(request.url, request.ip), request, 'the 404 page')
      if (page) return sendPage(reply, page)
    }
    return sendNotFoundPage(reply, webDist)
  }
}

/** The prerendered 404 page, with status 404 (no render). */
export async function sendNotFoundPage(reply: FastifyReply, webDist: string) {
  reply.code(404).type('text/html; charset=utf-8').header('cache-control', REVALIDATE)
  // Read per request: the web app may be rebuilt while the server runs, and the page is ~3 KB.
  const page = await readFile(path.join(webDist, '404.html')).catch(() => null)
  return reply.send(page ?? '<!doctype html><title>Not found</title><h1>Not found</h1>')
}

// Photo pages (/{slug}-visa-photo) and landing pages (/countries/{slug}) for destinations the build could not
// know: the build prerenders the built-ins with their packages/specs values, so a page whose destination staff
// added, edited or disabled since is decided here, before the static files are looked at. Everything else is
// left to the web plugin.
//
// Such a page is rendered once per change and kept (issue #48: it was rendered on every request, and 20
// requests at a time from one client took another visitor's median page from 0.7 ms to 3.6 s). It is kept
// under its address as the page reads it (the photo page reads only a known ?document=) and validated
// against the stored row (and, for a landing page, the blog's content version, for its guide links), read
// for every request (below): a save through any instance is seen by the next request everywhere. Renders
// pass through the render gate (work-gates.ts).
//
// When the database cannot be read, the page is the last one kept, or for an unedited built-in its build
// file; otherwise the build file with a note that it may be out of date, or a 503 when there is none.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SERVICE_MESSAGES, SLUG_WORDS } from '@vps/specs'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createBlogRepository } from '../blog/repository.ts'
import type { DestinationRow } from '../db/tables/destinations.ts'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable.ts'
import { localWriteGeneration, processWriteGeneration } from '../db/write-generation.ts'
import { mergeDestination } from '../destinations/merge.ts'
import { createDestinationRepository } from '../destinations/repository.ts'
import { RetryLaterError } from '../errors.ts'
import { sendUnavailable } from './error-handler.ts'
import { createPageCache, sharedAfterCall } from './page-cache.ts'
import { type RenderPage, sendPage } from './page-renderer.ts'
import { sendStaleCopy } from './stale-copy.ts'

export interface DestinationPagesOptions {
  webDist: string
  /** The app's renderer (page-renderer.ts), or null when the build has no SSR bundle. */
  renderPage: RenderPage | null
}

const PHOTO_PAGE = new RegExp(`^/(${SLUG_WORDS})-visa-photo$`)
const LANDING_PAGE = new RegExp(`^/countries/(${SLUG_WORDS})$`)

/**
 * Pages kept: about 40 destinations, a photo and a landing page each, and the photo pages of their
 * documents; 60-150 KB each, under 20 MB in all.
 */
export const DESTINATION_PAGE_CACHE_ENTRIES = 128

interface DestinationPage {
  slug: string
  kind: 'photo' | 'landing'
  pathname: string
  search: string
}

function destinationPage(url: string): DestinationPage | null {
  const q = url.indexOf('?')
  const pathname = q === -1 ? url : url.slice(0, q)
  const search = q === -1 ? '' : url.slice(q)
  const photo = PHOTO_PAGE.exec(pathname)?.[1]
  if (photo) return { slug: photo, kind: 'photo', pathname, search }
  const landing = LANDING_PAGE.exec(pathname)?.[1]
  return landing ? { slug: landing, kind: 'landing', pathname, search } : null
}

/**
 * The destination slug of a photo or landing page path ('/japan-visa-photo' and '/countries/japan' → 'japan'),
 * or null for any other path.
 */
export function destinationPageSlug(url: string): string | null {
  return destinationPage(url)?.slug ?? null
}

/**
 * The page's address as it reads it, the key it is kept under: a photo page reads only `document`, and only
 * a document the destination has (another falls back to the default one, the same page); a landing page
 * reads no query at all. A flood of made-up queries is then one page, not one render each.
 */
export function destinationPageKey(
  page: Pick<DestinationPage, 'kind' | 'pathname' | 'search'>,
  documentIds: readonly string[],
): string {
  if (page.kind === 'landing') return page.pathname
  const document = new URLSearchParams(page.search).get('document')
  return document && documentIds.includes(document)
    ? `${page.pathname}?${new URLSearchParams({ document })}`
    : page.pathname
}

/** What one destination's pages depend on in its stored row, read once per snapshot. */
interface StoredDestination {
  enabled: boolean
  /** Changes with anything stored for the destination. */
  version: string
  /** The documents its photo page may be asked for (?document=). */
  documentIds: string[]
}

/** Every stored row, as last read: staff's changes (edited, added, disabled destinations). */
interface Snapshot {
  rows: Map<string, StoredDestination>
  /** This process's count of destination writes when it was read. */
  writes: number
}

function snapshotOf(rows: DestinationRow[], writes: number): Snapshot {
  const stored = new Map<string, StoredDestination>()
  for (const row of rows) {
    stored.set(row.slug, {
      enabled: row.enabled,
      version: createHash('sha256').update(JSON.stringify(row)).digest('base64url'),
      documentIds: mergeDestination(row.slug, row)?.documents.map((doc) => doc.id) ?? [],
    })
  }
  return { rows: stored, writes }
}

const destinationPages: FastifyPluginAsync<DestinationPagesOptions> = async (
  app,
  { webDist, renderPage },
) => {
  const destinations = createDestinationRepository(app.db)
  const blogVersion = sharedAfterCall(() => createBlogRepository(app.db).contentVersion())
  const pages =
    renderPage &&
    createPageCache(renderPage, {
      maxEntries: DESTINATION_PAGE_CACHE_ENTRIES,
      databaseFailures: () => app.databaseHealth.failures,
    })

  // The stored rows are few (what staff changed), so a page reads all of them: one query shared by every
  // request that asks while one runs (sharedAfterCall), and on PGlite, where this process is the only
  // writer, none at all until it writes to the table again. Under a flood of an edited page that is what
  // keeps a kept page cheap (a query per request took another visitor's p50 to 11-77 ms). The last
  // snapshot read is also what the server knows without the database: a slug it does not list had no
  // stored change then, so its build file is current.
  const writesByThisProcess = () => processWriteGeneration(app.db, 'destinations') ?? 0
  const soleWriter = localWriteGeneration(app.db, 'destinations') !== undefined
  const read = sharedAfterCall(async () => {
    const writes = writesByThisProcess()
    return snapshotOf(await destinations.all(), writes)
  })
  let last: Snapshot | null = null
  async function snapshot(): Promise<Snapshot> {
    if (soleWriter && last?.writes === writesByThisProcess()) return last
    const fresh = await read()
    last = fresh
    return fresh
  }

  /**
   * When the page cannot be made (the database unreadable, or the render failed): the last page kept, the
   * build file (noted where it may be stale), or a 503.
   */
  async function fallbackPage(request: FastifyRequest, reply: FastifyReply, page: DestinationPage) {
    const document = destinationPageKey(page, [new URLSearchParams(page.search).get('document') ?? ''])
    const kept = pages?.last(document) ?? pages?.last(page.pathname)
    if (kept) return sendPage(reply, kept, true)
    // No change stored when last read, and none saved here since: the build's file holds its values.
    if (last && last.writes === writesByThisProcess() && !last.rows.has(page.slug)) return
    const file = path.join(webDist, `${page.pathname.slice(1)}.html`)
    const html = await readFile(file, 'utf8').catch(() => null)
    if (html !== null) {
      request.log.warn({ url: request.url }, 'Serving the build file of a destination page that may be stale')
      return sendStaleCopy(reply, html)
    }
    return sendUnavailable(reply, SERVICE_MESSAGES.databaseUnavailable, DATABASE_RETRY_AFTER_S)
  }

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const page = destinationPage(request.url)
    if (!page) return
    let stored: StoredDestination | undefined
    let blog = ''
    try {
      stored = (await snapshot()).rows.get(page.slug)
      if (stored?.enabled && page.kind === 'landing' && pages) blog = await blogVersion()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      app.databaseHealth.failures += 1
      return fallbackPage(request, reply, page)
    }
    // No row: an unedited built-in (its prerendered file is current) or an unknown slug (the usual 404).
    if (!stored) return
    if (!stored.enabled) {
      reply.callNotFound()
      return reply
    }
    // Added or edited: the prerendered file, if any, holds the build's numbers, so the page is rendered with
    // the stored ones. Without an SSR bundle the build's files are all there is.
    if (!pages) return
    const key = destinationPageKey(page, stored.documentIds)
    try {
      return sendPage(reply, await pages.get(key, `${stored.version} ${blog}`, request.ip), true)
    } catch (err) {
      // Too many renders at once: the usual 429 or 503, with Retry-After.
      if (err instanceof RetryLaterError) throw err
      request.log.error({ err, url: request.url }, 'Rendering a destination page failed')
      return fallbackPage(request, reply, page)
    }
  })
}

export default fp(destinationPages, {
  name: 'destination-pages',
  dependencies: ['database', 'work-gates'],
})

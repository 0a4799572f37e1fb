// Photo pages (/{slug}-visa-photo) and landing pages (/countries/{slug}) for destinations the build could not
// know: the build prerenders the built-ins with their packages/specs values, so a page whose destination staff
// added, edited or disabled since is decided here, before the static files are looked at. Everything else is
// left to the web plugin.
//
// Such a page is rendered once per change and kept (issue #48: it was rendered on every request, and 20
// requests at a time from one client took another visitor's median page from 0.7 ms to 3.6 s). It is kept
// under its address as the page reads it (the photo page reads only a known ?document=) and validated
// against the stored row (and, for a landing page, the blog's content version, for its guide links), read
// on every request: a save through any instance is seen by the next request everywhere. Renders pass
// through the render gate (work-gates.ts).
//
// When the database cannot be read, the page is the last one kept, or for an unedited built-in its build
// file; otherwise the build file with a note that it may be out of date, or a 503 when there is none.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { COUNTRY_SLUGS, SERVICE_MESSAGES, SLUG_WORDS } from '@vps/specs'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createBlogRepository } from '../blog/repository.ts'
import type { DestinationRow } from '../db/tables/destinations.ts'
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../db/unavailable.ts'
import { processWriteGeneration } from '../db/write-generation.ts'
import { mergeDestination } from '../destinations/merge.ts'
import { createDestinationRepository } from '../destinations/repository.ts'
import { RetryLaterError } from '../errors.ts'
import { sendUnavailable } from './error-handler.ts'
import { createPageCache, sharedAfterCall } from './page-cache.ts'
import { type RenderPage, sendPage } from './page-renderer.ts'
import { runPeriodically } from './periodic.ts'
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

/**
 * How often the list of destinations with a stored row is read again, for other instances' saves (this
 * process's own are seen at once). Only used while the database cannot be read.
 */
const STORED_RELOAD_MS = 60_000

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

/** Changes with anything stored for the destination (or the row itself appearing or going). */
const rowVersion = (row: DestinationRow) =>
  createHash('sha256').update(JSON.stringify(row)).digest('base64url')

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
  // Whether staff have stored anything for a slug, as last read: without the database, an unedited built-in's
  // build file is still current, and an edited one's is not. A slug missing here is not known either way.
  const stored = new Map<string, boolean>()
  const writesByThisProcess = () => processWriteGeneration(app.db, 'destinations') ?? 0
  let writesSeen = writesByThisProcess()
  const forgetIfSavedSince = () => {
    if (writesByThisProcess() === writesSeen) return
    stored.clear()
    writesSeen = writesByThisProcess()
  }
  runPeriodically(
    app,
    async () => {
      const writes = writesByThisProcess()
      const rows = await destinations.all()
      stored.clear()
      for (const slug of COUNTRY_SLUGS) stored.set(slug, false)
      for (const row of rows) stored.set(row.slug, true)
      writesSeen = writes
    },
    { everyMs: STORED_RELOAD_MS, atStart: true, failure: 'Reading which destinations staff changed failed' },
  )

  /**
   * When the page cannot be made (the database unreadable, or the render failed): the last page kept, the
   * build file (noted where it may be stale), or a 503.
   */
  async function fallbackPage(request: FastifyRequest, reply: FastifyReply, page: DestinationPage) {
    const document = destinationPageKey(page, [new URLSearchParams(page.search).get('document') ?? ''])
    const last = pages?.last(document) ?? pages?.last(page.pathname)
    if (last) return sendPage(reply, last, true)
    // Never edited: the build's file holds its values (and it never had a row, so it is not an added one).
    if (stored.get(page.slug) === false) return
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
    forgetIfSavedSince()
    let row: DestinationRow | undefined
    let blog = ''
    try {
      row = await destinations.find(page.slug)
      if (row?.enabled && page.kind === 'landing' && pages) blog = await blogVersion()
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      app.databaseHealth.failures += 1
      return fallbackPage(request, reply, page)
    }
    stored.set(page.slug, row !== undefined)
    // No row: an unedited built-in (its prerendered file is current) or an unknown slug (the usual 404).
    if (!row) return
    if (!row.enabled) {
      reply.callNotFound()
      return reply
    }
    // Added or edited: the prerendered file, if any, holds the build's numbers, so the page is rendered with
    // the stored ones. Without an SSR bundle the build's files are all there is.
    if (!pages) return
    const documents = mergeDestination(page.slug, row)?.documents.map((doc) => doc.id) ?? []
    const key = destinationPageKey(page, documents)
    try {
      return sendPage(reply, await pages.get(key, `${rowVersion(row)} ${blog}`, request.ip), true)
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

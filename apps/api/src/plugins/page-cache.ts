// Caches for pages rendered on demand from the database: the blog (validated against the blog's content
// version) and the destinations staff edited or added (validated against their stored row). The version
// lives in the database, so a change saved through any instance invalidates every instance's copy on its
// next request: no TTL, no stale page, no shared cache server. The price of a hit is one small query (or
// none: on PGlite the blog's version is counted in the process) instead of a full render.
import type { RenderedPage, RenderPage } from './page-renderer.ts'

/**
 * Pages kept per cache. The blog list with its data is about 200 KB of HTML, an article 50-100 KB: 64
 * pages stay under about 13 MB. URLs with arbitrary search queries push the oldest out first.
 */
export const LIVE_PAGE_CACHE_ENTRIES = 64

interface Entry {
  version: string
  page: Promise<RenderedPage>
  /** The page once rendered and kept. */
  settled?: RenderedPage
  /** The page this one replaced, until it has settled: what `last` answers meanwhile. */
  previous?: RenderedPage
}

export interface PageCache {
  /**
   * The page for `url` as of `version`: the kept one, or one new render shared by every request asking
   * meanwhile (counted against `client` by the render gate).
   */
  get(url: string, version: string, client?: string): Promise<RenderedPage>
  /** The last page kept for `url`, whatever its version: what is served when the database cannot be read. */
  last(url: string): RenderedPage | undefined
}

export interface PageCacheOptions {
  maxEntries?: number
  /**
   * A count that rises whenever this process answers "database unavailable" (DatabaseHealth). A render
   * during which it rose may hold fallbacks instead of the stored values (a destination page falls back to
   * its built-in numbers when its API call fails), so it is served once and not kept.
   */
  databaseFailures?: () => number
}

export function createPageCache(render: RenderPage, options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? LIVE_PAGE_CACHE_ENTRIES
  const failures = options.databaseFailures ?? (() => 0)
  // A Map iterates in insertion order; re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>()

  const touch = (url: string, entry: Entry) => {
    entries.delete(url)
    entries.set(url, entry)
  }

  return {
    get(url, version, client) {
      const cached = entries.get(url)
      if (cached?.version === version) {
        touch(url, cached)
        return cached.page
      }
      // The promise is stored before it settles, so concurrent requests for a page that just changed wait for
      // one render instead of each starting their own.
      const failuresBefore = failures()
      const page = render(url, client)
      const previous = cached?.settled ?? cached?.previous
      const entry: Entry = { version, page, ...(previous ? { previous } : {}) }
      touch(url, entry)
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      const drop = () => {
        if (entries.get(url) !== entry) return
        // The next request renders again; the page before stays the last one known.
        if (previous) entries.set(url, { version: '', page: Promise.resolve(previous), settled: previous })
        else entries.delete(url)
      }
      // Not kept: a failed render, a server error page, or a page made while the database was failing.
      page.then((rendered) => {
        if (rendered.status >= 500 || failures() !== failuresBefore) drop()
        else if (entries.get(url) === entry) {
          entry.settled = rendered
          delete entry.previous
        }
      }, drop)
      return page
    },
    last: (url) => {
      const entry = entries.get(url)
      return entry?.settled ?? entry?.previous
    },
  }
}

/** A cache for pages validated against one version for all of them (the blog's content version). */
export function createLivePageCache(
  render: RenderPage,
  version: () => Promise<string>,
  options: PageCacheOptions = {},
): RenderPage & Pick<PageCache, 'last'> {
  const cache = createPageCache(render, options)
  // The caller shares one version query between concurrent requests (sharedAfterCall).
  const get: RenderPage = async (url, client) => cache.get(url, await version(), client)
  return Object.assign(get, { last: cache.last })
}

/**
 * Calls of `query` shared by everyone who asks while one runs, yet never answered from a query that
 * started before they asked: while one is running, callers wait for the next, which starts when it ends and
 * serves all of them. Under a flood of blog requests that is one version query at a time instead of one
 * per request, and a page is still never older than the last change committed before its request.
 */
export function sharedAfterCall<T>(query: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let next: Promise<T> | null = null
  const start = () => {
    const call = query().finally(() => {
      if (running === call) running = null
    })
    running = call
    return call
  }
  const ignore = () => {}
  return () => {
    if (!running) return start()
    next ??= running.then(ignore, ignore).then(() => {
      next = null
      return start()
    })
    return next
  }
}

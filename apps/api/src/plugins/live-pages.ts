// What a blog URL costs the server. The blog is rendered on demand (a list ~50 ms, an article ~20 ms of
// CPU on the one thread every visitor shares) and cached per URL, so any URL nobody asked for before was a
// full render: a flood of '/blog?utm_source=<random>' or '/blog/<random>' cut throughput from ~650 to
// 18-41 requests a second and raised other visitors' p50 from 2 ms to 71-187 ms. Two rules bound it:
// - the cache key is the URL as the page reads it: only the search values the blog route knows, in a
//   fixed order (the route drops any other, so the page is the same);
// - a slug no published article has is answered from one render per content version of a stand-in slug,
//   with the stand-in replaced by the slug: the page differs only there (and in render timestamps).
import { SLUG_PATTERN } from '@vps/specs'
import { inlineScriptHashes } from './inline-scripts.ts'
import type { RenderPage } from './page-renderer.ts'

/**
 * Full page loads of /blog with a search value per client address and minute. Each distinct search is a
 * render (~50 ms of the shared thread), and only a shared link or a reload asks for one: searching on the
 * page itself goes through the API. A person never comes near this; a flood of random searches stops here.
 */
export const SEARCH_RENDERS_PER_MINUTE = 30

/** The search values /blog reads (apps/web/src/routes/blog/index.tsx), in the order the key uses. */
const BLOG_SEARCH_KEYS = ['search', 'country', 'page'] as const

/** A slug no article can have (SLUG_PATTERN allows no double hyphen): the stand-in for a missing one. */
export const MISSING_SLUG = 'zz--missing-article--zz'

/**
 * Characters that read the same in a URL, HTML text, an attribute and a JSON or JS string, so replacing
 * the stand-in with them gives what rendering them would. Any other unknown slug gets the site's 404 page.
 */
const SAFE_SLUG = /^[A-Za-z0-9._~-]{1,200}$/

export type LivePageAnswer =
  | { kind: 'page'; url: string }
  | { kind: 'missing-article'; slug: string }
  | { kind: 'not-found' }

/** The blog list's URL as the page reads it: known search values only, trimmed, in a fixed order. */
export function normalisedBlogListUrl(search: string): string {
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const key of BLOG_SEARCH_KEYS) {
    const value = given.get(key)?.trim()
    if (value) kept.set(key, value)
  }
  const query = kept.toString()
  return query ? `/blog?${query}` : '/blog'
}

/**
 * How to answer a live blog path (LIVE_PATHS): the list or a published article by their normalised URL,
 * an unknown but well-formed slug from the stand-in, anything else as not found.
 */
export async function liveAnswer(
  pathname: string,
  search: string,
  isPublished: (slug: string) => Promise<boolean>,
): Promise<LivePageAnswer> {
  if (pathname === '/blog') return { kind: 'page', url: normalisedBlogListUrl(search) }
  let slug: string
  try {
    slug = decodeURIComponent(pathname.slice('/blog/'.length))
  } catch {
    return { kind: 'not-found' }
  }
  if (SLUG_PATTERN.test(slug) && (await isPublished(slug))) return { kind: 'page', url: `/blog/${slug}` }
  return SAFE_SLUG.test(slug) ? { kind: 'missing-article', slug } : { kind: 'not-found' }
}

/** The not-found article page for `slug`, from the cached render of the stand-in. */
export async function missingArticlePage(render: RenderPage, slug: string, client?: string) {
  const page = await render(`/blog/${MISSING_SLUG}`, client)
  const html = page.html.replaceAll(MISSING_SLUG, slug)
  // The slug sits inside the router's inline state too: that script's hash is this page's own.
  return { ...page, html, scriptHashes: inlineScriptHashes(html) }
}

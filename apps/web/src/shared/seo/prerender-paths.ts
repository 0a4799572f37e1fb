import { articlePath, publicPagePaths } from '@vps/specs'

// Staff pages are prerendered too (their shells load lazily), but are not public and not in the sitemap.
const STAFF_PATHS = ['/cms/login', '/cms/dashboard', '/cms/codes', '/cms/articles/new', '/cms/feedback']

/**
 * Every page known at build time, prerendered to HTML: the public pages, the staff shells, and one page per
 * published article (the slugs come from the API the prerenderer runs against).
 */
export function prerenderPaths(articleSlugs: readonly string[] = []): string[] {
  return [...publicPagePaths(), ...STAFF_PATHS, ...articleSlugs.map(articlePath)]
}

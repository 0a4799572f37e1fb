import { countryLinks } from './countries.ts'
import { SHIPPED_SLUGS } from './destination-names.ts'
import { COMPRESS_TARGETS } from './targets.ts'

/**
 * Every public page that exists whatever the blog holds, in the order a visitor meets them. The sitemap lists
 * these (plus each published article) and the web build prerenders them, so the two cannot drift apart.
 * `photoSlugs` are the destinations with a photo page and a /countries landing page: at build time the
 * built-ins and the destinations kept as data (docs/destinations-data.md); the runtime sitemap passes the enabled destinations, added ones included (a disabled one's pages are
 * 404s).
 */
export function publicPagePaths(photoSlugs: readonly string[] = SHIPPED_SLUGS): string[] {
  return [
    '/',
    '/blog',
    '/feedback',
    '/general-image-compressions',
    // The trust pages (docs/product-rules.md, "Trust pages").
    '/privacy',
    '/terms',
    '/about',
    ...photoSlugs.map((slug) => countryLinks(slug).photoTool),
    ...photoSlugs.map((slug) => countryLinks(slug).landing),
    ...COMPRESS_TARGETS.map((target) => target.href),
  ]
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

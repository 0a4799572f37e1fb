import { COUNTRY_SLUGS, countryLinks, isCountrySlug } from './countries.ts'
import { COMPRESS_TARGETS } from './targets.ts'

/**
 * Every public page that exists whatever the blog holds, in the order a visitor meets them. The sitemap lists
 * these (plus each published article) and the web build prerenders them, so the two cannot drift apart.
 * `photoSlugs` are the destinations with a photo page: the built-ins at build time; the runtime sitemap passes
 * the enabled destinations, added ones included. Only built-ins have a /countries landing page, and a disabled
 * one's is left out with its photo page: it would send readers to a tool that answers 404.
 */
export function publicPagePaths(photoSlugs: readonly string[] = COUNTRY_SLUGS): string[] {
  return [
    '/',
    '/blog',
    '/feedback',
    '/general-image-compressions',
    ...photoSlugs.map((slug) => countryLinks(slug).photoTool),
    ...photoSlugs.filter(isCountrySlug).map((slug) => countryLinks(slug).landing),
    ...COMPRESS_TARGETS.map((target) => target.href),
  ]
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

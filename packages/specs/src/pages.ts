import { COUNTRY_SLUGS, countryLinks } from './countries.ts'
import { COMPRESS_TARGETS } from './targets.ts'

/**
 * Every public page that exists whatever the blog holds, in the order a visitor meets them. The sitemap lists
 * these (plus each published article) and the web build prerenders them, so the two cannot drift apart.
 */
export function publicPagePaths(): string[] {
  return [
    '/',
    '/blog',
    '/feedback',
    '/general-image-compressions',
    ...COUNTRY_SLUGS.map((slug) => countryLinks(slug).photoTool),
    ...COUNTRY_SLUGS.map((slug) => countryLinks(slug).landing),
    ...COMPRESS_TARGETS.map((target) => target.href),
  ]
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

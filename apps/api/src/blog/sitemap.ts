// sitemaps.org XML: every public page, then every published article with its last change. Photo pages are
// those of the enabled destinations, so a disabled one leaves the sitemap (with its /countries landing page,
// for a built-in) and an added one joins it.
import { articlePath, publicPagePaths } from '@vps/specs'
import { escapeXml } from './xml.ts'

export interface SitemapArticle {
  slug: string
  updated_at: Date
}

const url = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`

export function buildSitemap(
  siteUrl: string,
  articles: SitemapArticle[],
  photoSlugs: readonly string[],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    // The same URLs the pages give as canonical: the home page is '<site>/'.
    ...publicPagePaths(photoSlugs).map((path) => url(`${siteUrl}${path}`)),
    ...articles.map((article) => url(`${siteUrl}${articlePath(article.slug)}`, article.updated_at)),
    '</urlset>',
    '',
  ].join('\n')
}

/** Everyone may crawl the public site; the staff area and the JSON API are not pages. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cms',
    'Disallow: /api',
    // Share images live under /api, and link-preview crawlers honour robots.txt: keep them fetchable.
    'Allow: /api/og-image/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

import { robotsContent, SITE, truncateDescription, truncateTitle } from '@vps/specs'
import { absoluteUrl } from './site.ts'

export interface PageMeta {
  title: string
  description: string
  /** Path of the page, e.g. '/blog'; the canonical link and og:url are built from it. */
  path: string
  keywords?: readonly string[] | string
  ogTitle?: string
  ogDescription?: string
  ogImage?: string
  structuredData?: Record<string, unknown> | Record<string, unknown>[]
  noIndex?: boolean
}

type MetaTag = Record<string, unknown>

/** The head() result of a route: title, description, robots, canonical, Open Graph, Twitter and JSON-LD. */
export function pageHead(meta: PageMeta) {
  const title = truncateTitle(meta.title)
  const description = truncateDescription(meta.description)
  const url = absoluteUrl(meta.path)
  // An article may name an image on another host; site paths are made absolute.
  const ogImage = meta.ogImage ?? '/og-default.jpg'
  const image = /^https?:\/\//.test(ogImage) ? ogImage : absoluteUrl(ogImage)
  const keywords = Array.isArray(meta.keywords) ? meta.keywords.join(', ') : meta.keywords
  const tags: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    { name: 'robots', content: robotsContent(meta.noIndex ?? false) },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:title', content: truncateTitle(meta.ogTitle ?? meta.title) },
    { property: 'og:description', content: truncateDescription(meta.ogDescription ?? meta.description) },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: truncateTitle(meta.ogTitle ?? meta.title) },
    { name: 'twitter:description', content: truncateDescription(meta.ogDescription ?? meta.description) },
    { name: 'twitter:image', content: image },
  ]
  if (keywords) tags.push({ name: 'keywords', content: keywords })
  const data = meta.structuredData
  if (data) for (const item of Array.isArray(data) ? data : [data]) tags.push({ 'script:ld+json': item })
  return { meta: tags, links: [{ rel: 'canonical', href: url }] }
}

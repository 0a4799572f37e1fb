import { type CompressSize, getCompressTarget } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

// Light on purpose: a route's head is in every page's first bundle, so the sizes' page text (about 23 KB,
// compress-content.ts) reaches it through the route's loader, which imports it with the page.

/** The exact <title> of a tool page; the spec pins the 300KB one. */
export function compressPageTitle(size: CompressSize): string {
  return `Compress Image to ${size}KB | Free Online Tool`
}

export interface CompressMetaText {
  /** Meta description; kept under the 155 characters search engines show. */
  description: string
  keywords: readonly string[]
}

export function compressHead(size: CompressSize, text: CompressMetaText) {
  return pageHead({
    title: compressPageTitle(size),
    description: text.description,
    path: getCompressTarget(size).href,
    keywords: text.keywords,
  })
}

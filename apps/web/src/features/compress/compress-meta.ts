import { compressHref, isCompressSize } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'
import { TOLERANCE_LABEL } from './upload-rules.ts'

// Light on purpose: a route's head is in every page's first bundle, so the sizes' page text (about 23 KB,
// compress-content.ts) reaches it through the route's loader, which imports it with the page.

/** The exact <title> of a tool page; the spec pins the 300KB one. */
export function compressPageTitle(size: number): string {
  return `Compress Image to ${size}KB | Free Online Tool`
}

export interface CompressMetaText {
  /** Meta description; kept under the 155 characters search engines show. */
  description: string
  keywords: readonly string[]
}

/** The text of a size outside the spec's 14 (issue #53): one template, the size filled in. */
export function genericCompressMeta(size: number): CompressMetaText {
  return {
    description: `Compress a JPEG, PNG or WEBP image to ${size}KB, within ${TOLERANCE_LABEL} and never over, on your device: nothing is uploaded. One file or up to 50 at once.`,
    keywords: [`compress image to ${size}kb`, `reduce image to ${size}kb`, `${size}kb image`],
  }
}

/** Only the spec's 14 sizes are listed and indexed; any other size is a page all the same, `noindex`. */
export function compressHead(size: number, text: CompressMetaText) {
  return pageHead({
    title: compressPageTitle(size),
    description: text.description,
    path: compressHref(size),
    keywords: text.keywords,
    ...(isCompressSize(size) ? {} : { noIndex: true }),
  })
}

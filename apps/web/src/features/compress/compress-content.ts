import { COMPRESS_SIZES, type CompressSize, RELATED_COMPRESS_SIZES } from '@vps/specs'
import type { CompressMetaText } from './compress-meta.ts'
import { PREMIUM_CONTENT } from './content/premium.ts'
import { STANDARD_CONTENT } from './content/standard.ts'

export type InfoItem = { title: string; text: string }
export type FaqEntry = { question: string; answer: string }

type BaseContent = {
  /** Meta description; kept under the 155 characters search engines show. */
  description: string
  keywords: readonly string[]
  /** Opening paragraph of the size-specific section. */
  intro: string
  benefits: readonly InfoItem[]
}

export type StandardSizeContent = BaseContent & {
  kind: 'standard'
  applications: readonly InfoItem[]
  faq: readonly FaqEntry[]
  /** Shown above the upload area until an image is chosen. */
  notice?: { title: string; body: string }
}

// The spec gives the three largest pages a fixed shape: a two-column why section, three technology points,
// two applications and three FAQ entries. Tuples make the compiler hold that shape.
export type PremiumSizeContent = BaseContent & {
  kind: 'premium'
  /** Who the size is for, title-cased for a heading, e.g. 'Creative Professionals'. */
  audience: string
  why: { heading: string; paragraphs: readonly string[] }
  technology: readonly [InfoItem, InfoItem, InfoItem]
  applications: readonly [InfoItem, InfoItem]
  faq: readonly [FaqEntry, FaqEntry, FaqEntry]
}

export type PremiumSize = keyof typeof RELATED_COMPRESS_SIZES
export type StandardSize = Exclude<CompressSize, PremiumSize>

export type SizeContent = StandardSizeContent | PremiumSizeContent

export function isPremiumSize(size: CompressSize): size is PremiumSize {
  return Object.hasOwn(RELATED_COMPRESS_SIZES, size)
}

export function getSizeContent(size: CompressSize): SizeContent {
  return isPremiumSize(size) ? PREMIUM_CONTENT[size] : STANDARD_CONTENT[size]
}

/** What a tool page's head needs of its text, handed to compressHead by the route's loader. */
export function compressMetaText(size: CompressSize): CompressMetaText {
  const { description, keywords } = getSizeContent(size)
  return { description, keywords }
}

export function compressHeading(size: number): string {
  return `Compress Image to ${size}KB`
}

const NEIGHBOUR_COUNT = 4

/** For a size outside the 14 (issue #53): the four listed sizes nearest it in KB, ascending. */
export function nearestListedSizes(size: number): CompressSize[] {
  return [...COMPRESS_SIZES]
    .sort((a, b) => Math.abs(a - size) - Math.abs(b - size) || a - b)
    .slice(0, NEIGHBOUR_COUNT)
    .sort((a, b) => a - b)
}

/** The sizes nearest in the list (not in KB), ascending; at the ends the window shifts so there are always four. */
export function neighbourSizes(size: CompressSize): CompressSize[] {
  const index = COMPRESS_SIZES.indexOf(size)
  const start = Math.max(
    0,
    Math.min(index - NEIGHBOUR_COUNT / 2, COMPRESS_SIZES.length - 1 - NEIGHBOUR_COUNT),
  )
  return COMPRESS_SIZES.slice(start, start + NEIGHBOUR_COUNT + 1).filter((s) => s !== size)
}

/**
 * Related sizes for a page: the spec's fixed order on the three largest pages, neighbours elsewhere.
 * The spec's related sizes are themselves neighbours, so every page links to nearby targets.
 */
export function relatedSizes(size: CompressSize): readonly CompressSize[] {
  return isPremiumSize(size) ? RELATED_COMPRESS_SIZES[size] : neighbourSizes(size)
}

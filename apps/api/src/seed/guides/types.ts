import type { CountrySlug } from '@vps/specs'

export type GuideKind = 'requirements' | 'mistakes' | 'processing'

/** An article as a guide builder writes it; dates, author, featured flag and reading time are added later. */
export interface GuideDraft {
  kind: GuideKind
  country: CountrySlug
  slug: string
  title: string
  excerpt: string
  metaDescription: string
  content: string
  tags: string[]
  keywords: string[]
}

/** What every builder receives: the country and its position in the spec's order (used to vary the text). */
export interface GuideContext {
  country: CountrySlug
  index: number
}

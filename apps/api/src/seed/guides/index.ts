// The seed guides: for each built-in destination, the three articles its pages link to. Everything is
// derived from the specs, so the text and the photo tool can never disagree on a number.
import { COUNTRY_SLUGS, type CountrySlug } from '@vps/specs'
import { headingId, wordCount } from './html.ts'
import { mistakesGuide } from './mistakes.ts'
import { processingGuide } from './processing.ts'
import { requirementsGuide } from './requirements.ts'
import type { GuideDraft, GuideKind } from './types.ts'
import { vietnamMistakesExtras, vietnamProcessingExtras, vietnamRequirementsExtras } from './vietnam.ts'

export type { GuideDraft, GuideKind } from './types.ts'

export interface SeedGuide extends GuideDraft {
  author: string
  featured: boolean
  publishedAt: Date
  readingTime: string
}

export const SEED_AUTHOR = 'Visa Photo Studio Editorial Team'

// Publication dates count back from here, two days apart, so "newest first" has a meaningful order. A fixed
// date keeps the seed (and everything prerendered from it) the same on every machine.
const NEWEST = Date.UTC(2026, 10, 2, 8, 0, 0)
const DAY_MS = 86_400_000

// The requirements guides of the most-requested destinations, plus Vietnam's full set (the homepage's guides):
// nine in all, three full rows of the list's grid.
const FEATURED_COUNTRIES: readonly CountrySlug[] = [
  'vietnam',
  'china',
  'japan',
  'india',
  'united-states',
  'united-kingdom',
  'canada',
]

const WORDS_PER_MINUTE = 200

/** '6 min read', from the words a reader actually sees. */
export function readingTime(html: string): string {
  return `${Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE))} min read`
}

/** Puts extra HTML right before the section whose <h2> has the given id. */
function insertBefore(content: string, sectionId: string, extra: string): string {
  const marker = `<h2 id="${headingId(sectionId)}">`
  const at = content.indexOf(marker)
  if (at === -1) throw new Error(`Guide section #${sectionId} not found`)
  return content.slice(0, at) + extra + content.slice(at)
}

function withVietnamExtras(draft: GuideDraft): GuideDraft {
  if (draft.country !== 'vietnam') return draft
  const extras: Record<GuideKind, [string, string]> = {
    requirements: ['before-submit', vietnamRequirementsExtras()],
    mistakes: ['self-check', vietnamMistakesExtras()],
    processing: ['plan', vietnamProcessingExtras()],
  }
  const [before, html] = extras[draft.kind]
  return {
    ...draft,
    content: insertBefore(draft.content, before, html),
    tags: [...draft.tags, 'E-Visa'],
    keywords: [...draft.keywords, 'vietnam e-visa photo', 'portrait photo was captured from another source'],
  }
}

function isFeatured(draft: GuideDraft): boolean {
  if (draft.country === 'vietnam') return true
  return draft.kind === 'requirements' && FEATURED_COUNTRIES.includes(draft.country)
}

/**
 * All guides, newest first: Vietnam's three, then every country's requirements guide, then the mistakes
 * guides, then the processing guides. The first page of the blog thus holds a guide for every country.
 */
export function buildSeedGuides(): SeedGuide[] {
  const contexts = COUNTRY_SLUGS.map((country, index) => ({ country, index }))
  const others = contexts.filter((c) => c.country !== 'vietnam')
  const vietnam = contexts.find((c) => c.country === 'vietnam')
  const ordered: GuideDraft[] = [
    ...(vietnam ? [requirementsGuide(vietnam), mistakesGuide(vietnam), processingGuide(vietnam)] : []),
    ...others.map(requirementsGuide),
    ...others.map(mistakesGuide),
    ...others.map(processingGuide),
  ].map(withVietnamExtras)

  return ordered.map((draft, i) => ({
    ...draft,
    author: SEED_AUTHOR,
    featured: isFeatured(draft),
    // A few hours' offset per article keeps the times from looking machine-made in feeds.
    publishedAt: new Date(NEWEST - i * 2 * DAY_MS - (i % 4) * 3_600_000),
    readingTime: readingTime(draft.content),
  }))
}

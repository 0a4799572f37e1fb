import { SITE } from '../site.ts'

// The user-facing requirement text (docs/product-rules.md, "Photo requirements text"), shown on every photo
// page word for word, even for countries whose own face range differs (their range is shown next to it).
export const REQUIREMENT_TEXT = {
  faceCoverage: 'face should cover 70-80% of image height',
  recency: `photo recent within ${SITE.photoRecencyMonths} months`,
} as const

// The honest claim (docs/product-rules.md, "Photo requirements text"): no acceptance guarantee.
export const HONEST_CLAIM = 'meets the published measurable rules; the authority decides'

// What each destination's own visa photo rules say about glasses (docs/photo-checks.md, "Glasses"). Most
// say nothing; three say "no glasses", and there a frame the device sees fails the photo instead of warning.
// A document with its own rule (photo-documents.ts) carries it itself; this is the default document's.
import type { CountrySlug } from './countries.ts'
import type { GlassesRule, RuleSource } from './schemas/photo-document.ts'

export interface DestinationGlassesRule {
  rule: GlassesRule
  /** Where the rule is written; the default document lists it among its sources. */
  source: RuleSource
}

/** The State Department's glasses rule: every US document cites it (photo-documents.ts too). */
export const US_GLASSES_SOURCE: RuleSource = {
  name: 'travel.state.gov: Passport photos (glasses)',
  url: 'https://travel.state.gov/content/travel/en/passports/how-apply/photos.html',
  quote: 'Summary: no glasses in the photo; the rule dates from 1 November 2016 (a US consulate notice).',
  verifiedOn: 'not verified',
}

/** Every figure is second-hand (the research notes), so every source says 'not verified'. */
const FORBIDDEN: Partial<Record<CountrySlug, DestinationGlassesRule>> = {
  'united-states': { rule: 'forbidden', source: US_GLASSES_SOURCE },
  vietnam: {
    rule: 'forbidden',
    source: {
      name: 'Vietnam e-visa portal: photo rules',
      url: 'https://evisa.gov.vn/',
      quote: 'Summary: a 4x6 cm portrait, face straight, no hat and no glasses, on a white background.',
      verifiedOn: 'not verified',
    },
  },
  mexico: {
    rule: 'forbidden',
    source: {
      name: 'Embassy of Mexico in Italy (SRE): visa photo',
      url: 'https://embamex.sre.gob.mx/italia/',
      quote: 'Summary: 32x26 mm or 39x31 mm, white background, no glasses.',
      verifiedOn: 'not verified',
    },
  },
}

/** The default document's rule on glasses for a destination ('unstated' for one whose rules say nothing). */
export function builtInGlassesRule(code: string): DestinationGlassesRule | null {
  return FORBIDDEN[code as CountrySlug] ?? null
}

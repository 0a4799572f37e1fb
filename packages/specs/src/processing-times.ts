// How long a visa application takes, per destination, only where the authority itself states it, with that
// source (each destination's record, destinations/). Everywhere else the site says processing varies and where
// to look, never a number it cannot back (docs/product-rules.md, "Processing times"). The guides, the photo
// pages and the country pages read this.
import { destinationRecord } from './destinations/records.ts'
import type { ProcessingTime } from './destinations/types.ts'

export type { ProcessingTime }

/** What the authority states for a destination, or null where we have no source (an added one, too). */
export function processingTimeFor(country: string): ProcessingTime | null {
  return destinationRecord(country)?.processingTime ?? null
}

/** The sentence for a destination without a stated processing time: no number, and where to look. */
export function neutralProcessingSentence(name: string): string {
  return `Processing times for ${name} depend on the visa type, where you apply and the season; the official visa website gives the current figure.`
}

/** The processing-time sentence for a destination in plain text: the statement and its source, or the neutral one. */
export function processingSentence(country: string, name: string): string {
  const time = processingTimeFor(country)
  return time ? `${time.statement} (Source: ${time.source.name}.)` : neutralProcessingSentence(name)
}

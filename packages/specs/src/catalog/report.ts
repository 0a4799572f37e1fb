// The data report (`pnpm report:documents`, docs/destinations-data.md): per document, how it was verified,
// the day its sources were read and where they disagree, so a reviewer sees at a glance what rests on
// what. Pure: the script prints it, a test reads it.
import { isCountrySlug } from '../countries.ts'
import type { DestinationData, DocumentData } from '../destinations/data/types.ts'
import { readingsOf } from './adapter.ts'
import { documentProblems, independentSecondaries } from './validate.ts'

export interface DocumentReportRow {
  destination: string
  document: string
  name: string
  verification: string
  /** The days its sources were read, earliest first, as one string ('2026-11-29' or '2026-11-28..2026-11-29'). */
  readOn: string
  /** 'official: 1, secondary: 2 (2 independent)'. */
  sources: string
  disagreements: string
  /** What the sources leave unstated and we read (adapter.ts, readingsOf), in short: 'crown, largest head'. */
  ours: string
  /** Why it does not count, or '' when it does. */
  problems: string
  /** A built-in's row: held for review, not on its page (its record rules the page). */
  held: boolean
}

function readDays(doc: DocumentData): string {
  const days = [...new Set(doc.sources.map((s) => s.read_on))].sort()
  if (days.length === 0) return 'none'
  return days.length === 1 ? (days[0] as string) : `${days[0]}..${days[days.length - 1]}`
}

function oursOf(doc: DocumentData): string {
  const ours = readingsOf(doc).map((r) =>
    r.includes('top of the hair')
      ? 'crown'
      : r.includes('largest head')
        ? 'largest head'
        : r.includes("head's size")
          ? 'head band'
          : r.includes('replaced background')
            ? 'edit policy'
            : 'file-size limit',
  )
  return ours.join(', ')
}

function sourceCounts(doc: DocumentData): string {
  const official = doc.sources.filter((s) => s.kind === 'official').length
  const secondary = doc.sources.length - official
  return `official: ${official}, secondary: ${secondary} (${independentSecondaries(doc.sources)} independent)`
}

export function documentReport(data: readonly DestinationData[]): DocumentReportRow[] {
  return data.flatMap((destination) =>
    destination.documents.map((doc) => ({
      destination: destination.slug,
      document: doc.id,
      name: doc.name,
      verification: doc.verification,
      readOn: readDays(doc),
      sources: sourceCounts(doc),
      disagreements: doc.disagreements ?? '',
      ...(() => {
        const problems = documentProblems(doc)
        return { problems: problems.join('; '), ours: problems.length ? '' : oursOf(doc) }
      })(),
      held: isCountrySlug(destination.slug),
    })),
  )
}

/**
 * Destinations with at least one document that counts, and the documents that count. Pass what the site
 * ships (catalog's SHIPPED_DATA): the built-ins' rows are held.
 */
export function sourcedCounts(data: readonly DestinationData[]): { destinations: number; documents: number } {
  const counted = data.map((d) => d.documents.filter((doc) => documentProblems(doc).length === 0).length)
  return {
    destinations: counted.filter((n) => n > 0).length,
    documents: counted.reduce((a, b) => a + b, 0),
  }
}

/** The report as text: one block per document, then the totals. */
export function documentReportText(data: readonly DestinationData[]): string {
  const rows = documentReport(data)
  const lines = rows.map((row) =>
    [
      `${row.destination} / ${row.document}: ${row.name}`,
      `  verified: ${row.verification === 'official' ? 'against an official page' : 'two secondary sources agree'}; read ${row.readOn}; ${row.sources}`,
      ...(row.disagreements ? [`  disagreement: ${row.disagreements}`] : []),
      ...(row.ours ? [`  unstated, read by us: ${row.ours}`] : []),
      ...(row.problems ? [`  NOT COUNTED: ${row.problems}`] : []),
      ...(row.held
        ? ['  held for review: a built-in destination, whose record rules its page; not counted']
        : []),
    ].join('\n'),
  )
  const totals = sourcedCounts(data.filter((d) => !isCountrySlug(d.slug)))
  const shown = rows.filter((r) => !r.held && !r.problems)
  const official = shown.filter((r) => r.verification === 'official').length
  const disagreeing = shown.filter((r) => r.disagreements).length
  const held = rows.filter((r) => r.held).length
  return [
    ...lines,
    '',
    `${totals.destinations} destinations with a sourced document; ${totals.documents} sourced documents (${official} against an official page, ${totals.documents - official} on two agreeing secondary sources); ${disagreeing} with sources that disagree; ${held} more held for the built-in destinations' review.`,
  ].join('\n')
}

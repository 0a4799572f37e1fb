// What a document kept as data must have before it is shipped or counted (docs/destinations-data.md):
// sources with the day each was read, a verification its sources bear out, a crown, an edit policy, a frame
// and a head band to place the face in, and colours we have a value for. The tests hold every data file to
// it; the import script uses it to say why a row was left out.
import type { DocumentData, SourceData } from '../destinations/data/types.ts'
import { colourOf } from './colours.ts'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

const isDay = (value: unknown): boolean =>
  typeof value === 'string' && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/**
 * The site a source is on, so two pages of one site do not count as two independent sources; on GitHub the
 * site is the repository (two projects' tables are two publishers).
 */
export function sourceHost(url: string): string | null {
  // Read by pattern: this package runs where no URL class is typed (docs/architecture.md, "Rooms").
  const match = /^https:\/\/([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(\/[^?#]*)?/i.exec(url)
  if (!match?.[1]) return null
  const host = match[1].toLowerCase().replace(/^www\./, '')
  if (host !== 'github.com' && host !== 'raw.githubusercontent.com') return host
  const [owner, repo] = (match[2] ?? '').split('/').filter(Boolean)
  return owner && repo ? `github.com/${owner.toLowerCase()}/${repo.toLowerCase()}` : host
}

function sourceProblems(source: SourceData, index: number): string[] {
  const at = `source ${index + 1}`
  const problems: string[] = []
  if (!source.authority?.trim()) problems.push(`${at}: no authority`)
  if (!source.title?.trim()) problems.push(`${at}: no title`)
  if (!sourceHost(source.url ?? '')) problems.push(`${at}: no https address`)
  if (!source.quote?.trim()) problems.push(`${at}: no quoted rule`)
  if (!isDay(source.read_on)) problems.push(`${at}: no date read (YYYY-MM-DD)`)
  return problems
}

/**
 * Two secondary sources are independent when neither the publisher nor the site is the same: a forum copy
 * of one site's table is still that site.
 */
export function independentSecondaries(sources: readonly SourceData[]): number {
  const seen: SourceData[] = []
  for (const source of sources) {
    if (source.kind !== 'secondary') continue
    const host = sourceHost(source.url)
    const authority = source.authority.trim().toLowerCase()
    if (seen.some((s) => sourceHost(s.url) === host || s.authority.trim().toLowerCase() === authority))
      continue
    seen.push(source)
  }
  return seen.length
}

const CROWNS: readonly unknown[] = ['hair', 'natural']
const EDIT_POLICIES: readonly unknown[] = ['allowed', 'refused', 'unstated']

/** Everything wrong with one document, in words; empty when it may be shipped and counted. */
export function documentProblems(doc: DocumentData): string[] {
  const problems: string[] = []
  const sources = doc.sources ?? []
  if (sources.length === 0) problems.push('no source')
  sources.forEach((source, index) => {
    problems.push(...sourceProblems(source, index))
  })
  if (doc.verification === 'official') {
    if (!sources.some((s) => s.kind === 'official'))
      problems.push("verification 'official' without an official source")
  } else if (doc.verification === 'secondary-agree') {
    if (independentSecondaries(sources) < 2)
      problems.push("verification 'secondary-agree' without two independent secondary sources")
  } else
    problems.push(`verification '${String(doc.verification)}' is not kept (only official or secondary-agree)`)
  if (!CROWNS.includes(doc.crown)) problems.push('no crown definition (hair or natural)')
  if (typeof doc.crown_stated !== 'boolean')
    problems.push('crown_stated missing (whether a source states the crown)')
  if (!EDIT_POLICIES.includes(doc.edit_policy)) problems.push('no edit policy (allowed, refused or unstated)')
  if (!doc.print_mm && !doc.pixels) problems.push('no print size and no pixel size')
  const head = doc.head
  if (head && (head.max_pct ?? head.max_mm) !== undefined && (head.min_pct ?? head.min_mm) === undefined)
    problems.push('a head maximum without its minimum')
  if (!doc.background?.length) problems.push('no background colour')
  for (const name of doc.background ?? [])
    if (colourOf(name) === null) problems.push(`unknown colour '${name}'`)
  return problems
}

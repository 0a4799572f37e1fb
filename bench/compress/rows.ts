// One result row per tool × image × target, and the figures every report of run.ts computes from rows: kept
// apart so the held-out report reads them the same way as the main table.
// Types only (erased when run): the page's mark carries the engine report's own timings and status.
import type { CompressStatus, CompressTimings } from '../../packages/imaging/src/engine/report.ts'

export const TOOLS = ['engine', 'bic', 'spec'] as const
export type Tool = (typeof TOOLS)[number]

export interface Row {
  tool: Tool
  file: string
  target: number
  ok: boolean
  error?: string
  ms: number
  bytes: number
  ssim: number
  kept: boolean
  width?: number
  height?: number
  originalWidth?: number
  originalHeight?: number
  /** engine only: the page said the target is above what the image reaches. */
  aboveReachable?: boolean
  /**
   * engine only: the page offered the file unchanged ('Already Under N KB', a JPEG at or under the target):
   * 'Compress Anyway' then never makes it larger than it came, so [N−2, N] is out of its reach by design.
   */
  underTarget?: boolean
  /** engine only: the engine's own figures from the page's 'vps:compress:done' mark. */
  phases?: EnginePhases
  /** engine only: SHA-256 of the downloaded file (--vs-node compares it with the Node API's). */
  sha?: string
}

/** The detail of the page's 'vps:compress:done' mark (the engine report's ms, timings and encode counts). */
export interface EnginePhases extends CompressTimings {
  ms: number
  fullEncodes: number
  probeEncodes: number
  /** What the search started from: the full decode or a copy of it (full, copy). */
  decodedAs?: string
  status?: CompressStatus
}

export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number
}
export const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)}%` : '-')
export const inWindow = (r: Row) => r.ok && r.bytes <= r.target * 1024 && r.bytes >= (r.target - 2) * 1024
export const over = (r: Row) => r.ok && r.bytes > r.target * 1024
export const errKb = (r: Row) => Math.abs(r.bytes / 1024 - r.target)
export const pairKey = (r: Pick<Row, 'file' | 'target'>) => `${r.file}|${r.target}`

/**
 * Why the engine's row says [N−2, N] cannot be reached, or undefined when it can (a failed engine row counts
 * as reachable: a failure is a miss). The status comes from the page's mark; the page's text is the fallback.
 */
export function unreachable(engine: Row | undefined): string | undefined {
  if (!engine?.ok) return undefined
  if (engine.underTarget) return 'JPEG already under N (offered unchanged)'
  const status = engine.phases?.status
  if (status === 'above-reachable' || (!status && engine.aboveReachable)) return 'above-reachable'
  if (status === 'below-reachable') return 'below-reachable'
  return undefined
}

import type { EngineDownloadMessage } from '@vps/specs'
import { formatBytes } from '../../../shared/upload/format-bytes.ts'

/** The files being downloaded for the photo engine, by URL, as last told by the worker. */
export type EngineDownloads = ReadonlyMap<string, EngineDownloadMessage>

/** The running files once another message has come in (a file done stays, so the totals keep it). */
export function withMessage(downloads: EngineDownloads, message: EngineDownloadMessage): EngineDownloads {
  const next = new Map(downloads)
  next.set(message.url, message)
  return next
}

export interface DownloadSummary {
  active: boolean
  loaded: number
  /** Null while any file's size is unknown: the page then says only how much has arrived. */
  total: number | null
}

export function summarise(downloads: EngineDownloads): DownloadSummary {
  let loaded = 0
  let total: number | null = 0
  let active = false
  for (const file of downloads.values()) {
    loaded += file.loaded
    if (!file.done) active = true
    total = total === null || file.total === null ? null : total + file.total
  }
  return { active, loaded, total }
}

/** "Downloading the face models (first time only): 2.1 MB of 19.9 MB" */
export function downloadText({ loaded, total }: DownloadSummary): string {
  const amount =
    total === null ? `${formatBytes(loaded)} so far` : `${formatBytes(loaded)} of ${formatBytes(total)}`
  return `Downloading the face models (first time only): ${amount}`
}

/** The steps a screen reader hears, in per cent: not every piece that arrives (issue #49). */
export const ANNOUNCED_STEPS = [25, 50, 75, 100] as const

/**
 * The last step the download has reached (0 before the first), for the live region: it changes four times
 * in a download, where the visible line changes every 100 ms. With a size still unknown it stays where it
 * was. Once every file is done: 100, if a step was heard; a download read from the browser's cache on a later
 * visit ends before its first quarter is told, and is never announced.
 */
export function downloadStep(downloads: EngineDownloads, previous: number): number {
  if (downloads.size === 0) return previous
  const summary = summarise(downloads)
  if (!summary.active) return previous > 0 ? 100 : previous
  if (!summary.total) return previous
  const percent = (summary.loaded / summary.total) * 100
  const reached = ANNOUNCED_STEPS.filter((step) => step < 100 && percent >= step).pop() ?? 0
  return Math.max(previous, reached)
}

/** What the live region says at a step ('' before the first). */
export function stepText(step: number): string {
  if (step >= 100) return 'The face models have downloaded.'
  if (step <= 0) return ''
  return `Downloading the face models (first time only): ${step} %`
}

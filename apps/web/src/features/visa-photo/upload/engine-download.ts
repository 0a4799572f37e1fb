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

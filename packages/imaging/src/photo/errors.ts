import type { ExportReport } from './export.ts'

/**
 * The exported file failed its own re-check (pixel size, KB window, dpi or format) after decoding it again.
 * The page must not download it: show the spec's 'Download failed' toast. `report` says what failed.
 */
export class ExportVerificationError extends Error {
  override readonly name = 'ExportVerificationError'
  constructor(
    readonly report: ExportReport,
    message = `The exported photo failed its checks: ${failedChecks(report).join(', ')}`,
  ) {
    super(message)
  }
}

export function failedChecks(report: Pick<ExportReport, 'checks'>): string[] {
  return Object.entries(report.checks)
    .filter(([, pass]) => !pass)
    .map(([name]) => name)
}

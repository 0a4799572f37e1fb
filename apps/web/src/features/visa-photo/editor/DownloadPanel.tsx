import type { EmptyExportReason } from '@vps/imaging'
import type { ExportReport } from '@vps/imaging/photo'
import { bothKbReadings, EMPTY_EXPORT, MESSAGES, RECEIPT_COPY, RESULT_COPY } from '@vps/specs'
import { CircleAlert, Download, FileText, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  ready: boolean
  downloading: boolean
  disabled: boolean
  /** The export would show nobody (photo/empty-export.ts): the button stays off and the panel says why. */
  empty: EmptyExportReason | null
  receipt: ExportReport | null
  onDownload: () => void
  /** Saves the report of the file just downloaded (shown once there is one). */
  onDownloadReport: () => void
  /** More ways to download the same photo, under the button (the print sheet, for a print document). */
  children?: ReactNode
  /** The things to fix, between the verdict's words and the button (docs/result-view.md). */
  fixes?: ReactNode
}

/**
 * Green 'Ready to Download' when compliance holds, else purple 'Download Current Version'
 * (docs/product-rules.md, "Compliance and download panels").
 */
export function DownloadPanel({
  ready,
  downloading,
  disabled,
  empty,
  receipt,
  onDownload,
  onDownloadReport,
  children,
  fixes = null,
}: Props) {
  const tone = ready ? 'border-green-300 bg-green-50' : 'border-purple-300 bg-purple-50'
  const button = ready ? 'bg-green-700 hover:bg-green-800' : 'bg-purple-700 hover:bg-purple-800'
  return (
    <section
      aria-labelledby="download-heading"
      className={`rounded-xl border p-4 ${tone}`}
      data-testid="download-panel"
    >
      {/* Focus lands here when a photo has been processed (PhotoToolCard), so it can be focused by script. */}
      <h3
        id="download-heading"
        tabIndex={-1}
        className={`font-bold outline-none ${ready ? 'text-green-900' : 'text-purple-900'}`}
      >
        {ready ? 'Ready to Download' : 'Download Current Version'}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {ready
          ? 'Your photo meets the size, background and face requirements.'
          : fixes
            ? RESULT_COPY.notReady
            : 'Some checks do not pass yet. We recommend optimizing the photo (Auto Center, or adjust the zoom and position) before downloading.'}
      </p>
      {fixes}
      {empty ? (
        <p
          id="download-empty"
          className="mt-2 text-sm font-medium text-purple-900"
          data-testid="download-empty"
        >
          {EMPTY_EXPORT[empty]}
        </p>
      ) : null}
      {/* While the file is made the button says so and refuses clicks, but stays focusable (aria-disabled):
          a disabled button drops the keyboard's focus to the page, and the visitor would start over. */}
      <button
        type="button"
        onClick={downloading ? undefined : onDownload}
        disabled={disabled || empty !== null}
        aria-disabled={downloading || undefined}
        aria-describedby={empty ? 'download-empty' : undefined}
        className={`mt-3 inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 ${button}`}
      >
        {downloading ? (
          <>
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            Preparing download...
          </>
        ) : (
          <>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download Photo
          </>
        )}
      </button>
      {receipt ? (
        <p className="mt-2 text-xs text-slate-700" role="status" data-testid="export-receipt">
          Downloaded {receipt.fileName}: {receipt.width}x{receipt.height} px, {bothKbReadings(receipt.bytes)},{' '}
          {receipt.dpi} dpi, checked after saving.
          {receipt.paddingBytes > 0 ? ` ${RECEIPT_COPY.padding(receipt.paddingBytes)}.` : null}
        </p>
      ) : null}
      {receipt ? (
        <button
          type="button"
          onClick={onDownloadReport}
          className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {RECEIPT_COPY.button}
        </button>
      ) : null}
      {children}
    </section>
  )
}

/**
 * The red card after optimisation when the background check fails (docs/product-rules.md, "Compliance and
 * download panels"; exact warning).
 */
export function BackgroundIssueCard({ lead, children }: { lead?: ReactNode; children?: ReactNode }) {
  return (
    <section
      role="alert"
      aria-labelledby="background-issue-heading"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h3 id="background-issue-heading" className="flex items-center gap-2 font-bold">
        <CircleAlert aria-hidden="true" className="h-5 w-5" />
        {MESSAGES.backgroundIssueTitle}
      </h3>
      {lead}
      <p className="mt-1 text-sm">{MESSAGES.backgroundWarning}</p>
      {children}
    </section>
  )
}

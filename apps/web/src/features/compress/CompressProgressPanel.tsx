import { bytesText } from '@vps/specs'
import { Check, Loader2, X } from 'lucide-react'
import { useEffect, useRef } from 'react'

/** The processing state: spinner, progress bar and Cancel, in place of the upload area. */
export function CompressProgressPanel({
  target,
  fileName,
  progress,
  bestBytes,
  onUseBest,
  onCancel,
}: {
  target: number
  fileName: string
  progress: number
  /**
   * Set once the search has run past its patience with a file under the target in hand (issue #53): the
   * visitor may take that file rather than wait; the page never chooses it for them.
   */
  bestBytes?: number
  onUseBest?: () => void
  onCancel: () => void
}) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const percent = Math.round(progress * 100)

  // The upload input that had focus is gone; Cancel is the one control left, so focus goes there.
  useEffect(() => cancelRef.current?.focus(), [])

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-blue-600" />
        <p className="text-lg font-semibold text-slate-900">Compressing to {target}KB...</p>
        <p className="max-w-full truncate text-sm text-slate-600" title={fileName}>
          {fileName}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={`Compressing to ${target}KB`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mx-auto mt-5 h-2 w-full max-w-sm overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-600 transition-[width] duration-300"
          style={{ width: `${Math.max(4, percent)}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-slate-500" aria-hidden="true">
        {percent}%
      </p>
      {bestBytes !== undefined && onUseBest && (
        <div className="mx-auto mt-5 max-w-md rounded-xl bg-blue-50 p-4 text-sm text-slate-800">
          <p>
            Still looking for a file in the window of {target}KB. The best so far is {bytesText(bestBytes)},
            under your limit.
          </p>
          <button
            type="button"
            onClick={onUseBest}
            className="mt-3 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
          >
            <Check aria-hidden="true" className="h-4 w-4" />
            Use the best so far
          </button>
        </div>
      )}
      <button
        ref={cancelRef}
        type="button"
        onClick={onCancel}
        className="mt-5 inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
      >
        <X aria-hidden="true" className="h-4 w-4" />
        Cancel
      </button>
    </div>
  )
}

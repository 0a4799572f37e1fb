import { bytesText, compressedFileName, type KbUnit, kbUnitText, targetWindowBytes } from '@vps/specs'
import { Archive, CircleAlert, CircleCheck, Download, Loader2, RotateCcw, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { dimensionsLabel } from './result-text.ts'
import type { BatchRow, BatchState } from './use-compress-batch.ts'
import { zipFiles } from './zip.ts'

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30 disabled:cursor-not-allowed disabled:opacity-60'

/** A row's verdict in words: the engine's status on the file's bytes, or why the file could not be used. */
export function batchStatusText(row: BatchRow, target: number): string {
  switch (row.state) {
    case 'waiting':
      return 'Waiting'
    case 'working':
      return 'Compressing...'
    case 'failed':
      return row.problem?.title ?? 'Compression failed'
    case 'kept':
      return `Already under ${target}KB: kept as it is`
    default:
      switch (row.result?.status) {
        case 'in-window':
          return 'In the window'
        case 'above-reachable':
          return 'Best quality, under the window'
        case 'below-reachable':
          return `Over ${target}KB even at the smallest size`
        default:
          return 'Under the window'
      }
  }
}

function RowIcon({ state }: { state: BatchRow['state'] }) {
  if (state === 'working' || state === 'waiting')
    return (
      <Loader2
        aria-hidden="true"
        className={`h-5 w-5 shrink-0 text-blue-600 ${state === 'working' ? 'animate-spin' : ''}`}
      />
    )
  if (state === 'failed') return <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
  return <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
}

function Figure({ label, children, bad = false }: { label: string; children: string; bad?: boolean }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold ${bad ? 'text-red-800' : 'text-slate-900'}`}>{children}</dd>
    </div>
  )
}

/** Many files: a row per file as it finishes, each downloadable, and one ZIP of them all (issue #53). */
export function BatchView({
  target,
  unit,
  batch,
  onCancel,
  onReset,
}: {
  target: number
  unit: KbUnit
  batch: BatchState
  onCancel: () => void
  onReset: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [zipping, setZipping] = useState(false)
  useEffect(() => headingRef.current?.focus(), [])

  const finished = batch.rows.filter((r) => r.state === 'done' || r.state === 'kept' || r.state === 'failed')
  const files = batch.rows.flatMap((r) =>
    r.result ? [{ name: r.result.fileName, blob: r.result.blob }] : [],
  )
  const failed = batch.rows.filter((r) => r.state === 'failed').length
  const zipName = compressedFileName(
    target,
    files.reduce((n, f) => n + f.blob.size, 0),
    unit,
  ).replace(/\.jpg$/, '.zip')

  // Made when asked, then saved through a link the page clicks: the ZIP is a second copy of every file,
  // held only as long as the download needs it.
  async function downloadZip() {
    setZipping(true)
    try {
      const url = URL.createObjectURL(await zipFiles(files))
      const link = document.createElement('a')
      link.href = url
      link.download = zipName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } finally {
      setZipping(false)
    }
  }

  return (
    <section aria-labelledby="batch-title" className="space-y-5 text-left">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2
          id="batch-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {batch.rows.length} images to {target}KB
        </h2>
        <p className="text-sm text-slate-600">
          {kbUnitText(unit)}: each file at most {bytesText(targetWindowBytes(target, unit).high)}.
        </p>
        <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-slate-800">
          {batch.running
            ? `Compressed ${finished.length} of ${batch.rows.length}...`
            : `Done: ${files.length} ready${failed ? `, ${failed} could not be used` : ''}.`}
        </p>
        {batch.leftOut > 0 && (
          <p className="mt-2 text-sm text-amber-800">
            {batch.leftOut} more {batch.leftOut === 1 ? 'file was' : 'files were'} left out: up to{' '}
            {batch.rows.length} images are compressed at once.
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {batch.running ? (
            <button
              type="button"
              onClick={onCancel}
              className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Cancel
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void downloadZip()}
              disabled={files.length === 0 || zipping}
              className={`${button} bg-blue-700 text-white shadow-sm hover:bg-blue-800`}
            >
              <Archive aria-hidden="true" className="h-4 w-4" />
              Download All (ZIP)
            </button>
          )}
          <button
            type="button"
            onClick={onReset}
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Compress Other Images
          </button>
        </div>
      </div>

      <ul
        aria-label="Images"
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {batch.rows.map((row) => (
          <li key={row.id} data-testid="batch-row" className="space-y-2 p-4">
            <div className="flex items-center gap-3">
              <RowIcon state={row.state} />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900" title={row.name}>
                {row.name}
              </span>
              {row.result && (
                <a
                  href={row.result.url}
                  download={row.result.fileName}
                  aria-label={`Download ${row.result.fileName}`}
                  className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-blue-700 px-3 py-1.5 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download
                </a>
              )}
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <Figure label="Before">{bytesText(row.before)}</Figure>
              <Figure label="After">{row.result ? bytesText(row.result.bytes) : '-'}</Figure>
              <Figure label="Dimensions">
                {row.result ? dimensionsLabel(row.result.width, row.result.height) : '-'}
              </Figure>
              <Figure label="Status" bad={row.state === 'failed'}>
                {batchStatusText(row, target)}
              </Figure>
            </dl>
            {row.state === 'failed' && row.problem?.text && (
              <p className="text-sm text-slate-700">{row.problem.text}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

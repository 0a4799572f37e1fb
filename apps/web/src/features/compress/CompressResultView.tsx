import {
  bytesText,
  COMPRESSION,
  compressedFileName,
  kbUnitText,
  reductionPercent,
  targetWindowBytes,
} from '@vps/specs'
import { CircleCheck, Download, Info, RotateCcw, SplitSquareHorizontal, TriangleAlert } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CompareView } from './CompareView.tsx'
import { ImagePreview } from './ImagePreview.tsx'
import {
  dimensionsText,
  largerJpegNote,
  outcomeSentence,
  qualityText,
  reductionText,
  sizeText,
  statusNote,
} from './result-text.ts'
import { TOLERANCE_LABEL } from './upload-rules.ts'
import type { CompressedImage, PreviewImage } from './use-compress-session.ts'

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30'

export function AnotherImageButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Compress Another Image
    </button>
  )
}

function Row({ label, children, warn = false }: { label: string; children: ReactNode; warn?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="flex items-center gap-1.5 text-sm text-slate-700">
        {warn && <TriangleAlert aria-label="Warning" className="h-4 w-4 text-amber-600" />}
        {label}
      </dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

/** The done state: both previews, the results card, the download and 'Compress Another Image'. */
export function CompressResultView({
  target,
  original,
  compressed,
  onDownload,
  onReset,
}: {
  target: number
  original: PreviewImage
  compressed: CompressedImage
  onDownload: () => void
  onReset: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [comparing, setComparing] = useState(false)
  // The spinner (and its Cancel button, which had focus) is gone: the results heading takes focus, so a
  // screen reader reads the outcome and the next Tab reaches the download.
  useEffect(() => headingRef.current?.focus(), [])

  const { report } = compressed
  // The engine's status on the file's bytes, never a reading of the rounded KB. 'Compress Anyway' aimed at
  // the original's own size instead: any result of it is under the target, and the sentence says why.
  const capped = compressed.cappedAtOriginal
  const inWindow = capped || report.status === 'in-window'
  const note = capped ? null : statusNote(report, target)
  const unit = report.unit ?? COMPRESSION.bytesPerKb
  const fileName = compressedFileName(target, compressed.bytes, unit)
  const larger =
    compressed.nonJpegUnderTarget && compressed.bytes > original.bytes
      ? largerJpegNote(original.bytes, formatName(original.blob.type), target)
      : null
  const reduction = reductionPercent(original.kb, compressed.kb)
  const card = inWindow
    ? 'border-green-300 bg-green-50'
    : 'border-amber-300 bg-gradient-to-br from-blue-50 to-amber-50'

  return (
    <div className="space-y-6 text-left">
      <div className="grid gap-4 sm:grid-cols-2">
        <ImagePreview title="Original" image={original} alt="The original image" />
        <ImagePreview
          title="Compressed"
          image={compressed}
          alt={`The image compressed to ${compressed.kb}KB`}
        />
      </div>
      {comparing ? (
        <CompareView original={original} compressed={compressed} />
      ) : (
        <button
          type="button"
          onClick={() => setComparing(true)}
          className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <SplitSquareHorizontal aria-hidden="true" className="h-4 w-4" />
          Compare Before and After
        </button>
      )}

      <section
        aria-labelledby="compress-results-title"
        className={`rounded-2xl border p-6 shadow-sm ${card}`}
      >
        <h2
          id="compress-results-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none"
        >
          {inWindow ? (
            <CircleCheck aria-hidden="true" className="h-6 w-6 text-green-700" />
          ) : (
            <Info aria-hidden="true" className="h-6 w-6 text-blue-700" />
          )}
          Compression Results
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {capped
            ? `${compressed.kb}KB: saved again no larger than your ${original.kb}KB original, under your ${target}KB target.`
            : outcomeSentence(report, target)}
        </p>
        {note && (
          <p className="mt-3 flex gap-2 rounded-lg bg-white/70 p-3 text-sm text-slate-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            {note}
          </p>
        )}
        {larger && (
          <p className="mt-3 flex gap-2 rounded-lg bg-white/70 p-3 text-sm text-slate-800">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-blue-700" />
            {larger}
          </p>
        )}
        {compressed.reducedDecode && (
          <p className="mt-3 rounded-lg bg-white/70 p-3 text-sm text-slate-800">
            This device could not hold the full image, so it was read at a smaller size first.
          </p>
        )}
        <dl className="mt-4 divide-y divide-slate-900/10">
          <Row label="Target size">
            {target}KB, at most {bytesText(targetWindowBytes(target, unit).high)}
          </Row>
          <Row label="Actual size">{sizeText(compressed.bytes, target, unit)}</Row>
          <Row label="KB counted as">{kbUnitText(unit)}</Row>
          <Row label={`Tolerance (${TOLERANCE_LABEL})`} warn={!inWindow}>
            {capped ? 'Under the target' : inWindow ? 'Within tolerance' : 'Outside tolerance'}
          </Row>
          <Row label="Reduction">{reductionText(reduction)}</Row>
          <Row label="Dimensions">{dimensionsText(report, target)}</Row>
          <Row label="JPEG quality">{qualityText(report)}</Row>
        </dl>
      </section>

      <section
        aria-labelledby="compress-download-title"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="compress-download-title" className="text-lg font-bold text-slate-900">
          Download
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <span className="break-all">{fileName}</span> • JPEG • made on this device
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a
            href={compressed.url}
            download={fileName}
            onClick={onDownload}
            className={`${buttonBase} bg-blue-700 text-white shadow-sm hover:bg-blue-800`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download Compressed Image
          </a>
          <AnotherImageButton onClick={onReset} />
        </div>
      </section>
    </div>
  )
}

/** 'PNG', 'WEBP' from a file's type, for the sentence about a larger JPEG. */
function formatName(type: string): string {
  const name = type.startsWith('image/') ? type.slice(6).toUpperCase() : ''
  return name || 'image'
}

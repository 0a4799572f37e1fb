import { CircleCheck, Download, Minimize2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { AnotherImageButton } from './CompressResultView.tsx'
import { ImagePreview } from './ImagePreview.tsx'
import type { PreviewImage } from './use-compress-session.ts'

/** The file already fits: offered unchanged (re-encoding would only cost quality), compressing stays possible. */
export function UnderTargetPanel({
  target,
  fileName,
  original,
  anywayFailed,
  onDownload,
  onCompressAnyway,
  onReset,
}: {
  target: number
  fileName: string
  original: PreviewImage
  /** 'Compress Anyway' ran and found nothing smaller at the image's own size. */
  anywayFailed: boolean
  onDownload: () => void
  onCompressAnyway: () => void
  onReset: () => void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div className="space-y-6 text-left">
      <section
        aria-labelledby="compress-under-title"
        className="rounded-2xl border border-green-300 bg-green-50 p-6 shadow-sm"
      >
        <h2
          id="compress-under-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-bold text-slate-900 focus:outline-none"
        >
          <CircleCheck aria-hidden="true" className="h-6 w-6 text-green-700" />
          Already Under {target}KB
        </h2>
        <p className="mt-2 text-sm text-slate-800">
          Your image is {original.kb}KB, already at or under the {target}KB target, so it needs no
          compression. Download it unchanged, or compress it anyway.
        </p>
        <p id="compress-anyway-hint" className="mt-2 text-sm text-slate-700">
          {anywayFailed
            ? 'It could not be saved again any smaller without shrinking the picture, so your original is the best file: download it unchanged.'
            : `Compress Anyway saves it again as a JPEG no larger than it is now (${original.kb}KB); it never fills the file up to ${target}KB.`}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={original.url}
            download={fileName}
            onClick={onDownload}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Download Original Image
          </a>
          <button
            type="button"
            onClick={onCompressAnyway}
            aria-describedby="compress-anyway-hint"
            hidden={anywayFailed}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-blue-700 bg-white px-5 py-2.5 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
          >
            <Minimize2 aria-hidden="true" className="h-4 w-4" />
            Compress Anyway
          </button>
          <AnotherImageButton onClick={onReset} />
        </div>
      </section>
      <div className="mx-auto max-w-md">
        <ImagePreview title="Your image" image={original} alt="Your image, unchanged" />
      </div>
    </div>
  )
}

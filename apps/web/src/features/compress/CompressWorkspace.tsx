import { COMPRESSION, type KbUnit, UPLOAD_LIMITS } from '@vps/specs'
import { useEffect, useRef } from 'react'
import { useKeepToolsOffline } from '../../shared/offline/use-keep-tools-offline.ts'
import { toast } from '../../shared/toast/toast-store.ts'
import { UploadProblemNotice } from '../../shared/upload/UploadProblemNotice.tsx'
import { uploadCheckProblem } from '../../shared/upload/upload-problem.ts'
import { BatchView } from './BatchView.tsx'
import { CompressProgressPanel } from './CompressProgressPanel.tsx'
import { CompressResultView } from './CompressResultView.tsx'
import { CompressUploadArea } from './CompressUploadArea.tsx'
import { QualityNotice } from './QualityNotice.tsx'
import { TargetSizeForm } from './TargetSizeForm.tsx'
import { UnderTargetPanel } from './UnderTargetPanel.tsx'
import { UnitChoice } from './UnitChoice.tsx'
import { compressUploadProblem } from './upload-rules.ts'
import { useCompressBatch } from './use-compress-batch.ts'
import { useCompressSession } from './use-compress-session.ts'

/**
 * The tool itself: the target and its unit, the upload area, progress, results; one file, or a batch when
 * several are chosen. The page renders it keyed by size and unit, so moving to another target's page (a
 * client-side navigation that keeps the route component) starts a fresh session and cancels any
 * compression still running for the old target.
 */
export function CompressWorkspace({
  size,
  unit = COMPRESSION.bytesPerKb,
  notice,
}: {
  size: number
  unit?: KbUnit
  notice?: { title: string; body: string } | undefined
}) {
  const { session, start, refuse, compressAnyway, cancel, reset, trackDownload, takeBestSoFar } =
    useCompressSession(size, unit)
  const { batch, start: startBatch, reset: resetBatch, cancel: cancelBatch } = useCompressBatch(size, unit)
  useKeepToolsOffline()
  const toolRef = useRef<HTMLDivElement>(null)
  const wasBusy = useRef(false)
  const batching = batch.rows.length > 0
  const idle = session.phase === 'idle' && !batching

  // Back at the upload area after a result, a cancel or an error: focus returns to the file input instead of
  // falling to the top of the document. Not on first load.
  useEffect(() => {
    if (!idle) {
      wasBusy.current = true
      return
    }
    if (!wasBusy.current) return
    wasBusy.current = false
    toolRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus()
  }, [idle])

  // A file refused before decoding keeps its reason in the upload area too, until another is chosen.
  function handleFile(next: File) {
    const problem = compressUploadProblem(next)
    if (problem) {
      toast(problem)
      refuse(uploadCheckProblem(next, UPLOAD_LIMITS.compressMaxBytes))
      return
    }
    void start(next)
  }
  function handleFiles(files: File[]) {
    if (files.length === 1) handleFile(files[0] as File)
    else {
      refuse(null)
      void startBatch(files)
    }
  }
  const problem = session.phase === 'idle' ? (session.problem ?? null) : null

  return (
    <div ref={toolRef} className="mx-auto mt-10 max-w-3xl">
      {idle && (
        <div className="mb-5 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm sm:flex-row sm:items-end sm:justify-between">
          <UnitChoice size={size} unit={unit} />
          <TargetSizeForm unit={unit} />
        </div>
      )}
      {idle && notice && <QualityNotice title={notice.title} body={notice.body} />}
      {idle && problem && <UploadProblemNotice problem={problem} />}
      {idle && <CompressUploadArea onFiles={handleFiles} />}
      {batching && (
        <BatchView target={size} unit={unit} batch={batch} onCancel={cancelBatch} onReset={resetBatch} />
      )}
      {session.phase === 'processing' && (
        <CompressProgressPanel
          target={size}
          fileName={session.fileName}
          progress={session.progress}
          {...(session.offerBest && session.bestBytes !== undefined ? { bestBytes: session.bestBytes } : {})}
          onUseBest={takeBestSoFar}
          onCancel={cancel}
        />
      )}
      {session.phase === 'under-target' && (
        <UnderTargetPanel
          target={size}
          fileName={session.fileName}
          original={session.original}
          anywayFailed={session.anywayFailed === true}
          onDownload={trackDownload}
          onCompressAnyway={compressAnyway}
          onReset={reset}
        />
      )}
      {session.phase === 'done' && (
        <CompressResultView
          target={size}
          original={session.original}
          compressed={session.compressed}
          onDownload={trackDownload}
          onReset={reset}
        />
      )}
    </div>
  )
}

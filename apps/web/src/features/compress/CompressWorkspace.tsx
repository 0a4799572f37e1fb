import { type CompressSize, UPLOAD_LIMITS } from '@vps/specs'
import { useEffect, useRef } from 'react'
import { useKeepToolsOffline } from '../../shared/offline/use-keep-tools-offline.ts'
import { toast } from '../../shared/toast/toast-store.ts'
import { UploadProblemNotice } from '../../shared/upload/UploadProblemNotice.tsx'
import { uploadCheckProblem } from '../../shared/upload/upload-problem.ts'
import { CompressProgressPanel } from './CompressProgressPanel.tsx'
import { CompressResultView } from './CompressResultView.tsx'
import { CompressUploadArea } from './CompressUploadArea.tsx'
import { QualityNotice } from './QualityNotice.tsx'
import { UnderTargetPanel } from './UnderTargetPanel.tsx'
import { compressUploadProblem } from './upload-rules.ts'
import { useCompressSession } from './use-compress-session.ts'

/**
 * The tool itself: upload area, progress, results. The page renders it keyed by size, so moving to another
 * target's page (a client-side navigation that keeps the route component) starts a fresh session and
 * cancels any compression still running for the old target.
 */
export function CompressWorkspace({
  size,
  notice,
}: {
  size: CompressSize
  notice?: { title: string; body: string } | undefined
}) {
  const { session, start, refuse, compressAnyway, cancel, reset, trackDownload } = useCompressSession(size)
  useKeepToolsOffline()
  const toolRef = useRef<HTMLDivElement>(null)
  const wasBusy = useRef(false)

  // Back at the upload area after a result, a cancel or an error: focus returns to the file input instead of
  // falling to the top of the document. Not on first load.
  useEffect(() => {
    if (session.phase !== 'idle') {
      wasBusy.current = true
      return
    }
    if (!wasBusy.current) return
    wasBusy.current = false
    toolRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus()
  }, [session.phase])

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
  const problem = session.phase === 'idle' ? (session.problem ?? null) : null

  return (
    <div ref={toolRef} className="mx-auto mt-10 max-w-3xl">
      {session.phase === 'idle' && notice && <QualityNotice title={notice.title} body={notice.body} />}
      {session.phase === 'idle' && problem && <UploadProblemNotice problem={problem} />}
      {session.phase === 'idle' && <CompressUploadArea onFile={handleFile} />}
      {session.phase === 'processing' && (
        <CompressProgressPanel
          target={size}
          fileName={session.fileName}
          progress={session.progress}
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

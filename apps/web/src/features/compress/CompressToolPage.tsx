import type { CompressSize } from '@vps/specs'
import { useEffect, useRef } from 'react'
import { toast } from '../../shared/toast/toast-store.ts'
import { CommonUseCases } from './CommonUseCases.tsx'
import { CompressProgressPanel } from './CompressProgressPanel.tsx'
import { CompressResultView } from './CompressResultView.tsx'
import { CompressUploadArea } from './CompressUploadArea.tsx'
import { getSizeContent } from './compress-content.ts'
import { HowItWorks } from './HowItWorks.tsx'
import { QualityNotice } from './QualityNotice.tsx'
import { PremiumSizeSections, StandardSizeSections } from './SizeContentSections.tsx'
import { ToolHero } from './ToolHero.tsx'
import { UnderTargetPanel } from './UnderTargetPanel.tsx'
import { compressUploadProblem } from './upload-rules.ts'
import { useCompressSession } from './use-compress-session.ts'

export function CompressToolPage({ size }: { size: CompressSize }) {
  const content = getSizeContent(size)
  const { session, start, compressAnyway, cancel, reset, trackDownload } = useCompressSession(size)
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

  function handleFile(next: File) {
    const problem = compressUploadProblem(next)
    if (problem) {
      toast(problem)
      return
    }
    void start(next)
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <ToolHero size={size} />
          <div ref={toolRef} className="mx-auto mt-10 max-w-3xl">
            {session.phase === 'idle' && content.kind === 'standard' && content.notice && (
              <QualityNotice title={content.notice.title} body={content.notice.body} />
            )}
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
        </div>
      </section>

      <HowItWorks size={size} />
      <CommonUseCases className="bg-slate-50" />
      {content.kind === 'premium' ? (
        <PremiumSizeSections size={size} content={content} />
      ) : (
        <StandardSizeSections size={size} content={content} />
      )}
    </>
  )
}

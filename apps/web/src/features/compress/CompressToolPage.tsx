import type { CompressSize } from '@vps/specs'
import { useState } from 'react'
import { toast } from '../../shared/toast/toast-store.ts'
import { CommonUseCases } from './CommonUseCases.tsx'
import { CompressUploadArea } from './CompressUploadArea.tsx'
import { getSizeContent } from './compress-content.ts'
import { HowItWorks } from './HowItWorks.tsx'
import { QualityNotice } from './QualityNotice.tsx'
import { SelectedFilePanel } from './SelectedFilePanel.tsx'
import { PremiumSizeSections, StandardSizeSections } from './SizeContentSections.tsx'
import { ToolHero } from './ToolHero.tsx'
import { compressUploadProblem } from './upload-rules.ts'

export function CompressToolPage({ size }: { size: CompressSize }) {
  const content = getSizeContent(size)
  // The checked file waits here for the compression engine (a later issue); nothing is compressed yet.
  const [file, setFile] = useState<File | null>(null)

  function handleFile(next: File) {
    const problem = compressUploadProblem(next)
    if (problem) {
      toast(problem)
      return
    }
    setFile(next)
  }

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <ToolHero size={size} />
          <div className="mx-auto mt-10 max-w-3xl">
            {!file && content.kind === 'standard' && content.notice && (
              <QualityNotice title={content.notice.title} body={content.notice.body} />
            )}
            {file ? (
              <SelectedFilePanel file={file} size={size} onReset={() => setFile(null)} />
            ) : (
              <CompressUploadArea onFile={handleFile} />
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

import type { CompressSize } from '@vps/specs'
import { CommonUseCases } from './CommonUseCases.tsx'
import { CompressWorkspace } from './CompressWorkspace.tsx'
import { getSizeContent } from './compress-content.ts'
import { HowItWorks } from './HowItWorks.tsx'
import { PremiumSizeSections, StandardSizeSections } from './SizeContentSections.tsx'
import { ToolHero } from './ToolHero.tsx'

export function CompressToolPage({ size }: { size: CompressSize }) {
  const content = getSizeContent(size)
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <ToolHero size={size} />
          <CompressWorkspace
            key={size}
            size={size}
            notice={content.kind === 'standard' ? content.notice : undefined}
          />
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

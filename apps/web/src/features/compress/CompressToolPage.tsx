import { COMPRESSION, isCompressSize, type KbUnit } from '@vps/specs'
import { CommonUseCases } from './CommonUseCases.tsx'
import { CompressWorkspace } from './CompressWorkspace.tsx'
import { getSizeContent, nearestListedSizes } from './compress-content.ts'
import { HowItWorks } from './HowItWorks.tsx'
import { RelatedSizes } from './RelatedSizes.tsx'
import { PremiumSizeSections, StandardSizeSections } from './SizeContentSections.tsx'
import { ToolHero } from './ToolHero.tsx'

/**
 * A tool page. The spec's 14 sizes keep their own content; any other size from 5 to 5000 KB (issue #53)
 * shares the template with generic copy and links to the listed sizes nearest it.
 */
export function CompressToolPage({ size, unit = COMPRESSION.bytesPerKb }: { size: number; unit?: KbUnit }) {
  const listed = isCompressSize(size) ? size : null
  const content = listed === null ? null : getSizeContent(listed)
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <ToolHero size={size} />
          <CompressWorkspace
            key={size}
            size={size}
            unit={unit}
            notice={content?.kind === 'standard' ? content.notice : undefined}
          />
        </div>
      </section>

      <HowItWorks size={size} />
      <CommonUseCases className="bg-slate-50" />
      {listed === null || content === null ? (
        <RelatedSizes
          title="Nearby Sizes"
          lead={`The listed sizes closest to ${size}KB, each with tips for what it suits.`}
          sizes={nearestListedSizes(size)}
        />
      ) : content.kind === 'premium' ? (
        <PremiumSizeSections size={listed} content={content} />
      ) : (
        <StandardSizeSections size={listed} content={content} />
      )}
    </>
  )
}

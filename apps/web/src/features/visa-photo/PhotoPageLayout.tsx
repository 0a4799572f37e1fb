import type { PhotoDocument } from '@vps/specs'
import { type ReactNode, useState } from 'react'
import type { FaqEntry } from '../../shared/country/faq.ts'
import type { PhotoSpec } from '../../shared/country/spec-format.ts'
import { guideLinks } from './content/guide-links.ts'
import { photoGuidelines } from './content/guidelines.ts'
import { howItWorks } from './content/how-it-works.ts'
import { commonIssues } from './content/issues.ts'
import { buildRequirements } from './content/requirements.ts'
import { CommonIssues } from './sections/CommonIssues.tsx'
import { FaqSection } from './sections/FaqSection.tsx'
import { GuideLinks } from './sections/GuideLinks.tsx'
import { GuidelinesSection } from './sections/GuidelinesSection.tsx'
import { HowItWorks } from './sections/HowItWorks.tsx'
import { PageHero } from './sections/PageHero.tsx'
import { ProcessingNote } from './sections/ProcessingNote.tsx'
import { RequirementsCard } from './sections/RequirementsCard.tsx'
import { PhotoToolCard } from './upload/PhotoToolCard.tsx'

type Props = {
  /** The destination's slug. */
  country: string
  countryName: string
  spec: PhotoSpec
  title: string
  lead: ReactNode
  facts: string[]
  faq: FaqEntry[]
  /** Content of the page's own placed between the issues and the FAQ. */
  extra?: ReactNode
  /** The chosen document, and its selector (docs/photo-documents.md). */
  document: PhotoDocument
  chooser?: ReactNode
}

/**
 * Order (docs/product-rules.md, "Photo page layout"): tool, requirements, guidelines, issues and solutions,
 * FAQ; then the guides.
 */
export function PhotoPageLayout({
  country,
  countryName,
  spec,
  document,
  chooser,
  title,
  lead,
  facts,
  faq,
  extra,
}: Props) {
  // The photo chosen, kept here so a change of document starts the new tool with it.
  const [file, setFile] = useState<File | null>(null)
  return (
    <div className="bg-slate-50 pb-4">
      <PageHero title={title} lead={lead} facts={facts} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {/* Source order tool, requirements, how it works; on wide screens the requirements sit beside both. */}
        {/* grid-cols-1, not the implicit column, which grows to its widest content: a long document name in
            the chooser pushed a 320 px page 46 px sideways. */}
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
          <div className="lg:col-span-2">
            {chooser}
            <PhotoToolCard
              // A new document is a new frame and policy: the tool starts again with the photo already chosen.
              key={document.id}
              country={country}
              countryName={countryName}
              document={document}
              initialFile={file}
              onFileChosen={setFile}
            />
          </div>
          <div className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <RequirementsCard countryName={countryName} items={buildRequirements(spec, countryName)} />
          </div>
          <div className="lg:col-span-2">
            <HowItWorks steps={howItWorks(spec, countryName)} />
          </div>
        </div>
        <GuidelinesSection guidelines={photoGuidelines(spec)} />
        <CommonIssues issues={commonIssues(spec)} />
        {extra}
        <FaqSection title={`${countryName} visa photo FAQ`} entries={faq} />
        <GuideLinks title={`${countryName} visa guides`} links={guideLinks(country, countryName)} />
        <ProcessingNote country={country} countryName={countryName} />
      </div>
    </div>
  )
}

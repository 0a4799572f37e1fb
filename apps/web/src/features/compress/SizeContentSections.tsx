import type { CompressSize } from '@vps/specs'
import { CheckCircle2, Cpu, Sparkles } from 'lucide-react'
import { FaqList } from '../../shared/ui/FaqList.tsx'
import {
  type InfoItem,
  neighbourSizes,
  type PremiumSizeContent,
  relatedSizes,
  type StandardSizeContent,
} from './compress-content.ts'
import { RelatedSizes } from './RelatedSizes.tsx'
import { Section } from './Section.tsx'

export function StandardSizeSections({
  size,
  content,
}: {
  size: CompressSize
  content: StandardSizeContent
}) {
  return (
    <>
      <Section id="benefits" title={`Why Compress to ${size}KB?`} lead={content.intro}>
        <InfoGrid items={content.benefits} icon="check" />
      </Section>
      <Section id="applications" title={`Best Uses for ${size}KB Images`} className="bg-slate-50">
        <InfoGrid items={content.applications} icon="sparkles" />
      </Section>
      <Section id="faq" title={`${size}KB Compression FAQ`}>
        <FaqList entries={content.faq} />
      </Section>
      <RelatedSizes
        title="Try a Nearby Size"
        lead="Need a little more quality, or a little less weight? These targets sit either side of this one."
        sizes={neighbourSizes(size)}
        className="bg-slate-50"
      />
    </>
  )
}

/** The 300, 400 and 500KB pages: why-this-size, technology, applications, FAQ and related tools. */
export function PremiumSizeSections({ size, content }: { size: CompressSize; content: PremiumSizeContent }) {
  return (
    <>
      <Section id="why" title={content.why.heading}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            <p className="text-lg text-slate-800">{content.intro}</p>
            {content.why.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="space-y-4">
            {content.benefits.map((item) => (
              <li
                key={item.title}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="technology" title={`The Technology Behind ${size}KB Compression`} className="bg-slate-50">
        <InfoGrid items={content.technology} icon="cpu" />
      </Section>
      <Section id="applications" title={`${size}KB for ${content.audience}`}>
        <InfoGrid items={content.applications} icon="sparkles" columns={2} />
      </Section>
      <Section id="faq" title={`${size}KB Compression FAQ`} className="bg-slate-50">
        <FaqList entries={content.faq} />
      </Section>
      <RelatedSizes title="Related Compression Tools" sizes={relatedSizes(size)} />
    </>
  )
}

const ICONS = { check: CheckCircle2, sparkles: Sparkles, cpu: Cpu }

function InfoGrid({
  items,
  icon,
  columns = 3,
}: {
  items: readonly InfoItem[]
  icon: keyof typeof ICONS
  columns?: 2 | 3
}) {
  const Icon = ICONS[icon]
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon aria-hidden="true" className="h-6 w-6 text-blue-700" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

import type { FaqEntry } from '../../../shared/country/faq.ts'
import { FaqList } from '../../../shared/ui/FaqList.tsx'
import { Section } from './Section.tsx'

export function FaqSection({ title, entries }: { title: string; entries: FaqEntry[] }) {
  return (
    <Section id="faq" title={title}>
      <FaqList entries={entries} />
    </Section>
  )
}

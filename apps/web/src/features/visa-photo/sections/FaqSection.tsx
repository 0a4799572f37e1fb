import type { FaqEntry } from '../content/faq.ts'
import { FaqList } from './FaqList.tsx'
import { Section } from './Section.tsx'

export function FaqSection({ title, entries }: { title: string; entries: FaqEntry[] }) {
  return (
    <Section id="faq" title={title}>
      <FaqList entries={entries} />
    </Section>
  )
}

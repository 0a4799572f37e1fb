import { FaqList } from '../../../shared/ui/FaqList.tsx'
import { HomeSection } from '../HomeSection.tsx'
import { HOME_FAQ } from '../home-content.ts'

export function FaqSection() {
  return (
    <HomeSection id="faq" eyebrow="FAQ" title="Frequently Asked Questions" className="bg-slate-50">
      <FaqList entries={HOME_FAQ} className="mx-auto max-w-3xl" />
    </HomeSection>
  )
}

import { ChevronDown } from 'lucide-react'
import { HomeSection } from '../HomeSection.tsx'
import { HOME_FAQ } from '../home-content.ts'

export function FaqSection() {
  return (
    <HomeSection id="faq" eyebrow="FAQ" title="Frequently Asked Questions" className="bg-slate-50">
      <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {HOME_FAQ.map((entry) => (
          // Native disclosure: keyboard support and the expanded state come from <details> itself.
          <details key={entry.question} className="group px-6 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-slate-600">{entry.answer}</p>
          </details>
        ))}
      </div>
    </HomeSection>
  )
}

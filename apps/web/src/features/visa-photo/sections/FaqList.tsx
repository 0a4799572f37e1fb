import { ChevronDown } from 'lucide-react'
import type { FaqEntry } from '../content/faq.ts'

/** Native disclosures: keyboard operable and announced as expandable without extra script. */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} id={`faq-${entry.id}`} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  )
}

import { ChevronDown } from 'lucide-react'

export interface FaqItem {
  /** When given, the entry gets the anchor id `faq-{id}` so a question can be linked to. */
  id?: string
  question: string
  answer: string
}

/** Native disclosures: keyboard operable and announced as expandable without extra script. */
export function FaqList({ entries, className = '' }: { entries: readonly FaqItem[]; className?: string }) {
  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {entries.map((entry) => (
        <details
          key={entry.id ?? entry.question}
          id={entry.id ? `faq-${entry.id}` : undefined}
          className="group scroll-mt-24"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
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

import { ChevronDown } from 'lucide-react'
import type { FaqEntry } from './compress-content.ts'

/** Native disclosure: keyboard support and the expanded state come from <details> itself. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
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
  )
}

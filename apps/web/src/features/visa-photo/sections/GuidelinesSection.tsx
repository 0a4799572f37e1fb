import { CheckCircle2, XCircle } from 'lucide-react'
import type { Guidelines } from '../content/guidelines.ts'
import { Section } from './Section.tsx'

export function GuidelinesSection({ guidelines }: { guidelines: Guidelines }) {
  return (
    <Section
      id="guidelines"
      title="Photo guidelines"
      intro="How to take a photo the tool can turn into a compliant one."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-green-200 bg-green-50 p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-green-900">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
            Do
          </h3>
          <ul className="mt-3 space-y-2">
            {guidelines.dos.map((text) => (
              <li key={text} className="flex gap-2 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-red-200 bg-red-50 p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-red-900">
            <XCircle aria-hidden="true" className="h-5 w-5" />
            Don’t
          </h3>
          <ul className="mt-3 space-y-2">
            {guidelines.donts.map((text) => (
              <li key={text} className="flex gap-2 text-slate-800">
                <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

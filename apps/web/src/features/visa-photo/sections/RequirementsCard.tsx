import { ClipboardCheck } from 'lucide-react'
import type { RequirementItem } from '../content/requirements.ts'
import { RequirementsList } from './RequirementsList.tsx'

export function RequirementsCard({ countryName, items }: { countryName: string; items: RequirementItem[] }) {
  return (
    <section
      id="requirements"
      aria-labelledby="requirements-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="requirements-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <ClipboardCheck aria-hidden="true" className="h-5 w-5 text-blue-700" />
        {countryName} photo requirements
      </h2>
      <RequirementsList items={items} />
    </section>
  )
}

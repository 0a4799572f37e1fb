import { AlertTriangle } from 'lucide-react'
import type { Issue } from '../content/issues.ts'
import { Section } from './Section.tsx'

export function CommonIssues({ issues }: { issues: Issue[] }) {
  return (
    <Section id="common-issues" title="Common issues and solutions">
      <ul className="grid gap-4 md:grid-cols-2">
        {issues.map((issue) => (
          <li key={issue.problem} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="flex items-start gap-2 font-semibold text-slate-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
              {issue.problem}
            </h3>
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">Solution: </span>
              {issue.solution}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

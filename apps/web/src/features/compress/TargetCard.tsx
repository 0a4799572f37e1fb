import { Link } from '@tanstack/react-router'
import type { CompressTarget } from '@vps/specs'
import { ArrowRight } from 'lucide-react'
import { targetColorClasses } from './target-colors.ts'

/** One compression target: its size, use-case label, description and a button to its page. */
export function TargetCard({ target }: { target: CompressTarget }) {
  const colors = targetColorClasses(target.color)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div aria-hidden="true" className={`h-1.5 ${colors.bar}`} />
      <div className="flex flex-1 flex-col p-5">
        <p className={`text-3xl font-extrabold tracking-tight ${colors.text}`}>
          {target.size}
          <span className="text-lg font-bold">KB</span>
        </p>
        <h3 className="mt-2 font-semibold text-slate-900">{target.label}</h3>
        <p className="mt-1 flex-1 text-sm text-slate-600">{target.description}</p>
        <Link
          to={target.href}
          className={`mt-4 inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors ${colors.button}`}
        >
          {target.title}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  )
}

import { Link } from '@tanstack/react-router'
import { COMPRESS_TARGETS } from '@vps/specs'
import { ArrowRight } from 'lucide-react'
import { Section } from './Section.tsx'

/** Every target by its use-case label; the Link marks the page you are on with aria-current. */
export function CommonUseCases({ className }: { className?: string }) {
  return (
    <Section
      id="use-cases"
      title="Common Use Cases"
      lead="Pick the target that matches where your image is going."
      className={className}
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {COMPRESS_TARGETS.map((target) => (
          <li key={target.size}>
            <Link
              to={target.href}
              className="group flex items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-blue-400 hover:bg-blue-50 aria-[current=page]:border-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-800"
            >
              {target.label}
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-blue-700"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

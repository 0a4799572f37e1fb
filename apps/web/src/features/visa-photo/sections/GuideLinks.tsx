import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { GuideLink } from '../content/guide-links.ts'
import { Section } from './Section.tsx'

export function GuideLinks({ title, links }: { title: string; links: GuideLink[] }) {
  return (
    <Section id="guides" title={title}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-blue-400 hover:shadow-sm"
            >
              <span className="flex items-center justify-between gap-3 font-semibold text-blue-800 group-hover:underline">
                {link.label}
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

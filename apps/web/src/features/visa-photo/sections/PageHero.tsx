import { SITE } from '@vps/specs'
import { BadgeCheck, Lock, Timer } from 'lucide-react'
import type { ReactNode } from 'react'

const BADGES = [
  { icon: BadgeCheck, text: '100% free' },
  { icon: Timer, text: `Ready in ${SITE.resultTime}` },
  { icon: Lock, text: 'Stays on your device' },
]

export function PageHero({ title, lead, facts }: { title: string; lead: ReactNode; facts: string[] }) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>
        <ul aria-label="Photo specification" className="mt-5 flex flex-wrap gap-2">
          {facts.map((fact) => (
            <li
              key={fact}
              className="rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-900"
            >
              {fact}
            </li>
          ))}
        </ul>
        <ul
          aria-label="Why use this tool"
          className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700"
        >
          {BADGES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-1.5">
              <Icon aria-hidden="true" className="h-4 w-4 text-green-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </header>
  )
}

import { FileImage, Maximize, Palette, ScanLine } from 'lucide-react'
import type { SpecCard } from './landing-content.ts'

const ICONS = { size: Maximize, resolution: ScanLine, file: FileImage, background: Palette } as const

export function SpecCards({ name, cards }: { name: string; cards: SpecCard[] }) {
  return (
    <section aria-labelledby="spec-cards-heading">
      <h2 id="spec-cards-heading" className="text-2xl font-bold text-slate-900">
        {name} photo specifications
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const Icon = ICONS[card.key]
          return (
            <li key={card.key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="h-6 w-6 text-blue-700" />
              <h3 className="mt-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
                {card.title}
              </h3>
              <p className="mt-1 text-lg font-bold text-slate-900">{card.value}</p>
              <p className="mt-1 text-sm text-slate-600">{card.detail}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

import { ShieldCheck, SlidersHorizontal, WandSparkles } from 'lucide-react'
import { HomeSection } from '../HomeSection.tsx'
import { FEATURES, type FeatureCard } from '../home-content.ts'

const ICONS: Record<FeatureCard['id'], typeof WandSparkles> = {
  auto: WandSparkles,
  compliant: ShieldCheck,
  editor: SlidersHorizontal,
}

/** The 'Learn More' button jumps here (#features). */
export function FeaturesSection() {
  return (
    <HomeSection
      id="features"
      eyebrow="How it helps"
      title="Everything a Visa Photo Needs, Done for You"
      lead="No studio visit and no guesswork: the tool applies your destination's photo rules and shows you that each one is met."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.id]
          return (
            <li key={feature.id} className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-blue-100 text-blue-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-3 text-slate-600">{feature.text}</p>
            </li>
          )
        })}
      </ul>
    </HomeSection>
  )
}

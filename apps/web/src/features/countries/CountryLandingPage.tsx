import type { Destination } from '@vps/specs'
import { FaqList } from '../../shared/ui/FaqList.tsx'
import { DataGuideSection } from './DataGuideSection.tsx'
import { GuidesSection } from './GuidesSection.tsx'
import { LandingCta } from './LandingCta.tsx'
import { LandingHero } from './LandingHero.tsx'
import { landingFaq, landingSpecCards } from './landing-content.ts'
import { RejectionWarning } from './RejectionWarning.tsx'
import { SpecCards } from './SpecCards.tsx'

/** /countries/{code}: hero, four spec cards, call to action, guides, FAQ, closing rejection warning. */
export function CountryLandingPage({ destination }: { destination: Destination }) {
  const { slug: country, name } = destination
  return (
    <div className="bg-slate-50 pb-4">
      <LandingHero country={country} name={name} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <SpecCards name={name} cards={landingSpecCards(destination)} />
        <LandingCta country={country} name={name} />
        {/* A destination kept as data: its guide, generated from its documents (docs/destinations-data.md). */}
        {destination.defaultRules?.verification ? <DataGuideSection destination={destination} /> : null}
        <GuidesSection country={country} name={name} />
        <section aria-labelledby="landing-faq-heading">
          <h2 id="landing-faq-heading" className="text-2xl font-bold text-slate-900">
            {name} visa photo questions
          </h2>
          <div className="mt-6">
            <FaqList entries={landingFaq(destination)} />
          </div>
        </section>
        <RejectionWarning country={country} name={name} />
      </div>
    </div>
  )
}

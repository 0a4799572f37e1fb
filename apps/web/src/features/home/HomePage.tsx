import { ClosingCta } from './sections/ClosingCta.tsx'
import { CountriesSection } from './sections/CountriesSection.tsx'
import { FaqSection } from './sections/FaqSection.tsx'
import { FeaturesSection } from './sections/FeaturesSection.tsx'
import { GuidesSection } from './sections/GuidesSection.tsx'
import { HeroSection } from './sections/HeroSection.tsx'
import { SampleResultsSection } from './sections/SampleResultsSection.tsx'

export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <CountriesSection />
      <SampleResultsSection />
      <FaqSection />
      <GuidesSection />
      <ClosingCta />
    </>
  )
}

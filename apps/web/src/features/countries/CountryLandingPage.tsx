import { type CountrySlug, countryDisplayName } from '@vps/specs'

export function CountryLandingPage({ country }: { country: CountrySlug }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{countryDisplayName(country)} Visa Photo Requirements</h1>
    </div>
  )
}

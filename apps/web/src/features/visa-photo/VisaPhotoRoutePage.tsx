import { type CountrySlug, countryDisplayName } from '@vps/specs'

export function VisaPhotoRoutePage({ country }: { country: CountrySlug }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">{countryDisplayName(country)} Visa Photo</h1>
    </div>
  )
}

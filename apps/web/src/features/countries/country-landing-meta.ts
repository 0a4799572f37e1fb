import { type CountrySlug, countryDisplayName } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

export function countryLandingHead(country: CountrySlug) {
  const name = countryDisplayName(country)
  return pageHead({
    title: `${name} Visa Photo Requirements & Guides`,
    description: `Everything about ${name} visa photos: size, background, file size and expert guides.`,
    path: `/countries/${country}`,
  })
}

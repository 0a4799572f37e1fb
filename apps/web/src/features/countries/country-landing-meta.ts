import { type CountrySlug, countryDisplayName } from '@vps/specs'
import {
  fileSizeWindow,
  mainBackgroundName,
  pageSpecFor,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { pageHead } from '../../shared/seo/head.ts'
import { breadcrumbJsonLd, faqPageJsonLd } from '../../shared/seo/structured-data.ts'
import { landingCrumbs, landingFaq } from './landing-content.ts'

export function countryLandingHead(country: CountrySlug) {
  const name = countryDisplayName(country)
  const spec = pageSpecFor(country)
  return pageHead({
    title: `${name} Visa Photo Requirements & Guides`,
    description: `${name} visa photo rules at a glance: ${sizeMm(spec)} (${sizePx(spec)}), ${spec.format} ${fileSizeWindow(spec)}, plain ${mainBackgroundName(spec)} background. Expert guides and a free photo tool.`,
    path: `/countries/${country}`,
    keywords: [
      `${name} visa photo requirements`,
      `${name} visa photo size`,
      `${name} visa guide`,
      `${name} visa photo tips`,
    ],
    structuredData: [faqPageJsonLd(landingFaq(country)), breadcrumbJsonLd(landingCrumbs(country))],
  })
}

import type { Destination } from '@vps/specs'
import { fileSizeWindow, mainBackgroundName, sizeMm, sizePx } from '../../shared/country/spec-format.ts'
import { pageHead } from '../../shared/seo/head.ts'
import { breadcrumbJsonLd, faqPageJsonLd } from '../../shared/seo/structured-data.ts'
import { landingCrumbs, landingFaq, landingSpec } from './landing-content.ts'

export function countryLandingHead(destination: Destination) {
  const { slug, name } = destination
  const spec = landingSpec(destination)
  return pageHead({
    title: `${name} Visa Photo Requirements & Guides`,
    description: `${name} visa photo rules at a glance: ${sizeMm(spec)} (${sizePx(spec)}), ${spec.format} ${fileSizeWindow(spec)}, plain ${mainBackgroundName(spec)} background. Expert guides and a free photo tool.`,
    path: `/countries/${slug}`,
    keywords: [
      `${name} visa photo requirements`,
      `${name} visa photo size`,
      `${name} visa guide`,
      `${name} visa photo tips`,
    ],
    structuredData: [faqPageJsonLd(landingFaq(destination)), breadcrumbJsonLd(landingCrumbs(destination))],
  })
}

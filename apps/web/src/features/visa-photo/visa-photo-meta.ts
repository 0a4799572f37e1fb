import { COUNTRY_SPECS, type CountrySlug, countryDisplayName, SITE, VIETNAM_PAGE_SPEC } from '@vps/specs'
import { buildCountryFaq } from '../../shared/country/faq.ts'
import {
  faceRange,
  fileSizeWindow,
  mainBackgroundName,
  sizeCm,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { ANOTHER_SOURCE_ERROR, buildVietnamFaq } from '../../shared/country/vietnam-faq.ts'
import { pageHead } from '../../shared/seo/head.ts'
import { faqPageJsonLd, webApplicationJsonLd } from '../../shared/seo/structured-data.ts'

type PhotoMeta = { title: string; description: string; keywords: string[] }

function vietnamMeta(): PhotoMeta {
  const spec = VIETNAM_PAGE_SPEC
  return {
    title: `Vietnam Visa Photo ${sizeCm(spec)} – Free e-Visa Photo Maker`,
    description: `Make a ${sizeCm(spec)} Vietnam e-visa photo: ${sizePx(spec)}, ${spec.dpi} DPI, ${spec.format} ${fileSizeWindow(spec)}, white background. Free, ${SITE.resultTime}, never uploaded.`,
    keywords: [
      'Vietnam visa photo',
      'Vietnam e-visa photo',
      `Vietnam visa photo ${sizeCm(spec)}`,
      `Vietnam visa photo ${spec.max_file_size_kb}KB`,
      'Vietnam e-visa photo requirements',
      ANOTHER_SOURCE_ERROR,
    ],
  }
}

function countryMeta(country: CountrySlug): PhotoMeta {
  const name = countryDisplayName(country)
  const spec = COUNTRY_SPECS[country]
  return {
    title: `Free ${name} Visa Photo Maker – ${sizeMm(spec)}`,
    description: `Make a ${name} visa photo: ${sizeMm(spec)}, ${sizePx(spec)}, ${spec.format} ${fileSizeWindow(spec)}, ${mainBackgroundName(spec)} background, face ${faceRange(spec)}. Free and never uploaded.`,
    keywords: [
      `${name} visa photo`,
      `${name} visa photo size`,
      `${name} visa photo requirements`,
      `${name} visa photo ${sizeMm(spec)}`,
      `${name} visa photo ${spec.max_file_size_kb}KB`,
      `${name} passport photo online`,
    ],
  }
}

export function visaPhotoHead(country: CountrySlug) {
  const meta = country === 'vietnam' ? vietnamMeta() : countryMeta(country)
  const path = `/${country}-visa-photo`
  const faq = country === 'vietnam' ? buildVietnamFaq() : buildCountryFaq(country)
  return pageHead({
    ...meta,
    path,
    structuredData: [
      webApplicationJsonLd(`${countryDisplayName(country)} Visa Photo Maker`, meta.description, path),
      faqPageJsonLd(faq),
    ],
  })
}

import { SITE, withArticle } from '@vps/specs'
import { type Destination, defaultSpecOf } from '../../shared/country/destination.ts'
import { buildDestinationFaq } from '../../shared/country/faq.ts'
import {
  faceRange,
  fileSizeWindow,
  mainBackgroundName,
  type PhotoSpec,
  sizeCm,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { ANOTHER_SOURCE_ERROR, buildVietnamFaq } from '../../shared/country/vietnam-faq.ts'
import { pageHead } from '../../shared/seo/head.ts'
import { faqPageJsonLd, webApplicationJsonLd } from '../../shared/seo/structured-data.ts'

type PhotoMeta = { title: string; description: string; keywords: string[] }

function vietnamMeta(spec: PhotoSpec): PhotoMeta {
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

function countryMeta(name: string, spec: PhotoSpec): PhotoMeta {
  return {
    title: `Free ${name} Visa Photo Maker – ${sizeMm(spec)}`,
    description: `Make ${withArticle(name)} visa photo: ${sizeMm(spec)}, ${sizePx(spec)}, ${spec.format} ${fileSizeWindow(spec)}, ${mainBackgroundName(spec)} background, face ${faceRange(spec)}. Free and never uploaded.`,
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

/** The head of a photo page, from the destination the API served (name and spec). */
export function visaPhotoHead(destination: Destination) {
  // The Vietnam page's own words, chosen by slug; the rules are its default document's either way.
  const vietnam = destination.slug === 'vietnam'
  const spec = defaultSpecOf(destination)
  const meta = vietnam ? vietnamMeta(spec) : countryMeta(destination.name, spec)
  const path = `/${destination.slug}-visa-photo`
  const faq = vietnam ? buildVietnamFaq(spec) : buildDestinationFaq(destination.slug, destination.name, spec)
  return pageHead({
    ...meta,
    path,
    structuredData: [
      webApplicationJsonLd(`${destination.name} Visa Photo Maker`, meta.description, path),
      faqPageJsonLd(faq),
    ],
  })
}

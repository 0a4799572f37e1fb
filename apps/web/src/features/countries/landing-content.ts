import type { Destination } from '@vps/specs'
import { defaultSpecOf } from '../../shared/country/destination.ts'
import { buildDestinationFaq, type FaqEntry } from '../../shared/country/faq.ts'
import {
  backgroundSwatches,
  fileSizeWindow,
  mainBackgroundName,
  type PhotoSpec,
  sizeCm,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { buildVietnamFaq } from '../../shared/country/vietnam-faq.ts'

export type SpecCard = {
  key: 'size' | 'resolution' | 'file' | 'background'
  title: string
  value: string
  detail: string
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The spec a landing page shows: the destination's default document (no minimum KB where it has none). */
export const landingSpec = (destination: Destination): PhotoSpec => defaultSpecOf(destination)

/** The four spec cards of a country landing page (docs/product-rules.md, "Country landing pages"). */
export function landingSpecCards(destination: Destination): SpecCard[] {
  const spec = landingSpec(destination)
  const others = backgroundSwatches(spec).filter((s) => !s.main)
  const cm = destination.slug === 'vietnam' ? ` (${sizeCm(spec)})` : ''
  return [
    { key: 'size', title: 'Photo size', value: sizeMm(spec), detail: `${sizePx(spec)} digital file${cm}` },
    // A destination kept as data has no stated minimum resolution: the dpi is only what we write in the file.
    destination.defaultRules
      ? {
          key: 'resolution',
          title: 'Resolution',
          value: `${spec.dpi} DPI in the file`,
          detail: 'Sharp, in focus and in colour',
        }
      : {
          key: 'resolution',
          title: 'Resolution',
          value: `${spec.dpi} DPI minimum`,
          detail: 'Sharp, in focus and in colour',
        },
    {
      key: 'file',
      title: 'File size',
      value: `${capitalise(fileSizeWindow(spec))}, ${spec.format} only`,
      detail: 'The format online applications accept',
    },
    {
      key: 'background',
      title: 'Background',
      value: `Plain ${mainBackgroundName(spec)} background`,
      detail:
        others.length > 0
          ? `${spec.background_color}; ${others.map((s) => `${s.name.toLowerCase()} ${s.hex}`).join(', ')} also accepted`
          : `${spec.background_color}, no shadows or patterns`,
    },
  ]
}

// The questions a landing page shows and lists in its FAQPage structured data.
const LANDING_FAQ_IDS = ['size', 'file-size', 'background', 'face', 'another-source', 'processing', 'privacy']

export function landingFaq(destination: Destination): FaqEntry[] {
  const { slug, name } = destination
  const spec = defaultSpecOf(destination)
  // The Vietnam page's own long FAQ, chosen by slug; every other destination's from the shared template.
  const all = slug === 'vietnam' ? buildVietnamFaq(spec) : buildDestinationFaq(slug, name, spec)
  return all.filter((entry) => LANDING_FAQ_IDS.includes(entry.id))
}

export function landingCrumbs({ slug, name }: Destination) {
  return [
    { name: 'Home', path: '/' },
    // There is no countries index page; the homepage's country grid is the closest thing to one.
    { name: 'Countries', path: '/#countries' },
    { name, path: `/countries/${slug}` },
  ]
}

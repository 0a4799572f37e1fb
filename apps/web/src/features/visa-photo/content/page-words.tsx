// What a photo page says around the tool, chosen by the destination's slug: the Vietnam page's own title,
// lead, facts, long FAQ and e-visa note (the spec gives it them), and the shared template for every other
// destination. The photo's rules are the chosen document's either way (docs/photo-documents.md).
import type { ReactNode } from 'react'
import { buildDestinationFaq, type FaqEntry } from '../../../shared/country/faq.ts'
import {
  backgroundPhrase,
  dpiText,
  faceRange,
  fileSizeWindow,
  type PhotoSpec,
  sizeCm,
  sizeMm,
  sizePx,
} from '../../../shared/country/spec-format.ts'
import { buildVietnamFaq } from '../../../shared/country/vietnam-faq.ts'
import { EvisaErrorCallout } from '../sections/EvisaErrorCallout.tsx'

export interface PhotoPageWords {
  title: string
  lead: ReactNode
  facts: string[]
  faq: FaqEntry[]
  /** Content of the page's own placed between the issues and the FAQ. */
  extra?: ReactNode
}

const facts = (spec: PhotoSpec, size: string) => [
  size,
  sizePx(spec),
  dpiText(spec),
  `${spec.format} ${fileSizeWindow(spec)}`,
  `Face ${faceRange(spec)}`,
]

/** The Vietnam page: its 4x6 cm title, the e-visa lead, the long FAQ and the e-visa error note. */
function vietnamWords(spec: PhotoSpec): PhotoPageWords {
  return {
    title: `Vietnam Visa Photo ${sizeCm(spec)}`,
    lead: `Make a ${sizeCm(spec)} Vietnam e-visa photo: ${sizePx(spec)} at ${dpiText(spec)}, ${spec.format} ${fileSizeWindow(spec)}, plain white background. Everything happens in your browser.`,
    facts: facts(spec, `${sizeCm(spec)} (${sizeMm(spec)})`),
    faq: buildVietnamFaq(spec),
    extra: <EvisaErrorCallout />,
  }
}

function destinationWords(slug: string, name: string, spec: PhotoSpec): PhotoPageWords {
  return {
    title: `${name} Visa Photo Maker`,
    lead: `Turn a portrait into a ${sizeMm(spec)} ${name} visa photo: ${sizePx(spec)}, ${spec.format}, ${fileSizeWindow(spec)}, ${backgroundPhrase(spec)} background. Everything happens in your browser.`,
    facts: facts(spec, sizeMm(spec)),
    faq: buildDestinationFaq(slug, name, spec),
  }
}

/** The words of a destination's photo page, for the document `spec` describes. */
export function photoPageWords(slug: string, name: string, spec: PhotoSpec): PhotoPageWords {
  return slug === 'vietnam' ? vietnamWords(spec) : destinationWords(slug, name, spec)
}

import type { Destination } from '../../shared/country/destination.ts'
import { buildDestinationFaq } from '../../shared/country/faq.ts'
import {
  backgroundPhrase,
  dpiText,
  faceRange,
  fileSizeWindow,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { PhotoPageLayout } from './PhotoPageLayout.tsx'

/** The photo page of every destination except Vietnam, driven by the spec the API served. */
export function CountryPhotoPage({ destination }: { destination: Destination }) {
  const { slug, name, spec, editPolicy } = destination
  return (
    <PhotoPageLayout
      country={slug}
      countryName={name}
      spec={spec}
      editPolicy={editPolicy}
      title={`${name} Visa Photo Maker`}
      lead={`Turn a portrait into a ${sizeMm(spec)} ${name} visa photo: ${sizePx(spec)}, ${spec.format}, ${fileSizeWindow(spec)}, ${backgroundPhrase(spec)} background. Everything happens in your browser.`}
      facts={[
        sizeMm(spec),
        sizePx(spec),
        dpiText(spec),
        `${spec.format} ${fileSizeWindow(spec)}`,
        `Face ${faceRange(spec)}`,
      ]}
      faq={buildDestinationFaq(name, spec)}
    />
  )
}

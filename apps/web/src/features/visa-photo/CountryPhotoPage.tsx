import { COUNTRY_SPECS, type CountrySlug, countryDisplayName } from '@vps/specs'
import { buildCountryFaq } from '../../shared/country/faq.ts'
import {
  backgroundPhrase,
  dpiText,
  faceRange,
  fileSizeWindow,
  sizeMm,
  sizePx,
} from '../../shared/country/spec-format.ts'
import { PhotoPageLayout } from './PhotoPageLayout.tsx'

/** The photo page of every country except Vietnam, driven by the country's spec. */
export function CountryPhotoPage({ country }: { country: CountrySlug }) {
  const name = countryDisplayName(country)
  const spec = COUNTRY_SPECS[country]
  return (
    <PhotoPageLayout
      country={country}
      countryName={name}
      spec={spec}
      title={`${name} Visa Photo Maker`}
      lead={`Turn a portrait into a ${sizeMm(spec)} ${name} visa photo: ${sizePx(spec)}, ${spec.format}, ${fileSizeWindow(spec)}, ${backgroundPhrase(spec)} background. Everything happens in your browser.`}
      facts={[
        sizeMm(spec),
        sizePx(spec),
        dpiText(spec),
        `${spec.format} ${fileSizeWindow(spec)}`,
        `Face ${faceRange(spec)}`,
      ]}
      faq={buildCountryFaq(country, spec)}
    />
  )
}

import { COUNTRY_SPECS, type CountrySlug, countryDisplayName } from '@vps/specs'
import { pageHead } from '../../shared/seo/head.ts'

export function visaPhotoHead(country: CountrySlug) {
  const name = countryDisplayName(country)
  const spec = COUNTRY_SPECS[country]
  return pageHead({
    title: `${name} Visa Photo Maker – ${spec.width_mm}x${spec.height_mm} mm`,
    description: `Make a ${name} visa photo online: ${spec.width_mm}x${spec.height_mm} mm, ${spec.width_px}x${spec.height_px} px, JPEG up to ${spec.max_file_size_kb} KB. Free, instant and private.`,
    path: `/${country}-visa-photo`,
    keywords: [`${name} visa photo`, `${name} passport photo`, `${name} photo size`],
  })
}

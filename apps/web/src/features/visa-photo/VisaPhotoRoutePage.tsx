import type { CountrySlug } from '@vps/specs'
import { CountryPhotoPage } from './CountryPhotoPage.tsx'
import { VietnamPhotoPage } from './VietnamPhotoPage.tsx'

export function VisaPhotoRoutePage({ country }: { country: CountrySlug }) {
  return country === 'vietnam' ? <VietnamPhotoPage /> : <CountryPhotoPage country={country} />
}

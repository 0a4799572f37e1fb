import type { Destination } from '../../shared/country/destination.ts'
import { vietnamPageSpecOf } from '../../shared/country/destination.ts'
import { CountryPhotoPage } from './CountryPhotoPage.tsx'
import { VietnamPhotoPage } from './VietnamPhotoPage.tsx'

export function VisaPhotoRoutePage({ destination }: { destination: Destination }) {
  return destination.slug === 'vietnam' ? (
    <VietnamPhotoPage spec={vietnamPageSpecOf(destination.spec)} editPolicy={destination.editPolicy} />
  ) : (
    <CountryPhotoPage destination={destination} />
  )
}

import type { Destination } from '../../shared/country/destination.ts'
import { vietnamPageSpecOf } from '../../shared/country/destination.ts'
import { CountryPhotoPage } from './CountryPhotoPage.tsx'
import { VietnamPhotoPage } from './VietnamPhotoPage.tsx'

type Props = {
  destination: Destination
  /** The document asked for in the URL (?document=); the default one when absent or unknown. */
  documentId?: string | undefined
  onDocument?: (id: string | undefined) => void
}

export function VisaPhotoRoutePage({ destination, documentId, onDocument }: Props) {
  return destination.slug === 'vietnam' ? (
    <VietnamPhotoPage spec={vietnamPageSpecOf(destination.spec)} editPolicy={destination.editPolicy} />
  ) : (
    <CountryPhotoPage destination={destination} documentId={documentId} onDocument={onDocument} />
  )
}

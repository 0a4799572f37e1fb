import { DEFAULT_DOCUMENT_ID, documentOf, documentSpec, documentsOf } from '@vps/specs'
import { useMemo } from 'react'
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
import { useHydrated } from '../../shared/ui/use-hydrated.ts'
import { PhotoPageLayout } from './PhotoPageLayout.tsx'
import { DocumentChoice } from './sections/DocumentChoice.tsx'

type Props = {
  destination: Destination
  documentId?: string | undefined
  onDocument?: ((id: string | undefined) => void) | undefined
}

/**
 * The photo page of every destination except Vietnam, driven by the spec the API served and the document
 * chosen (docs/photo-documents.md). The prerendered HTML is the default document's; the URL's choice applies
 * once the page runs, so hydration meets the HTML it was served.
 */
export function CountryPhotoPage({ destination, documentId, onDocument }: Props) {
  const { slug, name, editPolicy } = destination
  const hydrated = useHydrated()
  const chosenId = hydrated ? documentId : undefined
  // Kept stable across renders: the tool's frame, and so its callbacks, are derived from these objects.
  const { documents, document, spec } = useMemo(() => {
    const source = { code: slug, spec: destination.spec, editPolicy, documents: destination.documents }
    const document = documentOf(source, chosenId)
    return { documents: documentsOf(source), document, spec: documentSpec(document) }
  }, [slug, destination.spec, editPolicy, destination.documents, chosenId])
  return (
    <PhotoPageLayout
      country={slug}
      countryName={name}
      spec={spec}
      editPolicy={document.editPolicy}
      document={document}
      chooser={
        documents.length > 1 ? (
          <DocumentChoice
            documents={documents}
            chosen={document}
            onChoose={(id) => onDocument?.(id === DEFAULT_DOCUMENT_ID ? undefined : id)}
          />
        ) : null
      }
      title={`${name} Visa Photo Maker`}
      lead={`Turn a portrait into a ${sizeMm(spec)} ${name} visa photo: ${sizePx(spec)}, ${spec.format}, ${fileSizeWindow(spec)}, ${backgroundPhrase(spec)} background. Everything happens in your browser.`}
      facts={[
        sizeMm(spec),
        sizePx(spec),
        dpiText(spec),
        `${spec.format} ${fileSizeWindow(spec)}`,
        `Face ${faceRange(spec)}`,
      ]}
      faq={buildDestinationFaq(slug, name, spec)}
    />
  )
}

import { documentOf, documentSpec, documentsOf, openingDocumentId } from '@vps/specs'
import { useMemo } from 'react'
import type { Destination } from '../../shared/country/destination.ts'
import { useHydrated } from '../../shared/ui/use-hydrated.ts'
import { photoPageWords } from './content/page-words.tsx'
import { PhotoPageLayout } from './PhotoPageLayout.tsx'
import { DocumentChoice } from './sections/DocumentChoice.tsx'

type Props = {
  destination: Destination
  /** The document asked for in the URL (?document=); the default one when absent or unknown. */
  documentId?: string | undefined
  onDocument?: ((id: string | undefined) => void) | undefined
}

/**
 * The photo page of every destination, driven by the destination the API served and the document chosen
 * (docs/photo-documents.md); only its words are chosen by slug (content/page-words.tsx). The prerendered HTML
 * is the default document's; the URL's choice applies once the page runs, so hydration meets the HTML it was
 * served.
 */
export function VisaPhotoRoutePage({ destination, documentId, onDocument }: Props) {
  const { slug, name } = destination
  const hydrated = useHydrated()
  const chosenId = hydrated ? documentId : undefined
  // Kept stable across renders: the tool's frame, and so its callbacks, are derived from these objects.
  const { documents, document, spec, opening } = useMemo(() => {
    const source = {
      code: slug,
      spec: destination.spec,
      editPolicy: destination.editPolicy,
      documents: destination.documents,
      defaultRules: destination.defaultRules,
    }
    const document = documentOf(source, chosenId)
    const opening = openingDocumentId(source)
    return { documents: documentsOf(source), document, spec: documentSpec(document), opening }
  }, [
    slug,
    destination.spec,
    destination.editPolicy,
    destination.documents,
    destination.defaultRules,
    chosenId,
  ])
  return (
    <PhotoPageLayout
      country={slug}
      countryName={name}
      spec={spec}
      document={document}
      chooser={
        // A destination kept as data shows its document's sources even when it has only one.
        documents.length > 1 || document.verification ? (
          <DocumentChoice
            documents={documents}
            chosen={document}
            // The document the page opens on needs no ?document= in the address.
            onChoose={(id) => onDocument?.(id === opening ? undefined : id)}
          />
        ) : null
      }
      {...photoPageWords(slug, name, spec)}
    />
  )
}

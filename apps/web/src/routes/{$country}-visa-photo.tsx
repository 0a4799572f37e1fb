import { createFileRoute } from '@tanstack/react-router'
import { VisaPhotoRoutePage } from '../features/visa-photo/VisaPhotoRoutePage.tsx'
import { visaPhotoHead } from '../features/visa-photo/visa-photo-meta.ts'
import { loadServedDestination } from '../shared/country/destination-queries.ts'
import { textParam } from '../shared/routing/search-params.ts'

// The destination (name and spec) comes from the API, so staff edits and added destinations reach the page;
// an unknown or disabled slug is this route's 404.
// The document chosen on the page (docs/photo-documents.md) lives in the URL, so a link can be shared; an
// unknown id falls back to the default document rather than failing the page.
const photoSearch = (search: Record<string, unknown>): { document?: string | undefined } => ({
  document: textParam(search.document, 60),
})

export const Route = createFileRoute('/{$country}-visa-photo')({
  validateSearch: photoSearch,
  loader: ({ context, params }) =>
    loadServedDestination(context.queryClient, context.apiOrigin, params.country),
  head: ({ loaderData }) => (loaderData ? visaPhotoHead(loaderData) : {}),
  component: function VisaPhotoRoute() {
    const destination = Route.useLoaderData()
    const { document } = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <VisaPhotoRoutePage
        destination={destination}
        documentId={document}
        onDocument={(id) => navigate({ search: { document: id }, replace: true, resetScroll: false })}
      />
    )
  },
})

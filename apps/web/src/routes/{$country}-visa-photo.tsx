import { createFileRoute } from '@tanstack/react-router'
import { VisaPhotoRoutePage } from '../features/visa-photo/VisaPhotoRoutePage.tsx'
import { visaPhotoHead } from '../features/visa-photo/visa-photo-meta.ts'
import { loadServedDestination } from '../shared/country/destination-queries.ts'

// The destination (name and spec) comes from the API, so staff edits and added destinations reach the page;
// an unknown or disabled slug is this route's 404.
export const Route = createFileRoute('/{$country}-visa-photo')({
  loader: ({ context, params }) =>
    loadServedDestination(context.queryClient, context.apiOrigin, params.country),
  head: ({ loaderData }) => (loaderData ? visaPhotoHead(loaderData) : {}),
  component: function VisaPhotoRoute() {
    const destination = Route.useLoaderData()
    return <VisaPhotoRoutePage destination={destination} />
  },
})

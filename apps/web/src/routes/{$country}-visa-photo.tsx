import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCountrySlug } from '@vps/specs'
import { VisaPhotoRoutePage } from '../features/visa-photo/VisaPhotoRoutePage.tsx'
import { visaPhotoHead } from '../features/visa-photo/visa-photo-meta.ts'

export const Route = createFileRoute('/{$country}-visa-photo')({
  loader: ({ params }) => {
    if (!isCountrySlug(params.country)) throw notFound()
    return { country: params.country }
  },
  head: ({ loaderData }) => (loaderData ? visaPhotoHead(loaderData.country) : {}),
  component: function VisaPhotoRoute() {
    const { country } = Route.useLoaderData()
    return <VisaPhotoRoutePage country={country} />
  },
})

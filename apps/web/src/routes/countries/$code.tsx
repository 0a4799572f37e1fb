import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCountrySlug } from '@vps/specs'
import { CountryLandingPage } from '../../features/countries/CountryLandingPage.tsx'
import { countryLandingHead } from '../../features/countries/country-landing-meta.ts'

export const Route = createFileRoute('/countries/$code')({
  loader: ({ params }) => {
    if (!isCountrySlug(params.code)) throw notFound()
    return { country: params.code }
  },
  head: ({ loaderData }) => (loaderData ? countryLandingHead(loaderData.country) : {}),
  component: function CountryLandingRoute() {
    const { country } = Route.useLoaderData()
    return <CountryLandingPage country={country} />
  },
})

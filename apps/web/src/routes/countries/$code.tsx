import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCountrySlug } from '@vps/specs'
import { CountryLandingPage } from '../../features/countries/CountryLandingPage.tsx'
import { countryLandingHead } from '../../features/countries/country-landing-meta.ts'
import { blogQueries } from '../../shared/api/blog-queries.ts'

export const Route = createFileRoute('/countries/$code')({
  loader: async ({ context, params }) => {
    if (!isCountrySlug(params.code)) throw notFound()
    // The guides list loads in the background in the browser (its skeletons show meanwhile); the server waits,
    // so prerendered pages carry the guide links. A failed list only empties that section.
    const guides = context.queryClient.prefetchQuery(blogQueries.country(context.apiOrigin, params.code))
    if (import.meta.env.SSR) await guides
    return { country: params.code }
  },
  head: ({ loaderData }) => (loaderData ? countryLandingHead(loaderData.country) : {}),
  component: function CountryLandingRoute() {
    const { country } = Route.useLoaderData()
    return <CountryLandingPage country={country} />
  },
})

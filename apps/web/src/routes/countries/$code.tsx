import { createFileRoute } from '@tanstack/react-router'
import { CountryLandingPage } from '../../features/countries/CountryLandingPage.tsx'
import { countryLandingHead } from '../../features/countries/country-landing-meta.ts'
import { blogQueries } from '../../shared/api/blog-queries.ts'
import { loadServedDestination } from '../../shared/country/destination-queries.ts'

// Like the photo page, the destination (name and spec) comes from the API: staff edits reach the spec cards,
// an added destination gets a landing page to go with its photo page, and an unknown or disabled slug is this
// route's 404 (a disabled destination's landing page would only send readers to a photo page that is one).
export const Route = createFileRoute('/countries/$code')({
  loader: async ({ context, params }) => {
    // The guides list loads in the background in the browser (its skeletons show meanwhile); the server waits,
    // so prerendered pages carry the guide links. A failed list only empties that section. It is asked for
    // first, so the server's two requests run side by side.
    const guides = context.queryClient.prefetchQuery(blogQueries.country(context.apiOrigin, params.code))
    const destination = await loadServedDestination(context.queryClient, context.apiOrigin, params.code)
    if (import.meta.env.SSR) await guides
    return destination
  },
  head: ({ loaderData }) => (loaderData ? countryLandingHead(loaderData) : {}),
  component: function CountryLandingRoute() {
    const destination = Route.useLoaderData()
    return <CountryLandingPage destination={destination} />
  },
})

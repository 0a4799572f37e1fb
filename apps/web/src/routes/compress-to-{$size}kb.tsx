import { createFileRoute, notFound } from '@tanstack/react-router'
import { isCompressSize } from '@vps/specs'
import { CompressToolPage } from '../features/compress/CompressToolPage.tsx'
import { compressHead } from '../features/compress/compress-meta.ts'

export const Route = createFileRoute('/compress-to-{$size}kb')({
  loader: async ({ params }) => {
    const size = Number(params.size)
    // Only the canonical spelling of a target is a page: '050' or '50.0' are not.
    if (!isCompressSize(size) || String(size) !== params.size) throw notFound()
    // The page text comes with the page rather than in every page's first bundle (compress-meta.ts).
    const { compressMetaText } = await import('../features/compress/compress-content.ts')
    return { size, meta: compressMetaText(size) }
  },
  head: ({ loaderData }) => (loaderData ? compressHead(loaderData.size, loaderData.meta) : {}),
  component: function CompressRoute() {
    const { size } = Route.useLoaderData()
    return <CompressToolPage size={size} />
  },
})

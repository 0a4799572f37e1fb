import { createFileRoute, notFound } from '@tanstack/react-router'
import { COMPRESSION, isCompressSize, isCompressTarget, type KbUnit } from '@vps/specs'
import { CompressToolPage } from '../features/compress/CompressToolPage.tsx'
import { compressHead, genericCompressMeta } from '../features/compress/compress-meta.ts'

// '?unit=1000': the visitor's form counts 1 KB as 1,000 bytes (issue #53). Anything else is the tool's 1,024.
const compressSearch = (search: Record<string, unknown>): { unit?: KbUnit | undefined } => ({
  unit: String(search.unit) === String(COMPRESSION.formBytesPerKb) ? COMPRESSION.formBytesPerKb : undefined,
})

export const Route = createFileRoute('/compress-to-{$size}kb')({
  validateSearch: compressSearch,
  loader: async ({ params }) => {
    const size = Number(params.size)
    // Any whole KB from 5 to 5000 (issue #53), in its canonical spelling only: '050' or '50.0' are not pages.
    if (!isCompressTarget(size) || String(size) !== params.size) throw notFound()
    if (!isCompressSize(size)) return { size, meta: genericCompressMeta(size) }
    // The page text comes with the page rather than in every page's first bundle (compress-meta.ts).
    const { compressMetaText } = await import('../features/compress/compress-content.ts')
    return { size, meta: compressMetaText(size) }
  },
  head: ({ loaderData }) => (loaderData ? compressHead(loaderData.size, loaderData.meta) : {}),
  component: function CompressRoute() {
    const { size } = Route.useLoaderData()
    const { unit } = Route.useSearch()
    return <CompressToolPage size={size} unit={unit ?? COMPRESSION.bytesPerKb} />
  },
})

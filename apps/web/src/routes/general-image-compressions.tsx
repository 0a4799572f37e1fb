import { createFileRoute } from '@tanstack/react-router'
import { CompressHubPage, compressHubHead } from '../features/compress/CompressHubPage.tsx'

export const Route = createFileRoute('/general-image-compressions')({
  head: compressHubHead,
  component: CompressHubPage,
})

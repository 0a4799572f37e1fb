import { createFileRoute } from '@tanstack/react-router'
import { CompressHubPage } from '../features/compress/CompressHubPage.tsx'
import { compressHubHead } from '../features/compress/compress-hub-meta.ts'

export const Route = createFileRoute('/general-image-compressions')({
  head: compressHubHead,
  component: CompressHubPage,
})

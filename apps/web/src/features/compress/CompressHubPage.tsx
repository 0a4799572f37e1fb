import { pageHead } from '../../shared/seo/head.ts'

export const compressHubHead = () =>
  pageHead({
    title: 'General Image Compression – Compress Images to an Exact Size',
    description: 'Compress any image to an exact size in KB, from 10KB to 500KB, right in your browser.',
    path: '/general-image-compressions',
  })

export function CompressHubPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">General Image Compression</h1>
    </div>
  )
}

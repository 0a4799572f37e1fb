import type { CompressSize } from '@vps/specs'

export function CompressToolPage({ size }: { size: CompressSize }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Compress Image to {size}KB</h1>
    </div>
  )
}

import { useState } from 'react'
import { dimensionsLabel } from './result-text.ts'
import type { PreviewImage } from './use-compress-session.ts'

/** One preview tile: the image, its size in KB and its dimensions. */
export function ImagePreview({ title, image, alt }: { title: string; image: PreviewImage; alt: string }) {
  // The browser shows the original as it came, and Chromium cannot show a HEIC (the engine decodes it with
  // libheif instead, docs/heic.md): say so rather than leave a broken picture.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const failed = failedUrl === image.url
  return (
    <figure className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{image.kb}KB</span> •{' '}
          {dimensionsLabel(image.width, image.height)}
        </span>
      </figcaption>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {failed ? (
          <p className="px-6 text-center text-sm text-slate-600">
            This browser cannot show this file's format (such as HEIC) as a picture. It was read on your
            device all the same.
          </p>
        ) : (
          <img
            src={image.url}
            alt={alt}
            width={image.width}
            height={image.height}
            onError={() => setFailedUrl(image.url)}
            className="h-full w-full object-contain"
          />
        )}
      </div>
    </figure>
  )
}

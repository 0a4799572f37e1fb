import { useEffect, useRef, useState } from 'react'
import { canDrawPreviews, clearPreview, drawPreview, fitWithin } from './draw-preview.ts'
import { dimensionsLabel } from './result-text.ts'
import type { PreviewImage } from './use-compress-session.ts'

/** Used when the tile has no layout yet: about the largest tile the page shows, in device pixels. */
const FALLBACK_BOX = { width: 1200, height: 900 }

/** One preview tile: the image, its size in KB and its dimensions. */
export function ImagePreview({ title, image, alt }: { title: string; image: PreviewImage; alt: string }) {
  // Chromium cannot decode a HEIC (the engine reads it with libheif instead, docs/heic.md): say so rather
  // than leave an empty tile.
  const [failedBlob, setFailedBlob] = useState<Blob | null>(null)
  const failed = failedBlob === image.blob
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const { blob, width, height } = image

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas || !canDrawPreviews()) return
    let current = true
    const dpr = window.devicePixelRatio || 1
    const box = canvas.parentElement
    const size = fitWithin(
      { width, height },
      box?.clientWidth ? { width: box.clientWidth * dpr, height: box.clientHeight * dpr } : FALLBACK_BOX,
    )
    drawPreview(canvas, blob, size).catch(() => {
      if (current) setFailedBlob(blob)
    })
    return () => {
      current = false
      clearPreview(canvas)
    }
  }, [blob, width, height])

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
          <canvas ref={canvasRef} role="img" aria-label={alt} className="h-full w-full object-contain" />
        )}
      </div>
    </figure>
  )
}

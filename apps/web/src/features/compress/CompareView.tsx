import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { type QualityFigure, qualityFigure } from './compare-quality.ts'
import { canDrawPreviews, fitWithin } from './draw-preview.ts'
import type { PreviewImage } from './use-compress-session.ts'

/** The view's own copy of both pictures: at most this many pixels a side, enough for 4x on a phone. */
const WORKING_SIDE = 2048
const ZOOMS = [1, 2, 4, 8] as const

/**
 * Before and after in one frame (issue #53): the original left of the divider, the compressed file right of
 * it, zoomable to 8x and scrolled to pan, with the luma SSIM the engine judges sizes by. Both files are
 * decoded by the browser at one working size when the view opens and released when it closes.
 */
export function CompareView({ original, compressed }: { original: PreviewImage; compressed: PreviewImage }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const bitmaps = useRef<[ImageBitmap, ImageBitmap] | null>(null)
  const [split, setSplit] = useState(50)
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1)
  const [figure, setFigure] = useState<QualityFigure | null>(null)
  const [ready, setReady] = useState(false)
  const splitId = useId()
  const size = fitWithin(original, { width: WORKING_SIDE, height: WORKING_SIDE })

  useEffect(() => {
    if (!canDrawPreviews()) return
    let live = true
    const decode = (blob: Blob) =>
      createImageBitmap(blob, {
        imageOrientation: 'from-image',
        resizeWidth: size.width,
        resizeHeight: size.height,
        resizeQuality: 'high',
      })
    Promise.all([decode(original.blob), decode(compressed.blob)])
      .then((pair) => {
        if (!live) {
          for (const b of pair) b.close()
          return
        }
        bitmaps.current = pair
        setReady(true)
      })
      .catch(() => {})
    qualityFigure(original.blob, compressed.blob, original)
      .then((f) => live && setFigure(f))
      .catch(() => {})
    return () => {
      live = false
      for (const b of bitmaps.current ?? []) b.close()
      bitmaps.current = null
    }
  }, [original, compressed, size.width, size.height])

  useEffect(() => {
    const canvas = canvasRef.current
    const pair = bitmaps.current
    if (!canvas || !pair || !ready) return
    canvas.width = size.width
    canvas.height = size.height
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    const x = Math.round((split / 100) * size.width)
    ctx.drawImage(pair[0], 0, 0, x, size.height, 0, 0, x, size.height)
    ctx.drawImage(pair[1], x, 0, size.width - x, size.height, x, 0, size.width - x, size.height)
    ctx.fillStyle = 'rgba(255,255,255,0.9)'
    ctx.fillRect(x - 1, 0, 2, size.height)
  }, [ready, split, size.width, size.height])

  const step = (direction: 1 | -1) => {
    const at = ZOOMS.indexOf(zoom)
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + direction))] ?? 1)
  }
  const zoomButton =
    'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30 disabled:opacity-50'

  return (
    <section
      aria-labelledby="compare-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="compare-title" className="text-lg font-bold text-slate-900">
          Before and After
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {figure
            ? `Quality (luma SSIM, 1 = identical): ${figure.ssim.toFixed(4)}, at ${figure.width}x${figure.height}`
            : 'Measuring quality...'}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Original on the left of the line, compressed on the right. Zoom in and scroll to look closer.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Zoom</legend>
          <button
            type="button"
            className={zoomButton}
            onClick={() => step(-1)}
            disabled={zoom === 1}
            aria-label="Zoom out"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="w-10 text-center text-sm font-semibold text-slate-900">{zoom}x</span>
          <button
            type="button"
            className={zoomButton}
            onClick={() => step(1)}
            disabled={zoom === ZOOMS[ZOOMS.length - 1]}
            aria-label="Zoom in"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
        </fieldset>
        <label htmlFor={splitId} className="flex flex-1 items-center gap-2 text-sm text-slate-700">
          Divider
          <input
            id={splitId}
            type="range"
            min={0}
            max={100}
            value={split}
            onChange={(event) => setSplit(Number(event.target.value))}
            className="min-w-32 flex-1 accent-blue-700"
          />
        </label>
      </div>
      {/* Scrollable and focusable, so keyboard users can pan with the arrow keys. */}
      <section
        data-testid="compare-frame"
        className="mt-3 max-h-[70vh] overflow-auto rounded-lg bg-slate-100"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
        tabIndex={0}
        aria-label="Before and after, zoomed"
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="The original and the compressed image side by side, split by a line"
          style={{ width: `${zoom * 100}%`, imageRendering: zoom > 2 ? 'pixelated' : 'auto' }}
          className="block h-auto max-w-none"
        />
      </section>
    </section>
  )
}

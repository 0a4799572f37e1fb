import type { PhotoCheck } from '@vps/imaging/photo'
import { BACKDROP_COPY } from '@vps/specs'
import { useEffect, useId, useRef, useState } from 'react'
import type { BackdropViews } from './use-photo-session.ts'

type Props = { views: BackdropViews; head: PhotoCheck['head'] }

/** The window's size in CSS px: one export pixel per CSS pixel, so the hair's edge shows as it will be saved. */
const VIEW = { width: 300, height: 200 }

/**
 * Before and after the wall was replaced, at 100 %, around the top of the head where the hair meets the wall
 * (docs/background.md, "On the page"): left of the slider the new wall, right of it the photo as it was.
 */
export function BackdropCompare({ views, head }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [split, setSplit] = useState(50)
  const sliderId = useId()
  const { after, before } = views
  // Centred on the crown (the hair's top edge); with no head, on the middle of the frame's top third.
  const cx = head ? head.crown.x : after.width / 2
  const cy = head ? head.crown.y + VIEW.height * 0.25 : after.height / 3
  const sx = Math.round(Math.min(Math.max(0, cx - VIEW.width / 2), Math.max(0, after.width - VIEW.width)))
  const sy = Math.round(Math.min(Math.max(0, cy - VIEW.height / 2), Math.max(0, after.height - VIEW.height)))

  useEffect(() => {
    const canvas = canvasRef.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) return
    const dpr = Math.min(3, window.devicePixelRatio || 1)
    canvas.width = Math.round(VIEW.width * dpr)
    canvas.height = Math.round(VIEW.height * dpr)
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    ctx.imageSmoothingEnabled = false
    const cut = (VIEW.width * split) / 100
    ctx.drawImage(before, sx, sy, VIEW.width, VIEW.height, 0, 0, VIEW.width, VIEW.height)
    if (cut > 0) ctx.drawImage(after, sx, sy, cut, VIEW.height, 0, 0, cut, VIEW.height)
    ctx.fillStyle = '#2563eb'
    ctx.fillRect(cut - 1, 0, 2, VIEW.height)
  }, [after, before, sx, sy, split])

  return (
    <figure className="mt-4" data-testid="backdrop-compare">
      <figcaption className="mb-1 text-center text-sm font-semibold text-slate-800">
        {BACKDROP_COPY.compareLegend}
      </figcaption>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={`The edge of your hair at 100%: ${split}% shows the new background, the rest the photo as it was`}
        className="mx-auto block rounded-md border border-slate-300"
        style={{ width: VIEW.width, height: VIEW.height, maxWidth: '100%' }}
      />
      <label htmlFor={sliderId} className="sr-only">
        {BACKDROP_COPY.compareSlider}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        aria-valuetext={`${split}% after`}
        onChange={(event) => setSplit(Number(event.target.value))}
        className="mx-auto mt-2 block h-2 w-full max-w-[300px] cursor-pointer accent-blue-600"
      />
    </figure>
  )
}

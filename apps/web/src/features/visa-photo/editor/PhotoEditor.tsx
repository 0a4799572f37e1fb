import type { LoadedPhoto, PhotoFrame, Placement } from '@vps/imaging/photo'
import { EDITOR, MESSAGES } from '@vps/specs'
import { Crosshair, Minus, Plus, RotateCcw } from 'lucide-react'
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react'
import { drawPlacement, nudge, type Point, panBy, pinchBy, zoomTo } from './editor-math.ts'

type Props = {
  photo: LoadedPhoto
  frame: PhotoFrame
  placement: Placement
  auto: Placement | null
  onChange: (placement: Placement) => void
  disabled?: boolean
  /** The export's pixels with the wall replaced, for this very placement: drawn instead of the photo. */
  composite?: ImageBitmap | null
  /**
   * Where the two parts go: the photo, and the guide's words with the zoom and placement controls. By default
   * one above the other; the result view puts the verdict between them on a phone (docs/result-view.md).
   */
  layout?: (parts: { photo: ReactNode; controls: ReactNode }) => ReactNode
}

const NEUTRAL: Placement = { x: 0, y: 0, scale: 1, rotation: 0 }
const { zoomPercent, zoomButtonStep } = EDITOR

/** The live preview: the placed photo on a 300 px canvas, the oval guide, and the manual controls. */
export function PhotoEditor({
  photo,
  frame,
  placement,
  auto,
  onChange,
  disabled = false,
  composite = null,
  layout = ({ photo, controls }) => (
    <div className="flex flex-col items-center gap-4">
      {photo}
      {controls}
    </div>
  ),
}: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  // Fingers (or the mouse) on the canvas, by pointer id: one drags the photo, two pinch to zoom.
  const pointers = useRef(new Map<number, Point>())
  // The placement last asked for: two moves can arrive before the page re-renders with the first (each
  // finger of a pinch moves in its own event), and each must build on the one before.
  const latest = useRef(placement)
  latest.current = placement
  const move = (next: Placement) => {
    latest.current = next
    onChange(next)
  }
  const guideId = useId()
  const zoomId = useId()
  const width = frame.editorWidth
  const height = frame.editorHeight

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const dpr = Math.min(3, window.devicePixelRatio || 1)
    if (canvas.width !== Math.round(width * dpr)) canvas.width = Math.round(width * dpr)
    if (canvas.height !== Math.round(height * dpr)) canvas.height = Math.round(height * dpr)
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    if (composite) {
      ctx.imageSmoothingQuality = 'high'
      ctx.drawImage(composite, 0, 0, canvas.width, canvas.height)
    } else drawPlacement(ctx, photo, placement, frame, dpr)
  }, [photo, placement, frame, width, height, composite])

  function zoom(scale: number) {
    onChange(zoomTo(placement, scale))
  }

  function viewSize() {
    const rect = canvasRef.current?.getBoundingClientRect()
    return rect && rect.width > 0 ? { width: rect.width, height: rect.height } : { width, height }
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled) return
    event.currentTarget.setPointerCapture(event.pointerId)
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const held = pointers.current
    const last = held.get(event.pointerId)
    if (!last) return
    const now = { x: event.clientX, y: event.clientY }
    if (now.x === last.x && now.y === last.y) return
    const other = [...held].find(([id]) => id !== event.pointerId)?.[1]
    held.set(event.pointerId, now)
    if (other) {
      // Two fingers: a pinch zooms about the point between them and moves with it.
      const rect = event.currentTarget.getBoundingClientRect()
      move(pinchBy(latest.current, [last, other], [now, other], rect))
    } else move(panBy(latest.current, now.x - last.x, now.y - last.y, viewSize()))
  }

  function endDrag(event: PointerEvent<HTMLCanvasElement>) {
    pointers.current.delete(event.pointerId)
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    if (disabled) return
    const next = nudge(placement, event.key, event.shiftKey, viewSize(), zoomButtonStep)
    if (next) {
      event.preventDefault()
      onChange(next)
    }
  }

  const percent = Math.round(placement.scale * 100)
  const band = `${frame.coverage.min}-${frame.coverage.max}%`
  // The guide's oval: head height at the middle of the band, centred 40 % down, a face's proportions.
  const ovalRy = (((frame.coverage.min + frame.coverage.max) / 2 / 100) * height) / 2
  const ovalRx = ovalRy * 0.74

  const photoPart = (
    // On a phone the photo is at most 38 % of the screen's height, so the verdict and the first thing to fix
    // show under it without scrolling; from md up it has the full editor width.
    <div
      className="relative mx-auto w-[min(var(--editor-w),100%,calc(38svh*var(--editor-ratio)))] md:w-[min(var(--editor-w),100%)]"
      style={{ '--editor-w': `${width}px`, '--editor-ratio': String(width / height) } as CSSProperties}
      data-testid="result-photo"
    >
      <canvas
        ref={canvasRef}
        tabIndex={0}
        role="img"
        aria-label={`Photo preview, ${frame.width}x${frame.height} px. Drag or use the arrow keys to move it; pinch, + and − zoom.`}
        aria-describedby={guideId}
        className="block h-auto w-full cursor-move touch-none rounded-md border border-slate-300 bg-white shadow-inner focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        style={{ aspectRatio: `${width} / ${height}`, touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        data-testid="photo-editor-canvas"
      />
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox={`0 0 ${width} ${height}`}
      >
        <ellipse
          cx={width / 2}
          cy={height * EDITOR.faceVerticalCentre}
          rx={ovalRx}
          ry={ovalRy}
          fill="none"
          stroke="#2563eb"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
      </svg>
    </div>
  )
  const controls = (
    <div className="flex flex-col items-center gap-4">
      <p id={guideId} className="text-center text-sm text-slate-600">
        {MESSAGES.ovalGuide}
        {band !== '70-80%' ? (
          <span className="block text-xs">
            {frame.code === 'vietnam' ? 'Vietnam' : 'This country'} asks for {band}.
          </span>
        ) : null}
      </p>
      <div className="w-full max-w-sm space-y-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label="Zoom out"
            disabled={disabled || placement.scale <= EDITOR.scale.min}
            onClick={() => zoom(placement.scale - zoomButtonStep)}
            className="rounded-md border border-slate-300 bg-white p-2 text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <label htmlFor={zoomId} className="sr-only">
            Zoom
          </label>
          <input
            id={zoomId}
            type="range"
            min={zoomPercent.min}
            max={zoomPercent.max}
            step={zoomPercent.step}
            value={percent}
            disabled={disabled}
            aria-valuetext={`${percent}%`}
            onChange={(event) => zoom(Number(event.target.value) / 100)}
            className="h-2 flex-1 cursor-pointer accent-blue-600"
          />
          <button
            type="button"
            aria-label="Zoom in"
            disabled={disabled || placement.scale >= EDITOR.scale.max}
            onClick={() => zoom(placement.scale + zoomButtonStep)}
            className="rounded-md border border-slate-300 bg-white p-2 text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="w-12 text-right text-sm tabular-nums text-slate-700" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(NEUTRAL)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Reset
          </button>
          <button
            type="button"
            disabled={disabled || !auto}
            onClick={() => auto && onChange(auto)}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50"
          >
            <Crosshair aria-hidden="true" className="h-4 w-4" />
            Auto Center
          </button>
        </div>
      </div>
    </div>
  )
  return layout({ photo: photoPart, controls })
}

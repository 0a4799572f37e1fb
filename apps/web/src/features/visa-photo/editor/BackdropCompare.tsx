import type { PhotoCheck, TouchUpMode, TouchUpStroke } from '@vps/imaging/photo'
import {
  BACKDROP_COPY,
  LEFTOVER_PLACE_WORDS,
  type LeftoverKind,
  type LeftoverPlace,
  TOUCH_UP,
} from '@vps/specs'
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import type { BackdropViews } from './use-photo-session.ts'

/** A patch of the old wall the checks found (compliance details, quality.leftover), in export pixels. */
export type LeftoverPatch = {
  kind?: LeftoverKind
  place: LeftoverPlace
  box: { x: number; y: number; width: number; height: number }
}

/**
 * The touch-up brush (docs/background.md, "Touch-up"): strokes come out in export pixels, as painted on this
 * view; the session keeps them in the photo's own pixels and checks the photo again.
 */
export type TouchUpControls = {
  /** How many strokes are painted now (Undo and Clear act on them). */
  count: number
  onStroke: (stroke: TouchUpStroke) => void
  onUndo: () => void
  onClear: () => void
}

type Props = {
  views: BackdropViews
  head: PhotoCheck['head']
  leftover?: readonly LeftoverPatch[]
  touchUp?: TouchUpControls
}

type Place = keyof typeof BACKDROP_COPY.comparePlaces
type Point = { x: number; y: number }

/** The window's size in CSS px: one export pixel per CSS pixel, so the hair's edge shows as it will be saved. */
const VIEW = { width: 300, height: 200 }
/** Arrow keys move the window this many export pixels (with Shift, three times as far). */
const KEY_STEP = 20

/**
 * Where each place is, from the head's crown and chin (export pixels, the head levelled by the placement):
 * the ears a little under halfway down, 0.42 head heights either side of its middle; the shoulders a third of
 * a head under the chin, 0.75 to each side. 'Left' and 'right' are the photo's, as the checks name them.
 */
function placeCentre(place: Place, head: NonNullable<PhotoCheck['head']>): Point {
  const h = Math.hypot(head.chin.x - head.crown.x, head.chin.y - head.crown.y)
  const midX = (head.crown.x + head.chin.x) / 2
  const earY = head.crown.y + 0.5 * h
  const shoulderY = head.chin.y + 0.35 * h
  switch (place) {
    case 'crown':
      return { x: head.crown.x, y: head.crown.y + VIEW.height * 0.25 }
    case 'ear-left':
      return { x: midX - 0.42 * h, y: earY }
    case 'ear-right':
      return { x: midX + 0.42 * h, y: earY }
    case 'shoulder-left':
      return { x: midX - 0.75 * h, y: shoulderY }
    case 'shoulder-right':
      return { x: midX + 0.75 * h, y: shoulderY }
  }
}

/**
 * Before and after the wall was replaced, at 100 % (docs/background.md, "On the page"): left of the slider
 * the new wall, right of it the photo as it was. The window starts on the crown and moves over the whole
 * head: a button for each ear and shoulder, one for each patch of old wall the checks found (outlined),
 * dragging, and the arrow keys.
 */
export function BackdropCompare({ views, head, leftover = [], touchUp }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [split, setSplit] = useState(50)
  // The brush: on or off (off, dragging pans), its mode and radius (export pixels), and the stroke being drawn.
  const [brushing, setBrushing] = useState(false)
  const [mode, setMode] = useState<TouchUpMode>('remove')
  const [radius, setRadius] = useState<number>(TOUCH_UP.radiusPx.initial)
  const [painting, setPainting] = useState<{ pointer: number; points: Point[] } | null>(null)
  const painting$ = useRef(painting)
  painting$.current = painting
  const sizeId = useId()
  const painted = Boolean(touchUp && brushing)
  // A named place follows the head as the photo moves; a dragged window stays where it was put.
  const [place, setPlace] = useState<Place | number>('crown')
  const [dragged, setDragged] = useState<Point | null>(null)
  const drag = useRef<{ pointer: number; from: Point; centre: Point } | null>(null)
  const sliderId = useId()
  const { after, before } = views

  const centreOf = (chosen: Place | number): Point => {
    if (typeof chosen === 'number') {
      const patch = leftover[chosen]
      if (patch) return { x: patch.box.x + patch.box.width / 2, y: patch.box.y + patch.box.height / 2 }
    } else if (head) return placeCentre(chosen, head)
    return { x: after.width / 2, y: after.height / 3 }
  }
  const centre = dragged ?? centreOf(place)
  const sx = Math.round(
    Math.min(Math.max(0, centre.x - VIEW.width / 2), Math.max(0, after.width - VIEW.width)),
  )
  const sy = Math.round(
    Math.min(Math.max(0, centre.y - VIEW.height / 2), Math.max(0, after.height - VIEW.height)),
  )

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
    // The patches of old wall the checks found, outlined where they are.
    ctx.strokeStyle = '#dc2626'
    ctx.lineWidth = 2
    ctx.setLineDash([4, 3])
    for (const { box } of leftover)
      ctx.strokeRect(box.x - sx - 2, box.y - sy - 2, box.width + 4, box.height + 4)
    // The stroke being painted, in its mode's colour, as wide as the brush.
    const points = painting?.points ?? []
    if (points.length > 0) {
      ctx.setLineDash([])
      ctx.strokeStyle = mode === 'keep' ? 'rgba(22, 163, 74, 0.55)' : 'rgba(220, 38, 38, 0.55)'
      ctx.fillStyle = ctx.strokeStyle
      ctx.lineWidth = 2 * radius
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.beginPath()
      const [first] = points as [Point]
      ctx.moveTo(first.x - sx, first.y - sy)
      for (const p of points) ctx.lineTo(p.x - sx, p.y - sy)
      if (points.length === 1) {
        ctx.arc(first.x - sx, first.y - sy, radius, 0, 2 * Math.PI)
        ctx.fill()
      } else ctx.stroke()
    }
  }, [after, before, sx, sy, split, leftover, painting, mode, radius])

  const moveBy = (dx: number, dy: number) => setDragged({ x: centre.x + dx, y: centre.y + dy })
  const choose = (chosen: Place | number) => {
    setDragged(null)
    setPlace(chosen)
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    // With the brush on, Space (or Enter) paints a dab at the view's centre: a stroke without a pointer.
    if (painted && touchUp && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault()
      touchUp.onStroke({ mode, radius, points: [{ x: sx + VIEW.width / 2, y: sy + VIEW.height / 2 }] })
      return
    }
    const step = event.shiftKey ? 3 * KEY_STEP : KEY_STEP
    const by: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    }
    const d = by[event.key]
    if (!d) return
    event.preventDefault()
    moveBy(d.x, d.y)
  }
  /** A pointer's place on the view in export pixels (the canvas may be drawn narrower than 300 px). */
  function exportPoint(event: PointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect()
    return {
      x: sx + ((event.clientX - rect.left) * VIEW.width) / (rect.width || VIEW.width),
      y: sy + ((event.clientY - rect.top) * VIEW.height) / (rect.height || VIEW.height),
    }
  }
  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    // A second finger while one paints does nothing (no pinch here).
    if (painting$.current || drag.current) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    if (painted) {
      // Kept in the ref at once too: a quick tap ends before React renders the state.
      const started = { pointer: event.pointerId, points: [exportPoint(event)] }
      painting$.current = started
      setPainting(started)
      return
    }
    drag.current = { pointer: event.pointerId, from: { x: event.clientX, y: event.clientY }, centre }
  }
  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const stroke = painting$.current
    if (stroke) {
      if (stroke.pointer !== event.pointerId) return
      const p = exportPoint(event)
      const last = stroke.points[stroke.points.length - 1] as Point
      // The path is the line through its points: one each quarter brush (at least a pixel) keeps its curve
      // well within the soft edge; more only cost the worker time on every check.
      if (Math.hypot(p.x - last.x, p.y - last.y) < Math.max(1, radius / 4)) return
      const next = { pointer: stroke.pointer, points: [...stroke.points, p] }
      painting$.current = next
      setPainting(next)
      return
    }
    const d = drag.current
    if (!d || d.pointer !== event.pointerId) return
    // Dragging the picture moves the window the other way, as in any map.
    setDragged({ x: d.centre.x - (event.clientX - d.from.x), y: d.centre.y - (event.clientY - d.from.y) })
  }
  const endDrag = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = null
    const stroke = painting$.current
    if (!stroke || stroke.pointer !== event.pointerId) return
    painting$.current = null
    setPainting(null)
    // A cancelled touch (the browser took it for a scroll) paints nothing.
    if (event.type !== 'pointercancel') touchUp?.onStroke({ mode, radius, points: stroke.points })
  }

  const shown = dragged ? null : place
  const button = (pressed: boolean) =>
    `rounded-full border px-3 py-1 text-xs font-semibold ${
      pressed
        ? 'border-blue-700 bg-blue-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
    }`

  return (
    <figure className="mt-4" data-testid="backdrop-compare" data-view={`${sx},${sy}`}>
      <figcaption className="mb-1 text-center text-sm font-semibold text-slate-800">
        {BACKDROP_COPY.compareLegend}
      </figcaption>
      <canvas
        ref={canvasRef}
        role="img"
        tabIndex={0}
        aria-label={painted ? BACKDROP_COPY.touchUp.view(mode, radius) : BACKDROP_COPY.compareView(split)}
        data-brush={painted ? mode : undefined}
        className={`mx-auto block ${painted ? 'cursor-crosshair' : 'cursor-grab'} touch-none rounded-md border border-slate-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600`}
        style={{ width: VIEW.width, height: VIEW.height, maxWidth: '100%', touchAction: 'none' }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
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
      <fieldset className="mt-2">
        <legend className="sr-only">{BACKDROP_COPY.comparePlacesLegend}</legend>
        <div className="flex flex-wrap justify-center gap-1.5">
          {(Object.keys(BACKDROP_COPY.comparePlaces) as Place[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={shown === key}
              disabled={!head}
              onClick={() => choose(key)}
              className={button(shown === key)}
            >
              {BACKDROP_COPY.comparePlaces[key]}
            </button>
          ))}
          {leftover.map((patch, index) => (
            <button
              key={`${patch.place}-${patch.box.x}-${patch.box.y}`}
              type="button"
              aria-pressed={shown === index}
              // Where the patch is, in export pixels (x,y,width,height): what the outline marks.
              data-box={`${patch.box.x},${patch.box.y},${patch.box.width},${patch.box.height}`}
              onClick={() => choose(index)}
              className={`${button(shown === index)} border-red-700`}
            >
              {BACKDROP_COPY.compareLeftover(
                LEFTOVER_PLACE_WORDS[patch.place],
                // Two patches in one place are told apart by number: the second is '(2)'.
                leftover.slice(0, index + 1).filter((p) => p.place === patch.place).length,
                patch.kind,
              )}
            </button>
          ))}
        </div>
      </fieldset>
      {touchUp ? (
        <fieldset
          className="mx-auto mt-3 max-w-[300px] rounded-md border border-slate-200 p-2"
          data-testid="touch-up"
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {BACKDROP_COPY.touchUp.legend}
          </legend>
          <div className="flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              aria-pressed={brushing}
              onClick={() => setBrushing((on) => !on)}
              className={`${button(brushing)} min-h-6`}
            >
              {BACKDROP_COPY.touchUp.toggle}
            </button>
            <fieldset className="m-0 flex gap-1.5 border-0 p-0">
              <legend className="sr-only">{BACKDROP_COPY.touchUp.mode}</legend>
              {(['remove', 'keep'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  aria-pressed={mode === m}
                  disabled={!brushing}
                  onClick={() => setMode(m)}
                  className={`${button(mode === m)} min-h-6 disabled:opacity-50`}
                >
                  {BACKDROP_COPY.touchUp[m]}
                </button>
              ))}
            </fieldset>
          </div>
          <div className="mt-2 flex items-center gap-2">
            <label htmlFor={sizeId} className="shrink-0 text-xs font-semibold text-slate-800">
              {BACKDROP_COPY.touchUp.size}
            </label>
            <input
              id={sizeId}
              type="range"
              min={TOUCH_UP.radiusPx.min}
              max={TOUCH_UP.radiusPx.max}
              step={TOUCH_UP.radiusPx.step}
              value={radius}
              aria-valuetext={BACKDROP_COPY.touchUp.sizeValue(radius)}
              onChange={(event) => setRadius(Number(event.target.value))}
              className="h-6 min-w-0 flex-1 cursor-pointer accent-blue-600"
            />
            <span className="w-12 shrink-0 text-right text-xs text-slate-700" aria-hidden="true">
              {BACKDROP_COPY.touchUp.sizeValue(radius)}
            </span>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <button
              type="button"
              disabled={touchUp.count === 0}
              onClick={touchUp.onUndo}
              className={`${button(false)} min-h-6 disabled:opacity-50`}
            >
              {BACKDROP_COPY.touchUp.undo}
            </button>
            <button
              type="button"
              disabled={touchUp.count === 0}
              onClick={touchUp.onClear}
              className={`${button(false)} min-h-6 disabled:opacity-50`}
            >
              {BACKDROP_COPY.touchUp.clear}
            </button>
            <span className="text-xs text-slate-700" data-testid="touch-up-count">
              {BACKDROP_COPY.touchUp.count(touchUp.count)}
            </span>
          </div>
          <p className="mt-2 text-xs text-slate-700">{BACKDROP_COPY.touchUp.hint}</p>
        </fieldset>
      ) : null}
    </figure>
  )
}

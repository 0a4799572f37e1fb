import type { PhotoCheck } from '@vps/imaging/photo'
import { BACKDROP_COPY, LEFTOVER_PLACE_WORDS, type LeftoverPlace } from '@vps/specs'
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import type { BackdropViews } from './use-photo-session.ts'

/** A patch of the old wall the checks found (compliance details, quality.leftover), in export pixels. */
export type LeftoverPatch = {
  place: LeftoverPlace
  box: { x: number; y: number; width: number; height: number }
}

type Props = { views: BackdropViews; head: PhotoCheck['head']; leftover?: readonly LeftoverPatch[] }

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
export function BackdropCompare({ views, head, leftover = [] }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const [split, setSplit] = useState(50)
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
  }, [after, before, sx, sy, split, leftover])

  const moveBy = (dx: number, dy: number) => setDragged({ x: centre.x + dx, y: centre.y + dy })
  const choose = (chosen: Place | number) => {
    setDragged(null)
    setPlace(chosen)
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
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
  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { pointer: event.pointerId, from: { x: event.clientX, y: event.clientY }, centre }
  }
  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const d = drag.current
    if (!d || d.pointer !== event.pointerId) return
    // Dragging the picture moves the window the other way, as in any map.
    setDragged({ x: d.centre.x - (event.clientX - d.from.x), y: d.centre.y - (event.clientY - d.from.y) })
  }
  const endDrag = () => {
    drag.current = null
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
        aria-label={BACKDROP_COPY.compareView(split)}
        className="mx-auto block cursor-grab touch-none rounded-md border border-slate-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
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
              onClick={() => choose(index)}
              className={`${button(shown === index)} border-red-700`}
            >
              {BACKDROP_COPY.compareLeftover(
                LEFTOVER_PLACE_WORDS[patch.place],
                // Two patches in one place are told apart by number: the second is '(2)'.
                leftover.slice(0, index + 1).filter((p) => p.place === patch.place).length,
              )}
            </button>
          ))}
        </div>
      </fieldset>
    </figure>
  )
}

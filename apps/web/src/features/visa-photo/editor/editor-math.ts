import type { LoadedPhoto, PhotoFrame, Placement } from '@vps/imaging/photo'
import { photoModule } from './photo-module.ts'

/** Arrow keys move by this many CSS px; with Shift by the larger step. */
export const KEY_STEP_PX = 2
export const KEY_STEP_LARGE_PX = 20

/** Zoom to `scale` (clamped to 0.1-3), keeping the point under the frame's centre in place. */
export function zoomTo(placement: Placement, scale: number): Placement {
  return photoModule().zoomPlacement(placement, scale)
}

/** Drag by (dx, dy) CSS px on a canvas displayed `view` px large. */
export function panBy(placement: Placement, dx: number, dy: number, view: { width: number; height: number }) {
  return photoModule().panPlacement(placement, dx, dy, view)
}

/** The keyboard's change for `key`, or null when the key is not the editor's. */
export function nudge(
  placement: Placement,
  key: string,
  shift: boolean,
  view: { width: number; height: number },
  zoomStep = 0.1,
): Placement | null {
  const step = shift ? KEY_STEP_LARGE_PX : KEY_STEP_PX
  switch (key) {
    case 'ArrowLeft':
      return panBy(placement, -step, 0, view)
    case 'ArrowRight':
      return panBy(placement, step, 0, view)
    case 'ArrowUp':
      return panBy(placement, 0, -step, view)
    case 'ArrowDown':
      return panBy(placement, 0, step, view)
    case '+':
    case '=':
      return zoomTo(placement, placement.scale + zoomStep)
    case '-':
    case '_':
      return zoomTo(placement, placement.scale - zoomStep)
    default:
      return null
  }
}

/**
 * Draws the placed photo on the editor canvas: the frame's background, then the preview bitmap through the
 * same matrix renderPlacement samples with (placementMatrix), so what is shown is what is exported.
 */
export function drawPlacement(
  ctx: CanvasRenderingContext2D,
  photo: LoadedPhoto,
  placement: Placement,
  frame: PhotoFrame,
  dpr: number,
): void {
  const view = { width: frame.editorWidth, height: frame.editorHeight }
  const m = photoModule().placementMatrix(photo, placement, view)
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
  ctx.fillStyle = frame.background
  ctx.fillRect(0, 0, view.width, view.height)
  ctx.setTransform(dpr * m.a, dpr * m.b, dpr * m.c, dpr * m.d, dpr * m.e, dpr * m.f)
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(photo.preview, 0, 0, photo.width, photo.height)
  ctx.setTransform(1, 0, 0, 1, 0, 0)
}

export interface Point {
  x: number
  y: number
}

/**
 * What a two-finger move asks of the photo: the zoom factor (how far the fingers spread or closed) and the
 * pan (how far the point between them moved), in CSS px of the canvas. Zero distance asks for no zoom.
 */
export function pinchChange(before: readonly [Point, Point], after: readonly [Point, Point]) {
  const distance = ([a, b]: readonly [Point, Point]) => Math.hypot(b.x - a.x, b.y - a.y)
  const middle = ([a, b]: readonly [Point, Point]) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })
  const from = distance(before)
  const factor = from > 0 ? distance(after) / from : 1
  const m0 = middle(before)
  const m1 = middle(after)
  return { factor, middle: m1, dx: m1.x - m0.x, dy: m1.y - m0.y }
}

/**
 * A pinch on the canvas: zooms by the fingers' spread about the point between them (that point of the
 * photo stays under the fingers), and pans with them. `rect` is the canvas's box on screen.
 */
export function pinchBy(
  placement: Placement,
  before: readonly [Point, Point],
  after: readonly [Point, Point],
  rect: { left: number; top: number; width: number; height: number },
): Placement {
  const { factor, middle, dx, dy } = pinchChange(before, after)
  const zoomed = zoomTo(placement, placement.scale * factor)
  // zoomTo keeps the frame's centre; a point v from the centre moved to k·v, so move it back by (1 − k)·v.
  const k = zoomed.scale / placement.scale
  const vx = middle.x - dx - (rect.left + rect.width / 2)
  const vy = middle.y - dy - (rect.top + rect.height / 2)
  return panBy(zoomed, (1 - k) * vx + dx, (1 - k) * vy + dy, rect)
}

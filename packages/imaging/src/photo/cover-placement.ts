// Auto placement aims the head at the band's centre and the frame's 40 % line; near the photo's edges that
// can leave part of the frame empty (hair touching the top, a levelling rotation's corner wedges). Padding
// fails 'Photo fills the frame', so the placement is moved, and if need be enlarged a little, until the
// photo covers the frame (docs/photo-pipeline.md, "Placement").
import { clampScale, coverScale } from '../geometry/fit.ts'
import type { Size } from '../types.ts'
import type { Placement } from './placement.ts'

/**
 * The placement nearest to `placement` whose photo covers the frame: the same rotation, the scale raised to
 * at most `maxScale` if the frame cannot be covered at it, then the frame's centre moved as little as
 * possible inside the photo. Returns null when not even `maxScale` covers the frame.
 */
export function coveringPlacement(
  image: Size,
  placement: Placement,
  frame: Size,
  maxScale: number,
): Placement | null {
  const fit = coverScale(image, frame)
  const t = (placement.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(t))
  const sin = Math.abs(Math.sin(t))
  // The frame's extent in source pixels at s frame px per source px: (spanX, spanY) / s.
  const spanX = frame.width * cos + frame.height * sin
  const spanY = frame.width * sin + frame.height * cos
  const needed = Math.max(spanX / image.width, spanY / image.height) / fit
  const scale = clampScale(Math.max(placement.scale, needed))
  if (scale < needed - 1e-9 || scale > maxScale + 1e-9) return null
  const s = fit * scale
  // Where the frame's centre falls in the source now, and the range that keeps the photo over the frame.
  const centre = frameCentreInSource(image, { ...placement, scale }, frame)
  const hx = spanX / (2 * s)
  const hy = spanY / (2 * s)
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
  const wanted = {
    x: clamp(centre.x, hx, image.width - hx),
    y: clamp(centre.y, hy, image.height - hy),
  }
  if (scale === placement.scale && wanted.x === centre.x && wanted.y === centre.y) return placement
  return placeFrameCentreAt(image, { ...placement, scale }, frame, wanted)
}

/** The source point under the frame's centre. */
function frameCentreInSource(image: Size, p: Placement, frame: Size) {
  const s = coverScale(image, frame) * p.scale
  const t = (p.rotation * Math.PI) / 180
  // Inverse of frame = C + s·R·(src − image centre), at frame = frame centre: src = ic + R⁻¹·(−offset) / s.
  const ox = -p.x * frame.width
  const oy = -p.y * frame.height
  const cos = Math.cos(t)
  const sin = Math.sin(t)
  return { x: image.width / 2 + (cos * ox + sin * oy) / s, y: image.height / 2 + (-sin * ox + cos * oy) / s }
}

/** The placement, same scale and rotation, that puts source point `c` under the frame's centre. */
function placeFrameCentreAt(image: Size, p: Placement, frame: Size, c: { x: number; y: number }): Placement {
  const s = coverScale(image, frame) * p.scale
  const t = (p.rotation * Math.PI) / 180
  const dx = c.x - image.width / 2
  const dy = c.y - image.height / 2
  const rx = Math.cos(t) * dx - Math.sin(t) * dy
  const ry = Math.sin(t) * dx + Math.cos(t) * dy
  return { ...p, x: (-s * rx) / frame.width, y: (-s * ry) / frame.height }
}

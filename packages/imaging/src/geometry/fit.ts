import { EDITOR } from '@vps/specs'
import type { Size } from '../types.ts'

/** The scale at which the image just covers the frame (no empty edges): what the editor's Reset applies. */
export function coverScale(image: Size, frame: Size): number {
  if (image.width <= 0 || image.height <= 0) throw new RangeError('image has no pixels')
  return Math.max(frame.width / image.width, frame.height / image.height)
}

/** The scale at which the whole image fits inside the frame. */
export function containScale(image: Size, frame: Size): number {
  if (image.width <= 0 || image.height <= 0) throw new RangeError('image has no pixels')
  return Math.min(frame.width / image.width, frame.height / image.height)
}

/** The editor's zoom is limited to 10%-300% of the cover-fit size (docs/product-rules.md, "Limits"). */
export function clampScale(scale: number): number {
  if (Number.isNaN(scale)) return 1
  return Math.min(EDITOR.scale.max, Math.max(EDITOR.scale.min, scale))
}

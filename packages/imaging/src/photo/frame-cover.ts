// Whether the photo covers the whole export frame, and where it does not: padding the export fills with the
// country's colour would pass a background check it was never meant to face (docs/photo-pipeline.md,
// "Compliance checks").
import { COMPLIANCE } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { Affine } from '../geometry/affine.ts'
import type { Size } from '../types.ts'
import { frameToSource, type Placement } from './placement.ts'

export interface FrameCover {
  /** True when every frame pixel samples the photo: no padding anywhere. */
  covered: boolean
  /** The share of the frame that is padding, in percent (0 when covered), from a 32 x 32 grid. */
  paddedPercent: number
}

const GRID = 32

/** Whether the frame point maps inside the source (with COMPLIANCE.paddingTolerancePx to spare). */
export function onPhoto(toSource: Affine, image: Size, p: Point): boolean {
  const t = COMPLIANCE.paddingTolerancePx
  const sx = toSource.a * p.x + toSource.b * p.y + toSource.c
  const sy = toSource.d * p.x + toSource.e * p.y + toSource.f
  return sx >= -t && sy >= -t && sx <= image.width + t && sy <= image.height + t
}

/**
 * The frame is a rectangle and the placement an affine map, so the photo (convex) covers it exactly when it
 * covers the four corners. The padded share is counted on a grid of cell centres.
 */
export function frameCover(image: Size, placement: Placement, frame: Size): FrameCover {
  return coverOf(image, frameToSource(image, placement, frame), frame)
}

/** frameCover for a frame → source map already at hand. */
export function coverOf(image: Size, toSource: Affine, frame: Size): FrameCover {
  const corners = [
    { x: 0, y: 0 },
    { x: frame.width, y: 0 },
    { x: 0, y: frame.height },
    { x: frame.width, y: frame.height },
  ]
  if (corners.every((p) => onPhoto(toSource, image, p))) return { covered: true, paddedPercent: 0 }
  let off = 0
  for (let j = 0; j < GRID; j++) {
    for (let i = 0; i < GRID; i++) {
      const p = { x: ((i + 0.5) * frame.width) / GRID, y: ((j + 0.5) * frame.height) / GRID }
      if (!onPhoto(toSource, image, p)) off++
    }
  }
  // A sliver under one grid cell still counts as padding.
  return { covered: false, paddedPercent: Math.max(0.1, (100 * off) / (GRID * GRID)) }
}

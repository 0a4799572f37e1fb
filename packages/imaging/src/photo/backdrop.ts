// Background replacement in the photo pipeline (docs/background.md): the export-sized render is segmented,
// its edge refined and composited onto the frame's colour, and the compliance rows then judge those pixels.
import type { Point } from '../face/types.ts'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import { refineAlpha } from '../matting/refine-alpha.ts'
import { replaceBackground } from '../matting/replace-background.ts'
import { paintTouchUps, type TouchUpStroke } from '../matting/touch-up.ts'
import { parseHex } from '../pixels/colour.ts'
import type { AbortSignalLike, RasterImage, Size } from '../types.ts'
import { type Placement, placementMatrix } from './placement.ts'
import { giveBackDetached, type SubjectHead } from './subject-bound.ts'

/** The person's raw mask for a raster (the segmentation model's, upsampled): segmentImage with a model. */
export type SegmentPerson = (image: RasterImage, signal?: AbortSignalLike) => Promise<AlphaMatte>

export interface Replaced {
  image: RasterImage
  alpha: AlphaMatte
}

/**
 * The render with its wall swapped for `colour`; padding, being wall to the model, becomes that colour too.
 * `touchUps` (in the render's pixels: strokesInFrame) are painted into the refined alpha before the composite.
 * With the subject's `head` in the render's pixels, kept pieces that are not the subject go back to the wall
 * first (subject-bound.ts).
 */
export async function replaceRenderedBackground(
  rendered: RasterImage,
  colour: string,
  segment: SegmentPerson,
  signal?: AbortSignalLike,
  touchUps: readonly TouchUpStroke[] = [],
  head: SubjectHead | null = null,
): Promise<Replaced> {
  const coarse = await segment(rendered, signal)
  const refined = refineAlpha(rendered, coarse)
  // Kept pieces not joined to the face and beyond the subject's bound are someone or something else; the
  // visitor's strokes come after, so a 'keep' stroke still wins.
  const subject = head ? giveBackDetached(refined, head) : refined
  const alpha = touchUps.length ? paintTouchUps(subject, touchUps) : subject
  return { image: replaceBackground(rendered, alpha, parseHex(colour)), alpha }
}

/**
 * Touch-up strokes kept in the source photo's pixels (so they stay on the ear they were painted on when the
 * photo is moved, zoomed or put on another document's frame), mapped into a frame's pixels by a placement:
 * the points by the placement's matrix, the radius by its scale.
 */
export function strokesInFrame(
  image: Size,
  placement: Placement,
  frame: Size,
  strokes: readonly TouchUpStroke[],
): TouchUpStroke[] {
  const m = placementMatrix(image, placement, frame)
  return strokes.map((s) => ({
    mode: s.mode,
    radius: s.radius * m.pixelsPerSourcePixel,
    points: s.points.map((p) => ({ x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f })),
  }))
}

/**
 * Person pixels on the photo's own edge inside the frame: where padding meets a shoulder the source cut off,
 * the export would show a body ending in a straight line. Counts frame pixels that show the photo, have a
 * neighbour showing padding, and are mostly person (alpha at least one half).
 */
export function bodyCutPixels(alpha: AlphaMatte, onPhoto: (p: Point) => boolean): number {
  const { width, height, data } = alpha
  const on = new Uint8Array(width * height)
  let padded = false
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shows = onPhoto({ x: x + 0.5, y: y + 0.5 })
      on[y * width + x] = shows ? 1 : 0
      if (!shows) padded = true
    }
  }
  if (!padded) return 0
  let cut = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (!on[i] || (data[i] as number) < 0.5) continue
      const edge =
        (x > 0 && !on[i - 1]) ||
        (x < width - 1 && !on[i + 1]) ||
        (y > 0 && !on[i - width]) ||
        (y < height - 1 && !on[i + width])
      if (edge) cut++
    }
  }
  return cut
}

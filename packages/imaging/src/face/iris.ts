import { throwIfAborted } from '../errors.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { type LevelRegion, levelledCrop, regionTransform, rgbPlanes } from './level-crop.ts'
import type { EyeCorners } from './mesh.ts'
import type { FaceTuning } from './options.ts'
import type { IrisModel, Point } from './types.ts'

/** The iris landmark model's input side (MediaPipe Iris: 64x64 RGB, 0..1). */
export const IRIS_INPUT_SIDE = 64
/** Its points: 71 of the eyelids and brow, then 5 of the iris, the centre first (docs/models.md). */
export const IRIS_POINT_COUNT = 76
export const IRIS_CENTRE = 71
/** The lids' middles among the 71 (upper, lower), for how open the eye is. */
export const EYELID_MIDDLE = { upper: 12, lower: 4 } as const
/** The eye's two corners among the 71, where the lids meet. */
export const EYE_CORNERS = [0, 8] as const

/**
 * The eye the model was trained on, read as it is; the other is mirrored into it, as MediaPipe does. Its
 * landmarks then come back mirrored, and are mapped back through the same mirrored crop.
 */
const MIRRORED_EYE: 'right' | 'left' = 'left'

/** One eye as the iris pass sees it, in source pixels. */
export interface EyeDetail {
  /** The iris centre: the pupil, where the eye looks from. */
  iris: Point
  /** The iris radius (mean distance of its four rim points from the centre). */
  irisRadius: number
  /** The middles of the upper and lower lid, from the eye's 71 contour points. */
  upperLid: Point
  lowerLid: Point
  /**
   * Where the iris sits between the eye's corners, from -0.5 (at the corner on the image's left) to 0.5 (at
   * the one on its right); about 0 when the eye looks straight ahead of the face.
   */
  gaze: number
}

/** The square around an eye that the model reads: `tuning.iris.cropScale` x the corner distance, levelled. */
export function eyeRegion(corners: EyeCorners, roll: number, tuning: FaceTuning): LevelRegion {
  const { outer, inner } = corners
  return {
    centre: { x: (outer.x + inner.x) / 2, y: (outer.y + inner.y) / 2 },
    size: Math.hypot(outer.x - inner.x, outer.y - inner.y) * tuning.iris.cropScale,
    roll,
  }
}

/**
 * Runs the iris model on each eye (levelled by the face's roll, cropped around its corners). Null when the
 * model gives nothing usable, so the caller keeps the mesh's eyes. `once` reads each eye only as the model
 * was trained to see it, without the mirrored read that halves its left/right bias: half the cost, for the
 * live camera's frames (docs/camera.md), never for a photo's verdict.
 */
export async function irisRefine(
  image: RasterImage,
  corners: { right: EyeCorners; left: EyeCorners },
  roll: number,
  model: IrisModel,
  tuning: FaceTuning,
  signal?: AbortSignalLike,
  { once = false }: { once?: boolean } = {},
): Promise<{ right: EyeDetail; left: EyeDetail } | null> {
  // Each eye as the model was trained to see it, and mirrored into the other eye's place; the two readings
  // are averaged, as the mesh's are, so a mirrored photo gets the mirrored answer.
  const read = async (which: 'right' | 'left', flip: boolean) => {
    throwIfAborted(signal)
    const region = eyeRegion(corners[which], roll, tuning)
    const points = await model.run(rgbPlanes(levelledCrop(image, region, IRIS_INPUT_SIDE, flip, 'edge')))
    if (points.length < 3 * IRIS_POINT_COUNT) return null
    const m = regionTransform(region, IRIS_INPUT_SIDE, flip)
    const at = (i: number): Point => {
      const u = points[3 * i] as number
      const v = points[3 * i + 1] as number
      return { x: m.a * u + m.b * v + m.c, y: m.d * u + m.e * v + m.f }
    }
    const iris = at(IRIS_CENTRE)
    const rim = [1, 2, 3, 4].map((k) => at(IRIS_CENTRE + k))
    const irisRadius = rim.reduce((sum, p) => sum + Math.hypot(p.x - iris.x, p.y - iris.y), 0) / rim.length
    const upperLid = at(EYELID_MIDDLE.upper)
    const lowerLid = at(EYELID_MIDDLE.lower)
    const [c0, c1] = EYE_CORNERS.map(at) as [Point, Point]
    const finite = [iris, upperLid, lowerLid, c0, c1].every(
      (p) => Number.isFinite(p.x) && Number.isFinite(p.y),
    )
    if (!finite || !(irisRadius > 0)) return null
    return { iris, irisRadius, upperLid, lowerLid, gaze: alongEye(iris, c0, c1) }
  }
  const eye = async (which: 'right' | 'left'): Promise<EyeDetail | null> => {
    const a = await read(which, which === MIRRORED_EYE)
    if (once) return a
    const b = await read(which, which !== MIRRORED_EYE)
    if (!a || !b) return null
    const mid = (p: Point, q: Point) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 })
    return {
      iris: mid(a.iris, b.iris),
      irisRadius: (a.irisRadius + b.irisRadius) / 2,
      upperLid: mid(a.upperLid, b.upperLid),
      lowerLid: mid(a.lowerLid, b.lowerLid),
      gaze: (a.gaze + b.gaze) / 2,
    }
  }
  const right = await eye('right')
  const left = await eye('left')
  return right && left ? { right, left } : null
}

/** The iris's place along the corner-to-corner line, -0.5 at the corner on the image's left to 0.5. */
function alongEye(iris: Point, a: Point, b: Point): number {
  const [from, to] = a.x <= b.x ? [a, b] : [b, a]
  const [dx, dy] = [to.x - from.x, to.y - from.y]
  const length2 = dx * dx + dy * dy
  return length2 > 0 ? ((iris.x - from.x) * dx + (iris.y - from.y) * dy) / length2 - 0.5 : 0
}

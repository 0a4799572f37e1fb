// Which faces the export shows besides the chosen one, and whether the chosen one is still in it
// (docs/photo-checks.md, "Faces in the frame"). A face counts as soon as any part of it, or of the head
// around it, falls inside the frame: an officer sees a neighbour's ear and hair, not where its centre is.
import type { FrameRegion } from '@vps/specs'
import { detectFaces } from '../face/detect-pass.ts'
import type { FaceBox, FaceModel, Point } from '../face/types.ts'
import type { AlphaMatte } from '../matting/alpha-matte.ts'
import type { AbortSignalLike, RasterImage, Size } from '../types.ts'
import { FRAME_FACES_TUNING } from './options.ts'
import type { HeadInFrame, Placement } from './placement.ts'
import { toFrame } from './placement.ts'

export type { FrameRegion }

/** A face box grown to its head: hair above, ears either side, the chin below (FRAME_FACES_TUNING.head). */
export function headAround(box: Pick<FaceBox, 'x' | 'y' | 'width' | 'height'>): Point[] {
  const { above, sides, below } = FRAME_FACES_TUNING.head
  const x0 = box.x - sides * box.width
  const x1 = box.x + box.width * (1 + sides)
  const y0 = box.y - above * box.height
  const y1 = box.y + box.height * (1 + below)
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ]
}

/** A convex polygon clipped to the frame (Sutherland-Hodgman): what of it the frame shows. */
export function clipToFrame(polygon: Point[], frame: Size): Point[] {
  const edges: Array<[(p: Point) => number, number]> = [
    [(p) => p.x, 0],
    [(p) => -p.x, -frame.width],
    [(p) => p.y, 0],
    [(p) => -p.y, -frame.height],
  ]
  let out = polygon
  for (const [value, limit] of edges) {
    const input = out
    out = []
    for (let i = 0; i < input.length; i++) {
      const a = input[i] as Point
      const b = input[(i + 1) % input.length] as Point
      const [va, vb] = [value(a) - limit, value(b) - limit]
      if (va >= 0) out.push(a)
      if (va >= 0 !== vb >= 0) {
        const t = va / (va - vb)
        out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })
      }
    }
  }
  return out
}

/** A polygon's area and centroid (shoelace). */
export function areaOf(polygon: Point[]): { area: number; centroid: Point } {
  let twice = 0
  let cx = 0
  let cy = 0
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Point
    const b = polygon[(i + 1) % polygon.length] as Point
    const cross = a.x * b.y - b.x * a.y
    twice += cross
    cx += (a.x + b.x) * cross
    cy += (a.y + b.y) * cross
  }
  if (twice === 0) return { area: 0, centroid: polygon[0] ?? { x: 0, y: 0 } }
  return { area: Math.abs(twice) / 2, centroid: { x: cx / (3 * twice), y: cy / (3 * twice) } }
}

/** The third of the frame a point falls in, across and down. */
export function regionOf(p: Point, frame: Size): FrameRegion {
  const col = p.x < frame.width / 3 ? 0 : p.x > (2 * frame.width) / 3 ? 2 : 1
  const row = p.y < frame.height / 3 ? 0 : p.y > (2 * frame.height) / 3 ? 2 : 1
  const names: FrameRegion[][] = [
    ['top-left', 'top', 'top-right'],
    ['left', 'middle', 'right'],
    ['bottom-left', 'bottom', 'bottom-right'],
  ]
  return (names[row] as FrameRegion[])[col] as FrameRegion
}

/** What of a head (its corners in frame pixels) the frame shows, and where; null when too little to see. */
function shownPart(corners: Point[], frame: Size): FrameRegion | null {
  const { area, centroid } = areaOf(clipToFrame(corners, frame))
  return area >= FRAME_FACES_TUNING.minShownShare * frame.width * frame.height
    ? regionOf(centroid, frame)
    : null
}

/**
 * The other heads the frame shows: from the faces detection found in the photo (`others`, source pixels),
 * and from a pass over the export itself (`inExport`, frame pixels), which also finds a face the photo's
 * edge or another head cut too much for the first pass. A face found in the export where the chosen head
 * is, is the chosen one.
 */
export function otherHeadsInFrame(
  image: Size,
  placement: Placement,
  frame: Size,
  others: readonly FaceBox[],
  inExport: readonly FaceBox[] | null,
  chosen: HeadInFrame | null,
): FrameRegion[] {
  const regions: FrameRegion[] = []
  for (const box of others) {
    const corners = headAround(box).map((p) => toFrame(image, placement, frame, p))
    const where = shownPart(corners, frame)
    if (where) regions.push(where)
  }
  for (const box of inExport ?? []) {
    if (chosen && isChosen(box, chosen)) continue
    const where = shownPart(headAround(box), frame)
    // The photo's faces were already counted; a face seen again where one of them shows is the same face.
    if (where && !regions.includes(where)) regions.push(where)
  }
  return regions
}

/** A face box found in the export whose centre lies on the chosen head, crown to chin. */
function isChosen(box: FaceBox, head: HeadInFrame): boolean {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const along = { x: head.chin.x - head.crown.x, y: head.chin.y - head.crown.y }
  const length = Math.hypot(along.x, along.y) || 1
  const t = ((centre.x - head.crown.x) * along.x + (centre.y - head.crown.y) * along.y) / length ** 2
  const across = Math.abs((centre.x - head.crown.x) * along.y - (centre.y - head.crown.y) * along.x) / length
  return t >= 0 && t <= 1 && across <= length / 2
}

/** The share of the chosen head (crown to chin, as wide as it is tall) that lies inside the frame. */
export function headShareInFrame(head: HeadInFrame, frame: Size): number {
  const along = { x: head.chin.x - head.crown.x, y: head.chin.y - head.crown.y }
  const half = { x: -along.y / 2, y: along.x / 2 }
  const box = [
    { x: head.crown.x - half.x, y: head.crown.y - half.y },
    { x: head.crown.x + half.x, y: head.crown.y + half.y },
    { x: head.chin.x + half.x, y: head.chin.y + half.y },
    { x: head.chin.x - half.x, y: head.chin.y - half.y },
  ]
  const whole = areaOf(box).area
  return whole > 0 ? areaOf(clipToFrame(box, frame)).area / whole : 0
}

/**
 * The share of the chosen face the export shows, with the wall replaced: the person's alpha over the face
 * (the middle half of the head's height, two thirds of it wide, around the eyes and mouth). Replacement
 * that lost the person leaves a frame of new wall and nobody in it.
 */
export function faceShown(alpha: AlphaMatte, head: HeadInFrame): number {
  const along = { x: head.chin.x - head.crown.x, y: head.chin.y - head.crown.y }
  const length = Math.hypot(along.x, along.y)
  if (length === 0) return 0
  const down = { x: along.x / length, y: along.y / length }
  const right = { x: -down.y, y: down.x }
  let seen = 0
  let total = 0
  const n = 12
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      // From 30 % to 80 % of the way crown to chin, a third of the head's height either side.
      const t = 0.3 + (0.5 * (j + 0.5)) / n
      const s = ((i + 0.5) / n - 0.5) * (2 / 3)
      const x = Math.floor(head.crown.x + down.x * t * length + right.x * s * length)
      const y = Math.floor(head.crown.y + down.y * t * length + right.y * s * length)
      if (x < 0 || y < 0 || x >= alpha.width || y >= alpha.height) continue
      total++
      if ((alpha.data[y * alpha.width + x] as number) >= 0.5) seen++
    }
  return total === 0 ? 0 : seen / total
}

/** The pass over the export with a face model (OutputOptions.findFaces): every face from a lower score. */
export function exportFacePass(model: () => Promise<FaceModel>) {
  const { longSide, minScore } = FRAME_FACES_TUNING.exportPass
  return async (image: RasterImage, signal?: AbortSignalLike): Promise<FaceBox[]> => {
    const faces = await detectFaces(image, await model(), {
      longSide,
      scoreThreshold: minScore,
      ...(signal ? { signal } : {}),
    })
    return faces.map(({ x, y, width, height, score }) => ({ x, y, width, height, score }))
  }
}

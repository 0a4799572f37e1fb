// Faces the photo's own edge cuts through (docs/photo-checks.md, "Faces in the frame"). YuNet needs most of
// a face to find it: a neighbour cheek to cheek whose face the photo's edge halves scores far under the
// first pass's threshold, yet the export can show its ear, hair and an eye. Mirrored across the edge, a face
// cut near its middle becomes a whole, symmetric one again, which YuNet finds at its usual scores. So one
// more pass runs on the photo, small, with a mirrored border on every side; a face it finds that straddles
// the photo's edge is a face the edge cut.
import { throwIfAborted } from '../errors.ts'
import { boxResize } from '../pixels/box-resize.ts'
import type { AbortSignalLike, RasterImage } from '../types.ts'
import { detectFaces } from './detect-pass.ts'
import type { FaceTuning } from './options.ts'
import type { FaceBox, FaceModel } from './types.ts'

type Box = Pick<FaceBox, 'x' | 'y' | 'width' | 'height'>

/** The image with a border of `padX` and `padY` px on each side that mirrors the pixels inside the edge. */
export function mirrorPad(image: RasterImage, padX: number, padY: number): RasterImage {
  const width = image.width + 2 * padX
  const height = image.height + 2 * padY
  const data = new Uint8ClampedArray(width * height * 4)
  const reflect = (v: number, n: number) => {
    const r = v < 0 ? -v - 1 : v >= n ? 2 * n - v - 1 : v
    return Math.min(n - 1, Math.max(0, r))
  }
  for (let y = 0; y < height; y++) {
    const sy = reflect(y - padY, image.height)
    for (let x = 0; x < width; x++) {
      const s = (sy * image.width + reflect(x - padX, image.width)) * 4
      data.set(image.data.subarray(s, s + 4), (y * width + x) * 4)
    }
  }
  return { width, height, data }
}

/** The share of a box inside a `width` x `height` photo. */
function shareInside(box: Box, width: number, height: number): number {
  const w = Math.max(0, Math.min(width, box.x + box.width) - Math.max(0, box.x))
  const h = Math.max(0, Math.min(height, box.y + box.height) - Math.max(0, box.y))
  return (w * h) / Math.max(1, box.width * box.height)
}

/** Whether two boxes are one face: either's centre inside the other. */
function sameFace(a: Box, b: Box): boolean {
  const inside = (p: Box, q: Box) => {
    const cx = p.x + p.width / 2
    const cy = p.y + p.height / 2
    return cx >= q.x && cx <= q.x + q.width && cy >= q.y && cy <= q.y + q.height
  }
  return inside(a, b) || inside(b, a)
}

/**
 * Faces the photo's edge cuts, in source pixels, that none of `known` (the chosen face and the others the
 * first pass found) already is. A face wholly inside the photo is the first pass's to find; so is the
 * mirror image of a face near the edge, which lies wholly outside it.
 */
export async function facesCutByEdge(
  image: RasterImage,
  model: FaceModel,
  known: readonly Box[],
  tuning: FaceTuning,
  signal?: AbortSignalLike,
): Promise<FaceBox[]> {
  const { longSide, border, minInside, maxInside } = tuning.edgeFaces
  const scale = Math.min(1, longSide / Math.max(image.width, image.height))
  const small =
    scale < 1
      ? boxResize(
          image,
          Math.max(1, Math.round(image.width * scale)),
          Math.max(1, Math.round(image.height * scale)),
        )
      : image
  throwIfAborted(signal)
  const padX = Math.round(small.width * border)
  const padY = Math.round(small.height * border)
  const padded = mirrorPad(small, padX, padY)
  const found = await detectFaces(padded, model, {
    longSide: Math.max(padded.width, padded.height),
    signal,
    tuning,
  })
  const sx = image.width / small.width
  const sy = image.height / small.height
  const cut: FaceBox[] = []
  for (const f of found) {
    const box = {
      x: (f.x - padX) * sx,
      y: (f.y - padY) * sy,
      width: f.width * sx,
      height: f.height * sy,
      score: f.score,
    }
    const inside = shareInside(box, image.width, image.height)
    if (inside < minInside || inside > maxInside) continue
    if (known.some((k) => sameFace(k, box)) || cut.some((k) => sameFace(k, box))) continue
    cut.push(box)
  }
  return cut
}

// The face as the quality checks read it (docs/photo-checks.md): a levelled square around the head at a fixed
// size, so every measure sees a face of the same scale whatever the photo's resolution, with the regions the
// measures use (the skin ellipse, the two cheeks) in its pixels.
import type { HeadGeometry } from '../../face/head.ts'
import { levelledCrop } from '../../face/level-crop.ts'
import type { FaceLandmarks, Point } from '../../face/types.ts'
import type { RasterImage } from '../../types.ts'

/** The crop's side: the head (crown to chin) spans `HEAD_SHARE` of it, about an export's head in pixels. */
export const FACE_CROP_SIDE = 256
const HEAD_SHARE = 0.8

/** A region of the crop: which of its pixels belong (row-major, side x side). */
export type Region = Uint8Array

export interface FaceCrop {
  image: RasterImage
  /** Crop pixels per source pixel. */
  scale: number
  /** The face's skin, brows to chin, as an ellipse between the eyes' outer thirds. */
  face: Region
  /** The face's two halves (the skin ellipse without a strip down the nose): the lighting compares them. */
  halves: { right: Region; left: Region }
  /** A band across both eyes, corner to corner and a little more: lashes and irises, where a sharp photo
   * always has fine edges. */
  eyeBand: Region
  /** The eyes in crop pixels (the subject's right on the crop's left). */
  eyes: { right: Point; left: Point }
}

/** The face crop of a detected head, levelled by its roll; `landmarks` gives the eyes. */
export function faceCrop(image: RasterImage, head: HeadGeometry, landmarks: FaceLandmarks): FaceCrop {
  const side = FACE_CROP_SIDE
  const size = head.height / HEAD_SHARE
  const region = { centre: head.centre, size, roll: head.roll }
  const crop = levelledCrop(image, region, side, false, 'edge')
  const scale = side / size
  // Source -> crop: undo the roll about the head's centre, then scale.
  const t = (-head.roll * Math.PI) / 180
  const [cos, sin] = [Math.cos(t), Math.sin(t)]
  const toCrop = (p: Point): Point => {
    const dx = p.x - head.centre.x
    const dy = p.y - head.centre.y
    return { x: side / 2 + scale * (cos * dx - sin * dy), y: side / 2 + scale * (sin * dx + cos * dy) }
  }
  const right = toCrop(landmarks.rightEye)
  const left = toCrop(landmarks.leftEye)
  const chin = toCrop(head.chin)
  const eyeDistance = Math.hypot(left.x - right.x, left.y - right.y)
  const eyeY = (right.y + left.y) / 2
  const midX = (right.x + left.x) / 2

  // Brows (a third of the eye distance over the eyes) to the chin; as wide as the eyes' outer corners.
  const top = eyeY - eyeDistance / 3
  const face = ellipse(side, midX, (top + chin.y) / 2, eyeDistance * 0.85, (chin.y - top) / 2)
  // The nose's strip, 0.15 eye distances either side of the midline, belongs to neither half.
  const strip = eyeDistance * 0.15
  const half = (from: number, to: number) => and(face, rect(side, from, 0, to, side))
  return {
    image: crop,
    scale,
    face,
    halves: { right: half(0, midX - strip), left: half(midX + strip, side) },
    eyeBand: rect(
      side,
      right.x - 0.45 * eyeDistance,
      eyeY - 0.3 * eyeDistance,
      left.x + 0.45 * eyeDistance,
      eyeY + 0.3 * eyeDistance,
    ),
    eyes: { right, left },
  }
}

function ellipse(side: number, cx: number, cy: number, rx: number, ry: number): Region {
  const out = new Uint8Array(side * side)
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++)
      if (((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1) out[y * side + x] = 1
  return out
}

function and(a: Region, b: Region): Region {
  return a.map((v, i) => v & (b[i] as number))
}

function rect(side: number, x0: number, y0: number, x1: number, y1: number): Region {
  const out = new Uint8Array(side * side)
  for (let y = Math.max(0, Math.ceil(y0)); y < Math.min(side, Math.floor(y1)); y++)
    for (let x = Math.max(0, Math.ceil(x0)); x < Math.min(side, Math.floor(x1)); x++) out[y * side + x] = 1
  return out
}

// Where the traveller's head should be in the camera's picture (docs/camera.md, "The oval"): the document's
// frame drawn inside the picture, and in it an oval the size of the document's head band, where placement
// would put the head. A head held in the oval is a photo the pipeline crops without padding or enlarging.
import { CAMERA, EDITOR } from '@vps/specs'
import type { Point } from '../face/types.ts'
import type { PhotoFrame } from '../photo/frame.ts'
import type { Size } from '../types.ts'

export interface CameraGuide {
  /** The document's frame in the camera picture, px: its aspect, as large as `CAMERA.guideShare` allows. */
  frame: { x: number; y: number; width: number; height: number }
  /** The oval around the head, px: its centre is where placement puts the head's centre. */
  oval: { centre: Point; rx: number; ry: number }
  /** The head's height band (crown to chin), camera px: the document's band of the frame's height. */
  head: { min: number; max: number }
}

/**
 * The guide for a camera picture of `camera` px and a document's frame. The oval is as tall as the middle of
 * the head band and `CAMERA.ovalAspect` as wide; its centre lies where placement puts the head's centre
 * (EDITOR.faceVerticalCentre of the frame's height, centred across).
 */
export function cameraGuide(
  camera: Size,
  doc: Pick<PhotoFrame, 'width' | 'height' | 'coverage'>,
): CameraGuide {
  const aspect = doc.width / doc.height
  const share = CAMERA.guideShare
  const height = Math.min(camera.height * share, (camera.width * share) / aspect)
  const width = height * aspect
  const frame = { x: (camera.width - width) / 2, y: (camera.height - height) / 2, width, height }
  const { min, max } = doc.coverage
  const ry = (((min + max) / 2 / 100) * height) / 2
  return {
    frame,
    oval: {
      centre: { x: camera.width / 2, y: frame.y + height * EDITOR.faceVerticalCentre },
      rx: ry * CAMERA.ovalAspect,
      ry,
    },
    head: { min: (min / 100) * height, max: (max / 100) * height },
  }
}

// The bitmaps the coaching reads from each camera frame (docs/camera.md, "Fast enough for a phone"): the whole
// frame at a small size, and a square around the head at the mesh's working size.
import { CAMERA } from '@vps/specs'

export interface Size {
  width: number
  height: number
}

/** The whole frame's size for the coaching: CAMERA.analysisLongSide on its long side, never enlarged. */
export function analysisSize(camera: Size): Size {
  const k = Math.min(1, CAMERA.analysisLongSide / Math.max(camera.width, camera.height))
  return {
    width: Math.max(1, Math.round(camera.width * k)),
    height: Math.max(1, Math.round(camera.height * k)),
  }
}

/**
 * The square around a head (camera px) the mesh lane reads: CAMERA.crop.heads head heights, moved inside the
 * frame where it would cross an edge (some browsers refuse a source rectangle outside the video), and no
 * larger than the frame's short side.
 */
export function cropRect(
  head: { centre: { x: number; y: number }; height: number },
  camera: Size,
): { x: number; y: number; size: number } {
  const size = Math.round(Math.min(head.height * CAMERA.crop.heads, camera.width, camera.height))
  const inside = (at: number, limit: number) => Math.round(Math.min(Math.max(0, at), limit - size))
  return {
    x: inside(head.centre.x - size / 2, camera.width),
    y: inside(head.centre.y - size / 2, camera.height),
    size,
  }
}

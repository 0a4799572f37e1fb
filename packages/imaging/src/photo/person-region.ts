// Where the person is in the export frame, estimated from the head alone: a background sample point there
// shows hair, skin or clothes, not background, and must not count (docs/photo-pipeline.md, "Compliance
// checks"). Generous on purpose: a point wrongly left out costs one sample; a shirt counted as a wall fails
// a good photo.
import type { Point } from '../face/types.ts'
import type { HeadInFrame } from './placement.ts'

/**
 * The head as an upright ellipse around crown and chin, a little taller for stray hair and 0.8 head heights
 * wide (faces are about 0.7 of the crown-to-chin height wide, hair adds some): wider would swallow the side
 * points of a tall frame, such as the Vietnam page's 2:3 with a 75 % head.
 */
const HEAD_HALF_HEIGHT = 0.55
const HEAD_HALF_WIDTH = 0.4
/** Below the chin: the neck's half-width, how fast the shoulders widen per pixel down, and their widest. */
const NECK_HALF_WIDTH = 0.35
const SHOULDER_SLOPE = 1.5
const SHOULDER_HALF_WIDTH = 1.3

/** Whether the frame point falls on the person; lengths are in head heights (crown to chin). */
export function onPerson(head: HeadInFrame, p: Point): boolean {
  const h = Math.hypot(head.chin.x - head.crown.x, head.chin.y - head.crown.y)
  if (!(h > 0)) return false
  const dx = (p.x - head.centre.x) / (HEAD_HALF_WIDTH * h)
  const dy = (p.y - head.centre.y) / (HEAD_HALF_HEIGHT * h)
  if (dx * dx + dy * dy <= 1) return true
  const below = p.y - head.chin.y
  if (below <= 0) return false
  const halfWidth = Math.min(SHOULDER_HALF_WIDTH * h, NECK_HALF_WIDTH * h + SHOULDER_SLOPE * below)
  return Math.abs(p.x - head.centre.x) <= halfWidth
}

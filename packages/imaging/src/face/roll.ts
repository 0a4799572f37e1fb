import type { FaceLandmarks, Point } from './types.ts'

/**
 * The head's roll in degrees: the angle of the line from the subject's right eye (image left) to the left
 * eye, in image coordinates (y down). Positive = the face leans clockwise on screen (image-right eye lower).
 * Rotating the photo by −roll levels the eyes.
 */
export function rollDegrees(landmarks: Pick<FaceLandmarks, 'rightEye' | 'leftEye'>): number {
  const { rightEye: r, leftEye: l } = landmarks
  return (Math.atan2(l.y - r.y, l.x - r.x) * 180) / Math.PI
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
}

import { EDITOR } from '@vps/specs'
import type { Size } from '../types.ts'
import type { FaceTuning } from './options.ts'
import type { FaceDetection } from './types.ts'

/**
 * The heuristic face box the spec falls back to when detection is unavailable or finds nothing: centred
 * horizontally, a little above the middle, sized for a head-and-shoulders portrait. `detected: false` tells
 * the page (and placement) not to trust it; it carries no landmarks.
 */
export function fallbackFace(image: Size, tuning: Pick<FaceTuning, 'fallback'>): FaceDetection {
  const { centreY, widthOfShortSide, aspect } = tuning.fallback
  const width = Math.min(image.width, image.height) * widthOfShortSide
  const height = Math.min(image.height, width * aspect)
  return {
    detected: false,
    x: (image.width - width) / 2,
    y: Math.max(0, Math.min(image.height - height, image.height * centreY - height / 2)),
    width,
    height,
    confidence: EDITOR.fallbackFaceConfidence,
  }
}

import type { Point } from '../face/types.ts'

/**
 * What one camera frame showed (camera/live-measure.ts), in the camera picture's px. The face's own measures
 * (pose, eyes, mouth, glasses, light) are the verdict's (photo/quality): null on a frame the face mesh did
 * not run on, or where its pass failed.
 */
export interface LiveReading {
  /** Faces YuNet found (the largest is the traveller's). */
  faces: number
  /**
   * The traveller's head, crown to chin (face/head.ts from the five points), and the roll of YuNet's eye
   * points, degrees: on a frame this small they barely follow a tilt (14° reads as 3°), so `roll` is the one
   * to judge by.
   */
  head: { centre: Point; height: number; roll: number } | null
  /** The head's roll, degrees, from the face mesh's eye line. */
  roll: number | null
  /** Head turned sideways and chin up or down, degrees (face/mesh.ts meshPose). */
  yaw: number | null
  pitch: number | null
  /** The smaller eye's lid gap over its iris diameter (the verdict's eyesOpen). */
  eyesOpen: number | null
  /** The lips' gap over the mouth's width (the verdict's mouthOpen). */
  mouthOpen: number | null
  /** A glasses frame's bridge: horizontal edges between the eyes over the face's contrast. */
  glasses: number | null
  /** The face's mean luminance, 0..1, and its darker half over its brighter half. */
  luminance: number | null
  lightingBalance: number | null
  /** The wall beside and above the head: luminance spread, 0..1 (null where it was not read). */
  wallSpread: number | null
  /** Fine detail around the eyes (the verdict's sharpness): the best frame is the sharpest. */
  sharpness: number | null
  /** Whether this frame ran the face mesh (its measures are this frame's own). */
  meshed: boolean
  /** Time spent, ms: detection, the mesh lane (0 when it did not run), and in all (in the worker). */
  ms: { detect: number; mesh: number; total: number }
}

/** The face mesh's measures: carried from the last frame that ran it to the frames between. */
export const MESH_MEASURES = [
  'roll',
  'yaw',
  'pitch',
  'eyesOpen',
  'mouthOpen',
  'glasses',
  'luminance',
  'lightingBalance',
] as const satisfies readonly (keyof LiveReading)[]

/**
 * A frame's reading with the mesh's measures of `last` (the last frame that ran the mesh) where this one did
 * not run it; none once the face is gone, so a new face is never judged on the last one's eyes.
 */
export function carryMesh(reading: LiveReading, last: LiveReading | null): LiveReading {
  if (reading.meshed || !last || !reading.head) return reading
  const carried = { ...reading }
  for (const key of MESH_MEASURES) carried[key] = last[key]
  return carried
}

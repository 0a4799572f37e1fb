// The live camera's words (docs/camera.md): one instruction at a time, in plain words, and each condition's
// name in the list beside the preview. The browser tests match on these exact strings.
import type { CameraCondition } from '../camera.ts'

/** What to do about the first unmet condition; some have two sides (too far or too close). */
export const CAMERA_INSTRUCTIONS = {
  noFace: 'Put your face in the oval',
  alone: 'Make sure only you are in the picture',
  closer: 'Move closer',
  back: 'Move back a little',
  centre: 'Centre your face in the oval',
  level: 'Level your head',
  facing: 'Face the camera straight on',
  chinUp: 'Lift your chin a little',
  chinDown: 'Lower your chin a little',
  eyes: 'Open your eyes',
  mouth: 'Close your mouth',
  glasses: 'Remove your glasses',
  darker: 'Find more light',
  light: 'Find more even light on your face',
  wall: 'Stand in front of a plain wall',
  hold: 'Hold still',
} as const

export type CameraInstruction = keyof typeof CAMERA_INSTRUCTIONS

/** Each condition in the list, as it reads once it is met. */
export const CAMERA_CONDITION_LABELS: Record<CameraCondition, string> = {
  face: 'Face found',
  alone: 'Only you in the picture',
  distance: 'Right distance',
  centre: 'Face centred',
  level: 'Head level',
  facing: 'Facing the camera',
  chin: 'Chin level',
  eyes: 'Eyes open',
  mouth: 'Mouth closed',
  glasses: 'No glasses',
  light: 'Even light',
  wall: 'Plain wall behind you',
}

/** Why the camera cannot be used, with what to do; the upload stays on the page under each. */
export const CAMERA_PROBLEMS = {
  denied:
    "The camera is blocked for this site. Allow it in your browser's site settings and try again, or upload a photo instead.",
  noCamera: 'No camera was found on this device. Upload a photo instead.',
  inUse:
    'Your camera is in use by another app or tab. Close it there and try again, or upload a photo instead.',
  unsupported: 'This browser cannot open the camera on this page. Upload a photo instead.',
  background: 'The camera was turned off while the page was in the background.',
  failed: 'The camera could not be started. Try again, or upload a photo instead.',
  engine: 'The face checks could not be loaded. Try again, or upload a photo instead.',
} as const

export type CameraProblem = keyof typeof CAMERA_PROBLEMS

export const CAMERA_COPY = {
  open: 'Take a photo',
  close: 'Close camera',
  shutter: 'Take photo now',
  switchCamera: 'Switch camera',
  retry: 'Try again',
  restart: 'Turn the camera back on',
  retake: 'Retake photo',
  loading: 'Loading the face checks...',
  starting: 'Starting the camera...',
  taking: 'Taking the photo...',
  privacy: 'The camera picture is checked on your device. No frame leaves it.',
  preview: 'Camera preview',
  conditions: 'Photo checks',
} as const

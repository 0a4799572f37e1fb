// Why the camera could not start, from what getUserMedia threw (docs/camera.md, "When the camera cannot be
// used"). The names are the Media Capture spec's DOMException names; browsers differ in which they throw for
// the same cause (Firefox's 'NotFoundError' for a camera refused by the system, Safari's 'InvalidStateError'
// before a user gesture), so each maps to the message whose advice helps.
import type { CameraProblem } from '@vps/specs'

const BY_NAME: Record<string, CameraProblem> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotFoundError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  OverconstrainedError: 'noCamera',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  AbortError: 'inUse',
}

/** The problem to show for an error from getUserMedia (or from starting the preview). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || isNamed(error) ? error.name : ''
  return BY_NAME[name] ?? 'failed'
}

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'

/** Whether this browser can open a camera on this page at all (a secure context with mediaDevices). */
export function cameraSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    (typeof isSecureContext === 'undefined' || isSecureContext)
  )
}

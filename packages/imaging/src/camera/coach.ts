// The coaching over time (docs/camera.md, "Coaching"): which instruction is shown, and when the photo is taken
// on its own. Pure: the page feeds it each frame's conditions and the time, and keeps the state it returns.
import { CAMERA, type CameraInstruction } from '@vps/specs'
import { type ConditionState, firstInstruction } from './conditions.ts'

export interface CoachState {
  /** The instruction on screen (null before the first frame). */
  shown: CameraInstruction | null
  /** The instruction the frames ask for now, and since when: it replaces `shown` once it has settled. */
  pending: { instruction: CameraInstruction; since: number } | null
  /** Since when every condition has held; null while one does not. */
  heldSince: number | null
}

export interface CoachStep {
  state: CoachState
  instruction: CameraInstruction
  /** Every condition met on this frame. */
  allMet: boolean
  /** How long every condition has held, ms (0 while one does not). */
  heldMs: number
  /** The countdown's number while every condition holds (CAMERA.countdownSteps down to 1), else null. */
  countdown: number | null
  /** Take the photo now: every condition has held for CAMERA.holdMs. */
  capture: boolean
}

export const START_COACH: CoachState = { shown: null, pending: null, heldSince: null }

export interface CoachTiming {
  settleMs: number
  holdMs: number
  countdownSteps: number
}

const TIMING: CoachTiming = {
  settleMs: CAMERA.settleMs,
  holdMs: CAMERA.holdMs,
  countdownSteps: CAMERA.countdownSteps,
}

/**
 * One frame's step. The first instruction shows at once; a later one replaces it only after it has been asked
 * for over `settleMs` (a reading on a threshold's edge would make it flicker, and a screen reader speak on
 * every frame). The hold counts from the first frame on which every condition is met, and starts again when
 * one is not.
 */
export function stepCoach(
  state: CoachState,
  conditions: readonly ConditionState[],
  now: number,
  timing: CoachTiming = TIMING,
): CoachStep {
  const wanted = firstInstruction(conditions)
  const allMet = conditions.every((c) => c.met)
  let { shown, pending } = state
  if (shown === null || wanted === shown) {
    shown = wanted
    pending = null
  } else if (pending?.instruction !== wanted) {
    pending = { instruction: wanted, since: now }
  }
  if (pending && now - pending.since >= timing.settleMs) {
    shown = pending.instruction
    pending = null
  }
  const heldSince = allMet ? (state.heldSince ?? now) : null
  const heldMs = heldSince === null ? 0 : now - heldSince
  const step = timing.holdMs / timing.countdownSteps
  const countdown = allMet
    ? Math.min(timing.countdownSteps, Math.max(1, Math.ceil((timing.holdMs - heldMs) / step)))
    : null
  return {
    state: { shown, pending, heldSince },
    instruction: shown,
    allMet,
    heldMs,
    countdown,
    capture: allMet && heldMs >= timing.holdMs,
  }
}

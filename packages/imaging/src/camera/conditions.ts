// The live conditions (docs/camera.md, "Coaching"): each frame's reading against the document's rules and the
// verdict's own thresholds (COMPLIANCE, QUALITY), in CAMERA_CONDITIONS' order, most important first.
import {
  CAMERA,
  CAMERA_CONDITIONS,
  type CameraCondition,
  type CameraInstruction,
  COMPLIANCE,
  type GlassesRule,
  QUALITY,
} from '@vps/specs'
import type { CameraGuide } from './guide.ts'
import type { LiveReading } from './reading.ts'

export interface CoachRules {
  guide: CameraGuide
  /** The document's rule on glasses: only where it forbids them is taking them off a condition. */
  glasses: GlassesRule
  /**
   * Whether the wall is judged: where the document refuses an edited photo, its own wall must be plain; where
   * the page replaces it, the wall does not matter.
   */
  wall: boolean
}

export interface ConditionState {
  key: CameraCondition
  met: boolean
  /** What to say while it is not met; null once it is. 'hold' while its measure is not read yet. */
  instruction: CameraInstruction | null
}

const q = QUALITY.checks

type Judge = (r: LiveReading, rules: CoachRules) => CameraInstruction | null | 'skip'

/** A measure not read yet (the mesh has not run on this face): not met, and nothing to tell but to hold on. */
const unread = (value: number | null, check: (v: number) => CameraInstruction | null) =>
  value === null ? 'hold' : check(value)

const JUDGES: Record<CameraCondition, Judge> = {
  face: (r) => (r.head ? null : 'noFace'),
  alone: (r) => (r.faces <= 1 ? null : 'alone'),
  distance: (r, { guide }) => {
    if (!r.head) return 'noFace'
    const slack = CAMERA.coach.sizeSlack * ((guide.head.min + guide.head.max) / 2)
    if (r.head.height < guide.head.min - slack) return 'closer'
    if (r.head.height > guide.head.max + slack) return 'back'
    return null
  },
  centre: (r, { guide }) => {
    if (!r.head) return 'noFace'
    // As far off the oval's centre as 'Face found' lets a head sit off the frame's middle.
    const dx = Math.abs(r.head.centre.x - guide.oval.centre.x) / guide.frame.width
    const dy = Math.abs(r.head.centre.y - guide.oval.centre.y) / guide.frame.height
    return dx <= COMPLIANCE.maxCentreOffset && dy <= COMPLIANCE.maxCentreOffset ? null : 'centre'
  },
  // The mesh's eye line: YuNet's points on the small frame barely follow a tilt (reading.ts).
  level: (r) => {
    if (!r.head) return 'noFace'
    return unread(r.roll, (v) => (Math.abs(v) <= CAMERA.coach.maxRollDegrees ? null : 'level'))
  },
  facing: (r) => unread(r.yaw, (v) => (Math.abs(v) <= q.yaw.maxDegrees ? null : 'facing')),
  // Pitch is positive with the chin raised (face/mesh.ts). Told only past the verdict's refusal: under it, our
  // reading varies by about 6° on straight faces (QUALITY.checks.pitch), and a straight face would be sent
  // after a chin it cannot find.
  chin: (r) =>
    unread(r.pitch, (v) => (Math.abs(v) <= q.pitch.sureDegrees ? null : v > 0 ? 'chinDown' : 'chinUp')),
  eyes: (r) => unread(r.eyesOpen, (v) => (v >= q.eyesOpen.minOpen ? null : 'eyes')),
  // Closed as the verdict's 'pass' reads it, whatever the document accepts beyond that.
  mouth: (r) => unread(r.mouthOpen, (v) => (v <= q.mouthClosed.maxOpen ? null : 'mouth')),
  glasses: (r, { glasses }) =>
    glasses !== 'forbidden'
      ? 'skip'
      : unread(r.glasses, (v) => (v < q.glasses.maxBridgeEdges ? null : 'glasses')),
  light: (r) => {
    if (r.luminance === null || r.lightingBalance === null) return 'hold'
    if (r.luminance < q.exposure.minLuminance) return 'darker'
    if (r.luminance > q.exposure.maxLuminance || r.lightingBalance < q.lighting.minBalance) return 'light'
    return null
  },
  wall: (r, { wall }) =>
    !wall ? 'skip' : unread(r.wallSpread, (v) => (v <= q.backgroundUniform.maxSpread ? null : 'wall')),
}

/** Every condition that applies to this document, in order, met or not, with what to say if not. */
export function judgeConditions(reading: LiveReading, rules: CoachRules): ConditionState[] {
  const states: ConditionState[] = []
  for (const key of CAMERA_CONDITIONS) {
    const said = JUDGES[key](reading, rules)
    if (said === 'skip') continue
    states.push({ key, met: said === null, instruction: said })
  }
  return states
}

/** The one instruction to give: the first unmet condition's, or 'hold' once every condition is met. */
export function firstInstruction(states: readonly ConditionState[]): CameraInstruction {
  return states.find((s) => !s.met)?.instruction ?? 'hold'
}

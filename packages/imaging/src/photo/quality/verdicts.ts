// Each quality check's rule and words (docs/photo-checks.md), one entry per check: its verdict from the measures
// and QUALITY's thresholds, and what was measured, in words. The compliance rows (checks/quality-checks.ts)
// and bench:checks read this table.
import {
  type ExpressionRule,
  type GlassesRule,
  type HeadCoveringRule,
  QUALITY,
  QUALITY_DETAILS,
  QUALITY_EYES_HIDDEN,
  QUALITY_LEFTOVER,
  QUALITY_WALL_REPLACED,
  type QualityCheck,
} from '@vps/specs'
import type { WallLeftover } from '../compliance-types.ts'
import type { PhotoFrame } from '../frame.ts'
import type { QualityMeasures } from './index.ts'

export type QualityStatus = 'pass' | 'warn' | 'fail'

export interface QualityVerdict {
  check: QualityCheck
  /** 'warn' where the check is advice, never a silent pass. */
  status: QualityStatus
}

export interface VerdictContext {
  /** The page replaced the wall (backdrop.ts): the export shows none of the photo's own, so its checks pass. */
  wallReplaced?: boolean
  /**
   * With the wall replaced, what the search for the old wall found (leftover-wall.ts): any patch fails
   * 'Plain background'. Null where it was not searched.
   */
  leftover?: WallLeftover | null
  /** The document's rule on glasses: glasses seen fail where it forbids them, and warn elsewhere. */
  glasses?: GlassesRule
  /** The document's rule on expression: a sure smile or open mouth fails unless it accepts a natural smile. */
  expression?: ExpressionRule
  /** The document's rule on head coverings, named in the row. */
  headCovering?: HeadCoveringRule
}

interface QualityRule {
  verdict: (m: QualityMeasures, ctx: Required<VerdictContext>) => QualityStatus
  /** The measured value in words; null where the passes could not take it. */
  said: (m: QualityMeasures, ctx: Required<VerdictContext>) => string | null
  /** Why the measure means nothing on this photo, where it does not (the eyes cannot be seen). */
  unmeasured?: (m: QualityMeasures) => string | null
  /** What to do about a failure, where it is not the check's usual fix (QUALITY_FIXES); else null. */
  fix?: (ctx: Required<VerdictContext>) => string | null
}

const t = QUALITY.checks

const ok = (pass: boolean, failing: 'warn' | 'fail' = 'fail'): QualityStatus => (pass ? 'pass' : failing)
// A measure the passes could not take is a warning: never a silent pass.
const within = (value: number | null, pass: (v: number) => boolean, failing: 'warn' | 'fail') =>
  value === null ? 'warn' : ok(pass(value), failing)
const maybe = (value: number | null, say: (v: number) => string) => (value === null ? null : say(value))

// Behind dark lenses the landmark models still place lids and irises; what they read there is not an eye.
const eyesHidden = (m: QualityMeasures) => m.eyesVisible !== null && m.eyesVisible < t.eyesVisible.minContrast
const unlessEyesHidden = (m: QualityMeasures, status: QualityStatus): QualityStatus =>
  eyesHidden(m) ? 'warn' : status
const hiddenEyes = (m: QualityMeasures) => (eyesHidden(m) ? QUALITY_EYES_HIDDEN : null)

/** The rules, in the order the panel lists them (QUALITY.checks' order). */
export const QUALITY_RULES: Record<QualityCheck, QualityRule> = {
  exposure: {
    verdict: (m) =>
      ok(
        m.luminance >= t.exposure.minLuminance &&
          m.luminance <= t.exposure.maxLuminance &&
          m.dark <= t.exposure.maxDark &&
          m.bright <= t.exposure.maxBright,
      ),
    said: (m) => QUALITY_DETAILS.exposure(m.luminance, m.dark, m.bright),
  },
  dynamicRange: {
    verdict: (m) => ok(m.dynamicRange >= t.dynamicRange.minBits),
    said: (m) => QUALITY_DETAILS.dynamicRange(m.dynamicRange),
  },
  lighting: {
    // The halves decide; a cheek much darker than its twin is a look: studio portraits lit from one side
    // read as low as a hard shadow does (docs/photo-checks.md, "Even lighting").
    verdict: (m) =>
      m.lightingBalance < t.lighting.minBalance
        ? 'fail'
        : m.cheekBalance < t.lighting.minCheekBalance
          ? 'warn'
          : 'pass',
    said: (m) => QUALITY_DETAILS.lighting(m.lightingBalance, m.cheekBalance),
  },
  sharpness: {
    verdict: (m) => ok(m.sharpness >= t.sharpness.min),
    said: (m) => QUALITY_DETAILS.sharpness(m.sharpness),
  },
  compression: {
    verdict: (m) => ok(m.blockiness <= t.compression.maxBlockiness),
    said: (m) => QUALITY_DETAILS.compression(m.blockiness),
  },
  eyeDistance: {
    verdict: (m) => ok(m.interEyePx >= t.eyeDistance.minPx, 'warn'),
    said: (m) => QUALITY_DETAILS.eyeDistance(m.interEyePx),
  },
  yaw: {
    verdict: (m) => within(m.yaw, (v) => Math.abs(v) <= t.yaw.maxDegrees, 'fail'),
    said: (m) => maybe(m.yaw, QUALITY_DETAILS.yaw),
  },
  pitch: {
    verdict: (m) =>
      m.pitch === null
        ? 'warn'
        : Math.abs(m.pitch) > t.pitch.sureDegrees
          ? 'fail'
          : Math.abs(m.pitch) > t.pitch.maxDegrees
            ? 'warn'
            : 'pass',
    said: (m) => maybe(m.pitch, QUALITY_DETAILS.pitch),
  },
  eyesVisible: {
    // Three bands: a clear eye passes, a faint one (a light tint, deep shadow) is for the visitor to check.
    verdict: (m) =>
      m.eyesVisible === null
        ? 'warn'
        : m.eyesVisible < t.eyesVisible.minContrast
          ? 'fail'
          : m.eyesVisible < t.eyesVisible.sureContrast
            ? 'warn'
            : 'pass',
    said: (m) => maybe(m.eyesVisible, QUALITY_DETAILS.eyesVisible),
  },
  eyesOpen: {
    verdict: (m) =>
      unlessEyesHidden(
        m,
        within(m.eyesOpen, (v) => v >= t.eyesOpen.minOpen, 'fail'),
      ),
    said: (m) => maybe(m.eyesOpen, QUALITY_DETAILS.eyesOpen),
    unmeasured: hiddenEyes,
  },
  mouthClosed: {
    verdict: (m, { expression }) =>
      m.mouthOpen === null
        ? 'warn'
        : m.mouthOpen <= t.mouthClosed.maxOpen
          ? 'pass'
          : // A natural smile may part the lips and show teeth; only a laugh or an open mouth is sure to fail.
            m.mouthOpen >
              (expression === 'natural-smile' ? t.mouthClosed.smileMaxOpen : t.mouthClosed.sureOpen)
            ? 'fail'
            : 'warn',
    said: (m, { expression }) => maybe(m.mouthOpen, (v) => QUALITY_DETAILS.mouthClosed(v, expression)),
  },
  expression: {
    verdict: (m, { expression }) => {
      const lift = m.cornerLift
      if (lift === null) return 'warn'
      if (lift < t.expression.minCornerLift) return 'warn'
      if (lift <= t.expression.maxCornerLift) return 'pass'
      // Raised corners: a smile, which a natural-smile document accepts; elsewhere sure past sureCornerLift.
      if (expression === 'natural-smile') return 'pass'
      return lift > t.expression.sureCornerLift ? 'fail' : 'warn'
    },
    said: (m, { expression }) => maybe(m.cornerLift, (v) => QUALITY_DETAILS.expression(v, expression)),
  },
  gaze: {
    verdict: (m) =>
      unlessEyesHidden(
        m,
        within(m.gaze, (v) => Math.abs(v) <= t.gaze.maxDegrees, 'warn'),
      ),
    said: (m) => maybe(m.gaze, QUALITY_DETAILS.gaze),
    unmeasured: hiddenEyes,
  },
  glasses: {
    verdict: (m, { glasses }) =>
      ok(m.glasses < t.glasses.maxBridgeEdges, glasses === 'forbidden' ? 'fail' : 'warn'),
    said: (m, { glasses }) => QUALITY_DETAILS.glasses(m.glasses, glasses),
  },
  headCovering: {
    // Whatever the document accepts, the forehead must show: covered for sure fails, a partial one is a look.
    verdict: (m) =>
      m.forehead === null
        ? 'warn'
        : m.forehead < t.headCovering.coveredForeheadSkin
          ? 'fail'
          : m.forehead < t.headCovering.minForeheadSkin
            ? 'warn'
            : 'pass',
    said: (m, { headCovering }) => maybe(m.forehead, (v) => QUALITY_DETAILS.headCovering(v, headCovering)),
  },
  backgroundUniform: {
    // With the wall replaced, the photo's own wall is gone except what the replacement left beside the
    // person: any patch of it fails (docs/background.md, "Leftover wall").
    verdict: (m, { wallReplaced, leftover }) =>
      wallReplaced
        ? ok(!leftover || leftover.regions.length === 0)
        : within(m.backgroundSpread, (v) => v <= t.backgroundUniform.maxSpread, 'fail'),
    said: (m, { wallReplaced, leftover }) =>
      !wallReplaced
        ? maybe(m.backgroundSpread, QUALITY_DETAILS.backgroundUniform)
        : !leftover
          ? QUALITY_WALL_REPLACED
          : leftover.regions.length === 0
            ? QUALITY_LEFTOVER.none(leftover.minAreaPx)
            : QUALITY_LEFTOVER.found(leftover.regions, leftover.minAreaPx),
    fix: ({ wallReplaced, leftover }) =>
      wallReplaced && leftover && leftover.regions.length > 0 ? QUALITY_LEFTOVER.fix : null,
  },
  backgroundShadow: {
    verdict: (m, { wallReplaced }) =>
      wallReplaced ? 'pass' : within(m.backgroundShadow, (v) => v >= t.backgroundShadow.minRatio, 'fail'),
    said: (m, { wallReplaced }) =>
      wallReplaced ? QUALITY_WALL_REPLACED : maybe(m.backgroundShadow, QUALITY_DETAILS.backgroundShadow),
  },
}

/** The quality checks in the panel's order. */
export const QUALITY_CHECKS = Object.keys(QUALITY.checks) as QualityCheck[]

const withDefaults = ({
  wallReplaced = false,
  leftover = null,
  glasses = 'unstated',
  expression = 'unstated',
  headCovering = 'unstated',
}: VerdictContext) => ({ wallReplaced, leftover, glasses, expression, headCovering })

export function qualityVerdicts(m: QualityMeasures, context: VerdictContext = {}): QualityVerdict[] {
  const ctx = withDefaults(context)
  return QUALITY_CHECKS.map((check) => ({ check, status: QUALITY_RULES[check].verdict(m, ctx) }))
}

/** A check's measured value in words, for its row; null where it could not be measured. */
export function qualitySaid(check: QualityCheck, m: QualityMeasures, context: VerdictContext): string | null {
  return QUALITY_RULES[check].said(m, withDefaults(context))
}

/** What to do about a failing check on this photo: its own fix where the rule has one, else null. */
export function qualityFix(check: QualityCheck, context: VerdictContext): string | null {
  return QUALITY_RULES[check].fix?.(withDefaults(context)) ?? null
}

/** Why a check's measure means nothing on this photo (said instead of the value and its fix); else null. */
export function qualityUnmeasured(check: QualityCheck, m: QualityMeasures): string | null {
  return QUALITY_RULES[check].unmeasured?.(m) ?? null
}

/** The document's rules the verdicts read, from its frame. */
export const documentRules = (frame: Pick<PhotoFrame, 'glasses' | 'expression' | 'headCovering'>) => ({
  glasses: frame.glasses,
  expression: frame.expression,
  headCovering: frame.headCovering,
})

// Each quality check's rule and words (docs/photo-checks.md), one entry per check: its verdict from the measures
// and QUALITY's thresholds, and what was measured, in words. The compliance rows (checks/quality-checks.ts)
// and bench:checks read this table.
import {
  type GlassesRule,
  QUALITY,
  QUALITY_DETAILS,
  QUALITY_WALL_REPLACED,
  type QualityCheck,
} from '@vps/specs'
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
  /** The document's rule on glasses: glasses seen fail where it forbids them, and warn elsewhere. */
  glasses?: GlassesRule
}

interface QualityRule {
  verdict: (m: QualityMeasures, ctx: Required<VerdictContext>) => QualityStatus
  /** The measured value in words; null where the passes could not take it. */
  said: (m: QualityMeasures, ctx: Required<VerdictContext>) => string | null
}

const t = QUALITY.checks

const ok = (pass: boolean, failing: 'warn' | 'fail' = 'fail'): QualityStatus => (pass ? 'pass' : failing)
// A measure the passes could not take is a warning: never a silent pass.
const within = (value: number | null, pass: (v: number) => boolean, failing: 'warn' | 'fail') =>
  value === null ? 'warn' : ok(pass(value), failing)
const maybe = (value: number | null, say: (v: number) => string) => (value === null ? null : say(value))

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
    verdict: (m) => ok(m.lightingBalance >= t.lighting.minBalance),
    said: (m) => QUALITY_DETAILS.lighting(m.lightingBalance),
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
    verdict: (m) => within(m.pitch, (v) => Math.abs(v) <= t.pitch.maxDegrees, 'warn'),
    said: (m) => maybe(m.pitch, QUALITY_DETAILS.pitch),
  },
  eyesOpen: {
    verdict: (m) => within(m.eyesOpen, (v) => v >= t.eyesOpen.minOpen, 'fail'),
    said: (m) => maybe(m.eyesOpen, QUALITY_DETAILS.eyesOpen),
  },
  mouthClosed: {
    verdict: (m) => within(m.mouthOpen, (v) => v <= t.mouthClosed.maxOpen, 'warn'),
    said: (m) => maybe(m.mouthOpen, QUALITY_DETAILS.mouthClosed),
  },
  expression: {
    verdict: (m) =>
      within(m.cornerLift, (v) => v >= t.expression.minCornerLift && v <= t.expression.maxCornerLift, 'warn'),
    said: (m) => maybe(m.cornerLift, QUALITY_DETAILS.expression),
  },
  gaze: {
    verdict: (m) => within(m.gaze, (v) => Math.abs(v) <= t.gaze.maxDegrees, 'warn'),
    said: (m) => maybe(m.gaze, QUALITY_DETAILS.gaze),
  },
  glasses: {
    verdict: (m, { glasses }) =>
      ok(m.glasses < t.glasses.maxBridgeEdges, glasses === 'forbidden' ? 'fail' : 'warn'),
    said: (m, { glasses }) => QUALITY_DETAILS.glasses(m.glasses, glasses),
  },
  headCovering: {
    verdict: (m) => within(m.forehead, (v) => v >= t.headCovering.minForeheadSkin, 'warn'),
    said: (m) => maybe(m.forehead, QUALITY_DETAILS.headCovering),
  },
  backgroundUniform: {
    verdict: (m, { wallReplaced }) =>
      wallReplaced ? 'pass' : within(m.backgroundSpread, (v) => v <= t.backgroundUniform.maxSpread, 'fail'),
    said: (m, { wallReplaced }) =>
      wallReplaced ? QUALITY_WALL_REPLACED : maybe(m.backgroundSpread, QUALITY_DETAILS.backgroundUniform),
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

const withDefaults = ({ wallReplaced = false, glasses = 'unstated' }: VerdictContext) => ({
  wallReplaced,
  glasses,
})

export function qualityVerdicts(m: QualityMeasures, context: VerdictContext = {}): QualityVerdict[] {
  const ctx = withDefaults(context)
  return QUALITY_CHECKS.map((check) => ({ check, status: QUALITY_RULES[check].verdict(m, ctx) }))
}

/** A check's measured value in words, for its row; null where it could not be measured. */
export function qualitySaid(check: QualityCheck, m: QualityMeasures, context: VerdictContext): string | null {
  return QUALITY_RULES[check].said(m, withDefaults(context))
}

// Each quality check's verdict from the measures and QUALITY's thresholds (docs/photo-checks.md).
import { type GlassesRule, QUALITY, type QualityCheck } from '@vps/specs'
import type { QualityMeasures } from './index.ts'

export interface QualityVerdict {
  check: QualityCheck
  /** 'warn' where the check is advice, never a silent pass. */
  status: 'pass' | 'warn' | 'fail'
}

const t = QUALITY.checks

export interface VerdictContext {
  /** The page replaced the wall (backdrop.ts): the export shows none of the photo's own, so its checks pass. */
  wallReplaced?: boolean
  /** The document's rule on glasses: glasses seen fail where it forbids them, and warn elsewhere. */
  glasses?: GlassesRule
}

export function qualityVerdicts(
  m: QualityMeasures,
  { wallReplaced = false, glasses = 'unstated' }: VerdictContext = {},
): QualityVerdict[] {
  const ok = (check: QualityCheck, pass: boolean, failing: 'warn' | 'fail' = 'fail'): QualityVerdict => ({
    check,
    status: pass ? 'pass' : failing,
  })
  // A measure the passes could not take is a warning: never a silent pass.
  const within = (
    value: number | null,
    check: QualityCheck,
    pass: (v: number) => boolean,
    failing: 'warn' | 'fail',
  ) => ok(check, value !== null && pass(value), value === null ? 'warn' : failing)
  return [
    ok(
      'exposure',
      m.luminance >= t.exposure.minLuminance &&
        m.luminance <= t.exposure.maxLuminance &&
        m.dark <= t.exposure.maxDark &&
        m.bright <= t.exposure.maxBright,
    ),
    ok('dynamicRange', m.dynamicRange >= t.dynamicRange.minBits),
    ok('lighting', m.lightingBalance >= t.lighting.minBalance),
    ok('sharpness', m.sharpness >= t.sharpness.min),
    ok('compression', m.blockiness <= t.compression.maxBlockiness),
    ok('eyeDistance', m.interEyePx >= t.eyeDistance.minPx, 'warn'),
    within(m.yaw, 'yaw', (v) => Math.abs(v) <= t.yaw.maxDegrees, 'fail'),
    within(m.pitch, 'pitch', (v) => Math.abs(v) <= t.pitch.maxDegrees, 'warn'),
    within(m.eyesOpen, 'eyesOpen', (v) => v >= t.eyesOpen.minOpen, 'fail'),
    within(m.mouthOpen, 'mouthClosed', (v) => v <= t.mouthClosed.maxOpen, 'warn'),
    within(
      m.cornerLift,
      'expression',
      (v) => v >= t.expression.minCornerLift && v <= t.expression.maxCornerLift,
      'warn',
    ),
    within(m.gaze, 'gaze', (v) => Math.abs(v) <= t.gaze.maxDegrees, 'warn'),
    ok('glasses', m.glasses < t.glasses.maxBridgeEdges, glasses === 'forbidden' ? 'fail' : 'warn'),
    within(m.forehead, 'headCovering', (v) => v >= t.headCovering.minForeheadSkin, 'warn'),
    wallReplaced
      ? ok('backgroundUniform', true)
      : within(m.backgroundSpread, 'backgroundUniform', (v) => v <= t.backgroundUniform.maxSpread, 'fail'),
    wallReplaced
      ? ok('backgroundShadow', true)
      : within(m.backgroundShadow, 'backgroundShadow', (v) => v >= t.backgroundShadow.minRatio, 'fail'),
  ]
}

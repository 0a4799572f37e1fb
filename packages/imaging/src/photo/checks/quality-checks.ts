// One row per quality check of the photo's face (docs/photo-checks.md): the value, the threshold and its rule,
// and on a failure what to do. None before a face is measured ('Face found' fails then).
import { QUALITY_FIXES, QUALITY_LABELS, QUALITY_NOT_MEASURED, type QualityCheck } from '@vps/specs'
import {
  documentRules,
  QUALITY_CHECKS,
  qualityFix,
  qualitySaid,
  qualityUnmeasured,
} from '../quality/verdicts.ts'
import type { CheckContext, ComplianceCheck } from './types.ts'

const verdictOf = ({ details }: CheckContext, check: QualityCheck) =>
  details.quality.verdicts.find((v) => v.check === check)?.status

const qualityCheck = (check: QualityCheck): ComplianceCheck => ({
  key: `quality-${check}`,
  // Measured once a face is found (quality/index.ts); none before ('Face found' fails then).
  applies: (ctx) => ctx.details.quality.measures !== null && verdictOf(ctx, check) !== undefined,
  run: (ctx) => verdictOf(ctx, check) !== 'fail',
  row: (_, ctx) => {
    const { measures, wallReplaced, leftover = null } = ctx.details.quality
    const status = verdictOf(ctx, check) ?? 'warn'
    const context = { wallReplaced, leftover, ...documentRules(ctx.frame) }
    const said = measures ? qualitySaid(check, measures, context) : null
    const unmeasured = measures ? qualityUnmeasured(check, measures) : null
    return {
      label: QUALITY_LABELS[check],
      status,
      detail:
        unmeasured ??
        (said === null
          ? QUALITY_NOT_MEASURED
          : status === 'pass'
            ? said
            : `${said}: ${qualityFix(check, context) ?? QUALITY_FIXES[check]}`),
    }
  },
})

export const QUALITY_COMPLIANCE_CHECKS: readonly ComplianceCheck[] = QUALITY_CHECKS.map(qualityCheck)

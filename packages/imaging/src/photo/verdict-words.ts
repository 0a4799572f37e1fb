// The verdict in words (docs/product-rules.md, "Compliance rows"): the panel's one line under its heading, and
// what a screen reader hears when the verdict settles or changes.
import { COMPLIANCE_SUMMARY } from '@vps/specs'
import type { ComplianceRow } from './checks/types.ts'

type Row = ComplianceRow

/** The panel's one-line verdict: a pass with rows to look at says how many; a fail names what fails. */
export function complianceSummary(
  overall: boolean,
  rows: readonly (Pick<Row, 'status'> & Partial<Pick<Row, 'label'>>)[],
): string {
  if (!overall) {
    const failing = rows.flatMap((r) => (r.status === 'fail' && r.label ? [r.label] : []))
    return failing.length
      ? `${COMPLIANCE_SUMMARY.attention} ${COMPLIANCE_SUMMARY.failing(failing)}`
      : COMPLIANCE_SUMMARY.attention
  }
  const toCheck = rows.filter((r) => r.status === 'warn').length
  return toCheck ? COMPLIANCE_SUMMARY.passWithChecks(toCheck) : COMPLIANCE_SUMMARY.pass
}

/**
 * What a screen reader hears when the verdict settles or changes (a polite live region): ready or not, and
 * which checks do not pass, by name, so a change from Pass to Fail is never silent.
 */
export function verdictAnnouncement(
  overall: boolean,
  rows: readonly Pick<Row, 'status' | 'label'>[],
): string {
  if (overall) return `Ready to Download. ${complianceSummary(overall, rows)}`
  const failing = rows.filter((r) => r.status === 'fail').map((r) => r.label)
  return failing.length
    ? `Not ready yet. ${COMPLIANCE_SUMMARY.failing(failing)}`
    : `Not ready yet. ${COMPLIANCE_SUMMARY.attention}`
}

import { type ComplianceRowStatus, complianceSummary } from '@vps/imaging'
import type { ComplianceResult } from '@vps/imaging/photo'
import { CHECK_STATUS } from '@vps/specs'
import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react'

type Props = {
  compliance: ComplianceResult | null
  checking: boolean
}

type Status = ComplianceRowStatus

/**
 * Green when everything passes, blue otherwise; each row says pass or fail in words too
 * (docs/product-rules.md, "Compliance and download panels").
 */
export function CompliancePanel({ compliance, checking }: Props) {
  const overall = compliance?.overall ?? false
  const rows = compliance?.rows ?? []
  const tone = overall ? 'border-green-300 bg-green-50' : 'border-blue-300 bg-blue-50'
  return (
    <section
      aria-labelledby="compliance-heading"
      aria-busy={checking || !compliance}
      className={`rounded-xl border p-4 ${tone}`}
      data-testid="compliance-panel"
      data-overall={compliance ? String(overall) : 'pending'}
    >
      <h3 id="compliance-heading" className="flex items-center gap-2 font-bold text-slate-900">
        Compliance check
        {checking || !compliance ? (
          <LoaderCircle aria-label="Checking" className="h-4 w-4 animate-spin text-blue-700" />
        ) : null}
      </h3>
      {compliance ? (
        <>
          <p className={`mt-1 text-sm font-semibold ${overall ? 'text-green-800' : 'text-blue-900'}`}>
            {complianceSummary(overall, rows)}
          </p>
          <ul className="mt-3 space-y-2">
            {rows.map((row) => (
              <li
                key={row.key}
                data-check={row.key}
                data-pass={String(row.pass)}
                data-status={row.status}
                className={`flex items-start gap-2 rounded-md px-2 py-1.5 text-sm ${ROW_TONE[row.status]}`}
              >
                <StatusIcon status={row.status} />
                <span>
                  <span className="font-semibold">
                    {row.label}: {CHECK_STATUS[row.status]}
                  </span>
                  <span className="block text-xs">{row.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Checking your photo against the requirements…</p>
      )}
    </section>
  )
}

const ROW_TONE: Record<Status, string> = {
  pass: 'bg-green-100 text-green-900',
  fail: 'bg-red-100 text-red-900',
  warn: 'bg-amber-100 text-amber-950',
}

function StatusIcon({ status }: { status: Status }) {
  const Icon = status === 'pass' ? CircleCheck : status === 'fail' ? CircleX : CircleAlert
  return <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
}

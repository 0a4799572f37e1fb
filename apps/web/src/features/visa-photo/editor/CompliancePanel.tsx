import { type ComplianceRowStatus, complianceSummary } from '@vps/imaging'
import type { ComplianceResult } from '@vps/imaging/photo'
import { CHECK_GROUPS, CHECK_STATUS, type CheckGroup, checkGroupOf, RESULT_COPY } from '@vps/specs'
import { ChevronDown, CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import { useState } from 'react'

type Props = {
  compliance: ComplianceResult | null
  checking: boolean
}

type Status = ComplianceRowStatus

/**
 * Green when everything passes, blue otherwise; each row says pass or fail in words too
 * (docs/product-rules.md, "Compliance and download panels"). The rows are grouped (framing, face, light, file:
 * packages/specs copy/result.ts), each group a disclosure, open on a wide screen and closed on a phone, where
 * the things to fix under the verdict already name the failing rows (docs/result-view.md).
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
          <div className="mt-3 space-y-2">
            {(Object.keys(CHECK_GROUPS) as CheckGroup[]).map((group) => {
              const inGroup = rows.filter((row) => checkGroupOf(row.key) === group)
              return inGroup.length > 0 ? <RowGroup key={group} group={group} rows={inGroup} /> : null
            })}
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">Checking your photo against the requirements…</p>
      )}
    </section>
  )
}

/** Open from md up (the desktop's two columns), closed on a phone; the visitor's own toggle then stands. */
const wideScreen = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(min-width: 768px)').matches
    : true

function RowGroup({ group, rows }: { group: CheckGroup; rows: ComplianceResult['rows'] }) {
  const [open, setOpen] = useState(wideScreen)
  const failing = rows.filter((row) => row.status === 'fail').length
  const checking = rows.filter((row) => row.status === 'warn').length
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-lg border border-slate-200 bg-white/70"
      data-group={group}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <span>{CHECK_GROUPS[group]}</span>
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium whitespace-nowrap">
          <span className={failing > 0 ? 'text-red-800' : checking > 0 ? 'text-amber-900' : 'text-green-800'}>
            {RESULT_COPY.groupCount(failing, checking, rows.length)}
          </span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition group-open:rotate-180" />
        </span>
      </summary>
      <ul className="space-y-2 px-2 pb-2">
        {rows.map((row) => (
          <li
            key={row.key}
            data-check={row.key}
            data-pass={String(row.pass)}
            data-status={row.status}
            className={`flex items-start gap-2 rounded-md px-2 py-1.5 text-sm ${ROW_TONE[row.status]}`}
          >
            <StatusIcon status={row.status} />
            <span className="min-w-0 break-words">
              <span className="font-semibold">
                {row.label}: {CHECK_STATUS[row.status]}
              </span>
              <span className="block text-xs">{row.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </details>
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

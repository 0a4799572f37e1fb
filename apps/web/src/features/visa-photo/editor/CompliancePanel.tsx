import type { ComplianceResult, PhotoFrame } from '@vps/imaging/photo'
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'

type Props = {
  frame: PhotoFrame
  compliance: ComplianceResult | null
  checking: boolean
}

type Row = { key: string; label: string; pass: boolean; detail: string }

export function complianceRows(frame: PhotoFrame, c: ComplianceResult): Row[] {
  const { details } = c
  const head = details.headPercent
  const bg = details.background
  const fileSize =
    frame.page === 'vietnam'
      ? details.fileSize?.kb != null
        ? `About ${Math.round(details.fileSize.kb)} KB, at most ${frame.fileSizeKb.max} KB`
        : `Must fit in ${frame.fileSizeKb.max} KB`
      : `Saved between ${frame.fileSizeKb.min ?? 0} and ${frame.fileSizeKb.max} KB`
  return [
    {
      key: 'dimensions',
      label: 'Dimensions',
      pass: c.dimensions,
      detail: `${details.size.width}x${details.size.height} px (required ${details.size.expectedWidth}x${details.size.expectedHeight})`,
    },
    { key: 'resolution', label: 'Resolution', pass: c.resolution, detail: `${frame.dpi} dpi` },
    {
      key: 'background',
      label: 'Background',
      pass: c.background,
      detail: `${bg.passing} of ${bg.samples.length} edge points ${bg.rule === 'whitish' ? 'look white' : 'match the colour'} (${bg.needed} needed)`,
    },
    {
      key: 'face',
      label: 'Face size',
      pass: c.face,
      detail:
        head === null
          ? `No face detected: check the head fills ${details.coverage.min}-${details.coverage.max}% yourself`
          : `Head ${head.toFixed(0)}% of the height (required ${details.coverage.min}-${details.coverage.max}%)`,
    },
    { key: 'fileSize', label: 'File size', pass: c.fileSize, detail: fileSize },
  ]
}

/**
 * Green when everything passes, blue otherwise; each row says pass or fail in words too
 * (docs/product-rules.md, "Compliance and download panels").
 */
export function CompliancePanel({ frame, compliance, checking }: Props) {
  const overall = compliance?.overall ?? false
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
            {overall ? 'All checks pass.' : 'Some checks need attention.'}
          </p>
          <ul className="mt-3 space-y-2">
            {complianceRows(frame, compliance).map((row) => (
              <li
                key={row.key}
                data-check={row.key}
                data-pass={String(row.pass)}
                className={`flex items-start gap-2 rounded-md px-2 py-1.5 text-sm ${
                  row.pass ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
                }`}
              >
                {row.pass ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                ) : (
                  <CircleX aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                )}
                <span>
                  <span className="font-semibold">
                    {row.label}: {row.pass ? 'Pass' : 'Fail'}
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

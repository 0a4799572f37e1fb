import { useNavigate } from '@tanstack/react-router'
import { bytesText, COMPRESSION, type KbUnit, kbUnitText, targetWindowBytes } from '@vps/specs'
import { useId } from 'react'

export const FORM_UNIT_LABEL = 'My form counts 1 KB as 1,000 bytes'

/**
 * The unit, said and chosen (issue #53): the tool's KB is 1,024 bytes, and a form that counts 1,000 gets
 * files capped at N x 1,000 bytes. The choice lives in the address (?unit=1000), so a reload keeps it.
 */
export function UnitChoice({ size, unit }: { size: number; unit: KbUnit }) {
  const navigate = useNavigate()
  const id = useId()
  const form = unit === COMPRESSION.formBytesPerKb
  const { high } = targetWindowBytes(size, unit)
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-slate-700">
        <span className="font-semibold text-slate-900">{kbUnitText(unit)}</span>: files are capped at{' '}
        {bytesText(high)}.
      </p>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={form}
          onChange={(event) =>
            void navigate({
              to: '/compress-to-{$size}kb',
              params: { size: String(size) },
              search: event.target.checked ? { unit: COMPRESSION.formBytesPerKb } : {},
              replace: true,
              resetScroll: false,
            })
          }
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-blue-700 focus-visible:ring-4 focus-visible:ring-blue-600/30"
        />
        <label htmlFor={id} className="text-slate-800">
          {FORM_UNIT_LABEL}
        </label>
      </div>
    </div>
  )
}

import { useNavigate } from '@tanstack/react-router'
import { COMPRESS_TARGET_RANGE, COMPRESSION, isCompressTarget, type KbUnit } from '@vps/specs'
import { ArrowRight } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'

export const SIZE_FIELD_LABEL = 'Any size in KB'
export const SIZE_FIELD_PROBLEM = `Enter a whole number of KB from ${COMPRESS_TARGET_RANGE.min} to ${COMPRESS_TARGET_RANGE.max}.`

/**
 * The size field (issue #53): any whole KB from 5 to 5000 opens that size's page, on the hub and on every
 * tool page. The visitor's unit travels with it.
 */
export function TargetSizeForm({
  initial,
  unit = COMPRESSION.bytesPerKb,
  className = '',
}: {
  initial?: number
  unit?: KbUnit
  className?: string
}) {
  const navigate = useNavigate()
  const id = useId()
  const [value, setValue] = useState(initial === undefined ? '' : String(initial))
  const [problem, setProblem] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const size = Number(value.trim())
    if (!value.trim() || !isCompressTarget(size)) {
      setProblem(true)
      return
    }
    setProblem(false)
    void navigate({
      to: '/compress-to-{$size}kb',
      params: { size: String(size) },
      search: unit === COMPRESSION.formBytesPerKb ? { unit } : {},
    })
  }

  return (
    <form onSubmit={submit} noValidate className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {SIZE_FIELD_LABEL}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={COMPRESS_TARGET_RANGE.min}
          max={COMPRESS_TARGET_RANGE.max}
          step={1}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setProblem(false)
          }}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder="e.g. 35"
          className="w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-blue-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30 aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-1.5 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30"
        >
          Go
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {SIZE_FIELD_PROBLEM}
        </p>
      )}
    </form>
  )
}

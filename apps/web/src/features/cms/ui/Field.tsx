// The labelled field of the staff area's forms: the label, the input (the caller's), a hint and the error, and
// the aria attributes that tie them together.
import type { ReactNode } from 'react'
import type { FieldError } from 'react-hook-form'
import { labelClass } from './styles.ts'

/** Invalid state and the ids of the texts that describe a field: its error, then its hint or a live check. */
export function fieldAria(
  id: string,
  error: FieldError | undefined,
  ...described: Array<string | undefined>
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const describedBy = [error ? `${id}-error` : undefined, ...described].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/** A label, its input, a hint and the field's error, tied together for screen readers (see fieldAria). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  error: FieldError | undefined
  hint?: string | undefined
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}

// The labelled field of the article editor, and the ids and aria attributes that tie each input to its
// label, hint and error.
import { type ReactNode, useId } from 'react'
import type { FieldError } from 'react-hook-form'
import { labelClass } from '../ui/styles.ts'

const FIELD_NAMES = [
  'title',
  'slug',
  'excerpt',
  'content',
  'meta',
  'country',
  'author',
  'tags',
  'keywords',
  'preview',
] as const

/** One id per editor field, unique on the page. */
export function useEditorIds(): Record<(typeof FIELD_NAMES)[number], string> {
  const base = useId()
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, `${base}-${name}`])) as Record<
    (typeof FIELD_NAMES)[number],
    string
  >
}

/** Invalid state and the ids of the texts that describe a field: its error, its hint, the slug's live check. */
export function aria(id: string, error: FieldError | undefined, ...described: string[]) {
  const describedBy = [error ? `${id}-error` : null, ...described].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

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
  hint?: string
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

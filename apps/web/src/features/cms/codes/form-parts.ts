// What every fieldset of the destination form works with: the form's register and control, ids made from a
// field's path, and the error to show beside an input.
import type { Destination } from '@vps/specs'
import {
  type Control,
  type FieldArrayPath,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  get,
  type UseFormRegister,
} from 'react-hook-form'
import type { DestinationFormValues } from './destination-form.ts'

type Values = DestinationFormValues

/** An input's path, or '<list>.root' for a list's own error ('At most 6 sources'). */
export type ErrorPath = FieldPath<Values> | `${FieldArrayPath<Values>}.root`

export type FormParts = {
  register: UseFormRegister<Values>
  control: Control<Values, unknown, Destination>
  /** The id of a field's input, from its path ('documents.0.id'). */
  idOf: (name: string) => string
  errorOf: (name: ErrorPath) => FieldError | undefined
  /** Whether anything under a path is invalid: a document with an error shows it on its summary. */
  invalid: (name: FieldPath<Values>) => boolean
}

/** The first error with a message: a list typed on one line (the colours) shows its first bad item. */
function firstMessage(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string') return error as FieldError
  if (!Array.isArray(error)) return undefined
  for (const item of error) {
    const found = firstMessage(item)
    if (found) return found
  }
  return undefined
}

/** The error to show beside an input, or beside a list for '<list>.root'. */
export function fieldError(errors: FieldErrors<Values>, name: ErrorPath): FieldError | undefined {
  if (name.endsWith('.root')) {
    const list = get(errors, name.slice(0, -'.root'.length)) as { root?: FieldError; message?: unknown }
    return list?.root ?? (typeof list?.message === 'string' ? (list as FieldError) : undefined)
  }
  return firstMessage(get(errors, name))
}

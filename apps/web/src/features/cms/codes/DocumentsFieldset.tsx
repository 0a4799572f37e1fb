import { MAX_EXTRA_DOCUMENTS } from '@vps/specs'
import { Plus } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { type FieldErrors, useFieldArray } from 'react-hook-form'
import { secondaryButton } from '../ui/styles.ts'
import { DocumentFieldset } from './DocumentFieldset.tsx'
import type { DestinationFormValues } from './destination-form.ts'
import type { DocumentFields } from './document-form.ts'
import type { FormParts } from './form-parts.ts'

type Props = {
  parts: FormParts
  /** The values "Add document" starts from (the destination's own numbers as the form holds them). */
  newDocument: () => DocumentFields
}

/**
 * Opens every document with an error, before react-hook-form focuses the first invalid input: an input inside
 * a closed <details> can be neither seen nor focused. Call it from handleSubmit's onInvalid.
 */
export function openDocumentsWithErrors(
  form: HTMLFormElement | null,
  errors: FieldErrors<DestinationFormValues>,
) {
  for (const index of Object.keys(errors.documents ?? {}).filter((key) => /^\d+$/.test(key))) {
    const details = form?.querySelector<HTMLDetailsElement>(`details[data-document-index="${index}"]`)
    if (details) details.open = true
  }
}

/** The destination's documents beside its default one: each in its own disclosure, added, moved and removed here. */
export function DocumentsFieldset({ parts, newDocument }: Props) {
  const { control, idOf, errorOf } = parts
  const { fields, append, remove, move } = useFieldArray({ control, name: 'documents' })
  const addButton = useRef<HTMLButtonElement>(null)
  // Moving or removing a document moves or drops the focused button: focus follows to where the work is.
  const focusNext = useRef<(() => void) | null>(null)
  useEffect(() => {
    const next = focusNext.current
    focusNext.current = null
    // After this commit: a confirm dialog that closed with it hands focus back to its trigger first, and
    // that trigger (the removed document's button) is gone.
    if (next) setTimeout(next, 0)
  }, [fields])

  const full = fields.length >= MAX_EXTRA_DOCUMENTS
  const listError = errorOf('documents.root')
  const hintId = `${idOf('documents')}-hint`
  const errorId = `${idOf('documents')}-error`
  const buttonId = (key: string) => (action: 'up' | 'down') => `${idOf('documents')}-${key}-${action}`

  const moveTo = (from: number, to: number, key: string) => {
    // At either end the button pressed is disabled: the other one takes the focus.
    const action = to === 0 ? 'down' : to === fields.length - 1 ? 'up' : to < from ? 'up' : 'down'
    focusNext.current = () => document.getElementById(buttonId(key)(action))?.focus()
    move(from, to)
  }

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Documents</legend>
      <p id={hintId} className="text-xs text-slate-500">
        The upload forms and prints a traveller can choose beside the destination's own photo ("Visa photo"),
        in the order the photo page lists them. At most {MAX_EXTRA_DOCUMENTS}.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">No documents beside the default one.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id}>
              <DocumentFieldset
                parts={parts}
                index={index}
                count={fields.length}
                buttonId={buttonId(field.id)}
                onMove={(to) => moveTo(index, to, field.id)}
                onRemove={() => {
                  focusNext.current = () => addButton.current?.focus()
                  remove(index)
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {listError && (
        <p id={errorId} className="text-sm text-red-700">
          {listError.message}
        </p>
      )}
      <button
        ref={addButton}
        type="button"
        className={secondaryButton}
        disabled={full}
        aria-describedby={listError ? errorId : undefined}
        onClick={() => append(newDocument(), { focusName: `documents.${fields.length}.id` })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add document
      </button>
    </fieldset>
  )
}

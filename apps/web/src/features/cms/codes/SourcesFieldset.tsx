import { useEffect, useRef } from 'react'
import { useFieldArray } from 'react-hook-form'
import { secondaryButton } from '../ui/styles.ts'
import { NEW_SOURCE } from './document-form.ts'
import { FormField, TextInput } from './FormField.tsx'
import type { FormParts } from './form-parts.ts'

type Props = {
  parts: FormParts
  /** The document whose sources these are ('documents.0'). */
  path: `documents.${number}`
  /** How the buttons name the document: its id, else its place in the list. */
  handle: string
}

/** Where the document's rule is written: each page, the words quoted from it and when it was last read. */
export function SourcesFieldset({ parts, path, handle }: Props) {
  const { fields, append, remove } = useFieldArray({ control: parts.control, name: `${path}.sources` })
  const addButton = useRef<HTMLButtonElement>(null)
  const refocus = useRef(false)
  const listError = parts.errorOf(`${path}.sources.root`)
  const listErrorId = `${parts.idOf(`${path}.sources`)}-error`

  // A removed source takes its button with it: focus goes on to "Add source", not to the page's top.
  useEffect(() => {
    if (refocus.current) addButton.current?.focus()
    refocus.current = false
  }, [fields])

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Sources</legend>
      {fields.length === 0 && <p className="text-sm text-slate-500">No sources yet.</p>}
      {fields.map((field, index) => {
        const source = `${path}.sources.${index}` as const
        return (
          <fieldset key={field.id} className="grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
            <legend className="text-sm font-medium text-slate-700">Source {index + 1}</legend>
            <TextInput
              parts={parts}
              name={`${source}.name`}
              label="Source name"
              hint="The authority's page, e.g. travel.state.gov: Digital image requirements"
            />
            <TextInput
              parts={parts}
              name={`${source}.url`}
              type="url"
              label="Source URL"
              hint="An https:// address"
            />
            <div className="sm:col-span-2">
              <FormField
                id={parts.idOf(`${source}.quote`)}
                error={parts.errorOf(`${source}.quote`)}
                label="Quoted rule"
                hint={`The rule's own words, at most 600 characters; begin with "Summary:" where only second-hand text was found`}
              >
                {(aria) => <textarea {...aria} rows={3} {...parts.register(`${source}.quote`)} />}
              </FormField>
            </div>
            <TextInput
              parts={parts}
              name={`${source}.verifiedOn`}
              type="date"
              label="Verified on"
              hint="The day the page was read; leave empty for not verified"
            />
            <div className="flex items-end">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => {
                  refocus.current = true
                  remove(index)
                }}
              >
                Remove source<span className="sr-only"> {`${index + 1} of document ${handle}`}</span>
              </button>
            </div>
          </fieldset>
        )
      })}
      {listError && (
        <p id={listErrorId} className="text-sm text-red-700">
          {listError.message}
        </p>
      )}
      <button
        ref={addButton}
        type="button"
        className={secondaryButton}
        aria-describedby={listError ? listErrorId : undefined}
        onClick={() => append({ ...NEW_SOURCE }, { focusName: `${path}.sources.${fields.length}.name` })}
      >
        Add source<span className="sr-only"> to document {handle}</span>
      </button>
    </fieldset>
  )
}

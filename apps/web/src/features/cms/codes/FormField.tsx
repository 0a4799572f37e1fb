// The codes manager's labelled inputs: the shared Field, its input given the id, class and aria attributes
// that tie it to its label, hint and error.
import type { ReactNode } from 'react'
import { Controller, type FieldError, type FieldPath, type FieldPathByValue } from 'react-hook-form'
import { Field, fieldAria } from '../ui/Field.tsx'
import { inputClass } from '../ui/styles.ts'
import type { DestinationFormValues } from './destination-form.ts'
import type { FormParts } from './form-parts.ts'

type Aria = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A shared Field whose input gets its id, class and aria attributes from here. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string | undefined
  error: FieldError | undefined
  children: (aria: Aria) => ReactNode
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {children({ id, className: inputClass, ...fieldAria(id, error, hint && `${id}-hint`) })}
    </Field>
  )
}

type Described = { parts: FormParts; label: string; hint?: string | undefined }

export type NumberField = {
  name: FieldPath<DestinationFormValues>
  label: string
  step: string
  hint?: string
}

/** Number inputs; an emptied one holds NaN, which the schema refuses or the mapping reads as not stated. */
export function NumberInputs({ parts, fields }: { parts: FormParts; fields: NumberField[] }) {
  return fields.map((field) => (
    <FormField
      key={field.name}
      id={parts.idOf(field.name)}
      error={parts.errorOf(field.name)}
      label={field.label}
      hint={field.hint}
    >
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="decimal"
          step={field.step}
          {...parts.register(field.name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  ))
}

/** A one-line text input (or a date, a URL). */
export function TextInput({
  parts,
  name,
  label,
  hint,
  type = 'text',
  readOnly,
}: Described & {
  name: FieldPath<DestinationFormValues>
  type?: 'text' | 'url' | 'date'
  readOnly?: boolean
}) {
  return (
    <FormField id={parts.idOf(name)} error={parts.errorOf(name)} label={label} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          autoComplete="off"
          readOnly={readOnly}
          {...parts.register(name)}
        />
      )}
    </FormField>
  )
}

/**
 * A choice among the schema's values. Controlled, like the article editor's country: the value comes from the
 * form's state, never read back from the DOM.
 */
export function SelectInput({
  parts,
  name,
  label,
  hint,
  options,
}: Described & {
  name: FieldPathByValue<DestinationFormValues, string>
  options: ReadonlyArray<readonly [value: string, text: string]>
}) {
  return (
    <FormField id={parts.idOf(name)} error={parts.errorOf(name)} label={label} hint={hint}>
      {(aria) => (
        <Controller
          control={parts.control}
          name={name}
          render={({ field }) => (
            <select {...aria} {...field}>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        />
      )}
    </FormField>
  )
}

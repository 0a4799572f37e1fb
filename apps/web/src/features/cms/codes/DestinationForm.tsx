import { zodResolver } from '@hookform/resolvers/zod'
import type { Destination } from '@vps/specs'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import {
  type Control,
  Controller,
  type FieldError,
  type FieldPath,
  get,
  type UseFormRegister,
  useForm,
} from 'react-hook-form'
import { Field, fieldAria } from '../ui/Field.tsx'
import { cardClass, inputClass, primaryButton, secondaryButton } from '../ui/styles.ts'
import { type DestinationFormValues, destinationFormSchema } from './destination-form.ts'

type Props = {
  /** 'add' lets staff choose the slug; 'edit' keeps it fixed (pages and links are addressed by it). */
  mode: 'add' | 'edit'
  initial: DestinationFormValues
  saving: boolean
  /** Server-side refusals to show next to their field ({ slug: 'A destination with this slug already exists.' }). */
  serverErrors?: Partial<Record<FieldPath<DestinationFormValues>, string>>
  onSubmit: (destination: Destination) => void
  onCancel: () => void
}

type NumberField = { name: FieldPath<DestinationFormValues>; label: string; step: string; hint?: string }

const SIZE_FIELDS: NumberField[] = [
  { name: 'spec.width_px', label: 'Width (px)', step: '1' },
  { name: 'spec.height_px', label: 'Height (px)', step: '1' },
  { name: 'spec.width_mm', label: 'Width (mm)', step: 'any' },
  { name: 'spec.height_mm', label: 'Height (mm)', step: 'any' },
  { name: 'spec.dpi', label: 'Resolution (dpi)', step: '1' },
]
const FILE_FIELDS: NumberField[] = [
  { name: 'spec.min_file_size_kb', label: 'Minimum file size (KB)', step: 'any' },
  { name: 'spec.max_file_size_kb', label: 'Maximum file size (KB)', step: 'any' },
  { name: 'spec.min_quality', label: 'Lowest JPEG quality', step: 'any', hint: 'Between 0 and 1, e.g. 0.8' },
  {
    name: 'spec.compression_tolerance',
    label: 'Compression tolerance',
    step: 'any',
    hint: 'Between 0 and 1',
  },
]
const FACE_FIELDS: NumberField[] = [
  { name: 'spec.face_coverage_min', label: 'Face height, minimum (%)', step: 'any' },
  { name: 'spec.face_coverage_max', label: 'Face height, maximum (%)', step: 'any' },
]

/** Add or edit one destination; the same zod schema as the API validates every field before it is sent. */
export function DestinationForm({ mode, initial, saving, serverErrors, onSubmit, onCancel }: Props) {
  const base = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DestinationFormValues, unknown, Destination>({
    resolver: zodResolver(destinationFormSchema),
    defaultValues: initial,
  })

  // Opening the form moves focus to it, so keyboard and screen-reader users land where the work is.
  useEffect(() => heading.current?.focus(), [])

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors ?? {})) {
      setError(name as FieldPath<DestinationFormValues>, { message }, { shouldFocus: true })
    }
  }, [serverErrors, setError])

  const idOf = (name: string) => `${base}-${name.replaceAll('.', '-')}`
  const errorOf = (name: FieldPath<DestinationFormValues>) => get(errors, name) as FieldError | undefined

  const numberInputs = (fields: NumberField[]) =>
    fields.map((field) => (
      <FormField
        key={field.name}
        id={idOf(field.name)}
        error={errorOf(field.name)}
        label={field.label}
        hint={field.hint}
      >
        {(aria) => (
          <input
            {...aria}
            type="number"
            inputMode="decimal"
            step={field.step}
            {...register(field.name, { valueAsNumber: true })}
          />
        )}
      </FormField>
    ))

  const title = mode === 'add' ? 'Add destination' : `Edit ${initial.name}`
  return (
    <section aria-labelledby={`${base}-heading`} className={cardClass}>
      <h2
        id={`${base}-heading`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        {title}
      </h2>
      <form
        noValidate
        aria-labelledby={`${base}-heading`}
        onSubmit={handleSubmit(onSubmit)}
        className="mt-4 space-y-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Destination</legend>
          <FormField id={idOf('name')} error={errorOf('name')} label="Name">
            {(aria) => <input {...aria} autoComplete="off" {...register('name')} />}
          </FormField>
          <FormField
            id={idOf('slug')}
            error={errorOf('slug')}
            label="Slug"
            hint={
              mode === 'add'
                ? 'Lower-case words joined by hyphens; the page will be /<slug>-visa-photo'
                : 'Fixed: pages and links use it'
            }
          >
            {(aria) => (
              <input {...aria} autoComplete="off" readOnly={mode === 'edit'} {...register('slug')} />
            )}
          </FormField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Photo size</legend>
          {numberInputs(SIZE_FIELDS)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">File</legend>
          {numberInputs(FILE_FIELDS)}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">Background and face</legend>
          <FormField
            id={idOf('spec.background_color')}
            error={errorOf('spec.background_color')}
            label="Background colour"
            hint="A hex value like #ffffff"
          >
            {(aria) => <input {...aria} autoComplete="off" {...register('spec.background_color')} />}
          </FormField>
          <FormField
            id={idOf('spec.background_options')}
            error={errorOf('spec.background_options')}
            label="Accepted colours"
            hint="Optional: hex values separated by commas, the background colour included"
          >
            {(aria) => <input {...aria} autoComplete="off" {...register('spec.background_options')} />}
          </FormField>
          {numberInputs(FACE_FIELDS)}
        </fieldset>
        <EditPolicyFieldset register={register} control={control} idOf={idOf} errorOf={errorOf} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? 'Saving…' : mode === 'add' ? 'Add destination' : 'Save changes'}
          </button>
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  )
}

type FieldProps = {
  register: UseFormRegister<DestinationFormValues>
  control: Control<DestinationFormValues, unknown, Destination>
  idOf: (name: string) => string
  errorOf: (name: FieldPath<DestinationFormValues>) => FieldError | undefined
}

/**
 * What the authority says about replacing the background: the photo page shows the reason and source, and a
 * refusal turns replacement off there by default.
 */
function EditPolicyFieldset({ register, control, idOf, errorOf }: FieldProps) {
  const field = (name: FieldPath<DestinationFormValues>) => ({ id: idOf(name), error: errorOf(name) })
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Background replacement</legend>
      <FormField
        {...field('editPolicy.backgroundReplacement')}
        label="Replacing the background"
        hint="Refused where the authority does not accept edited photos"
      >
        {(aria) => (
          // Controlled, like the article editor's country: the value comes from the form's state, never read
          // back from the DOM.
          <Controller
            control={control}
            name="editPolicy.backgroundReplacement"
            render={({ field: controlled }) => (
              <select {...aria} {...controlled}>
                <option value="allowed">Allowed</option>
                <option value="refused">Refused</option>
              </select>
            )}
          />
        )}
      </FormField>
      <FormField
        {...field('editPolicy.verifiedOn')}
        label="Verified on"
        hint="The day the rule was read at its source; leave empty for not verified"
      >
        {(aria) => <input {...aria} type="date" {...register('editPolicy.verifiedOn')} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          {...field('editPolicy.reason')}
          label="Reason shown on the photo page"
          hint="One or two plain sentences, at most 400 characters"
        >
          {(aria) => <textarea {...aria} rows={3} {...register('editPolicy.reason')} />}
        </FormField>
      </div>
      <FormField
        {...field('editPolicy.source.name')}
        label="Source name"
        hint="The authority's page, e.g. travel.state.gov: Passport photos"
      >
        {(aria) => <input {...aria} autoComplete="off" {...register('editPolicy.source.name')} />}
      </FormField>
      <FormField {...field('editPolicy.source.url')} label="Source URL" hint="An https:// address">
        {(aria) => (
          <input
            {...aria}
            type="url"
            inputMode="url"
            autoComplete="off"
            {...register('editPolicy.source.url')}
          />
        )}
      </FormField>
    </fieldset>
  )
}

type Aria = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A shared Field whose input gets its id, class and aria attributes from here. */
function FormField({
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

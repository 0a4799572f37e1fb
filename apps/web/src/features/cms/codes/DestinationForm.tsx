import { zodResolver } from '@hookform/resolvers/zod'
import type { Destination } from '@vps/specs'
import { useEffect, useId, useRef } from 'react'
import { type FieldPath, get, useForm } from 'react-hook-form'
import { cardClass, primaryButton, secondaryButton } from '../ui/styles.ts'
import { DocumentsFieldset, openDocumentsWithErrors } from './DocumentsFieldset.tsx'
import { type DestinationFormValues, destinationFormSchema } from './destination-form.ts'
import { newDocumentFields } from './document-form.ts'
import { EditPolicyFieldset } from './EditPolicyFieldset.tsx'
import { type NumberField, NumberInputs, TextInput } from './FormField.tsx'
import { type FormParts, fieldError } from './form-parts.ts'

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

const legendClass = 'mb-2 text-sm font-semibold text-slate-800'

/** Add or edit one destination; the same zod schema as the API validates every field before it is sent. */
export function DestinationForm({ mode, initial, saving, serverErrors, onSubmit, onCancel }: Props) {
  const base = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const {
    register,
    control,
    getValues,
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

  const parts: FormParts = {
    register,
    control,
    idOf: (name) => `${base}-${name.replaceAll('.', '-')}`,
    errorOf: (name) => fieldError(errors, name),
    invalid: (name) => get(errors, name) !== undefined,
  }

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
        ref={form}
        noValidate
        aria-labelledby={`${base}-heading`}
        onSubmit={handleSubmit(onSubmit, (invalid) => openDocumentsWithErrors(form.current, invalid))}
        className="mt-4 space-y-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClass}>Destination</legend>
          <TextInput parts={parts} name="name" label="Name" />
          <TextInput
            parts={parts}
            name="slug"
            label="Slug"
            hint={
              mode === 'add'
                ? 'Lower-case words joined by hyphens; the page will be /<slug>-visa-photo'
                : 'Fixed: pages and links use it'
            }
            readOnly={mode === 'edit'}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className={legendClass}>Photo size</legend>
          <NumberInputs parts={parts} fields={SIZE_FIELDS} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClass}>File</legend>
          <NumberInputs parts={parts} fields={FILE_FIELDS} />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className={legendClass}>Background and face</legend>
          <TextInput
            parts={parts}
            name="spec.background_color"
            label="Background colour"
            hint="A hex value like #ffffff"
          />
          <TextInput
            parts={parts}
            name="spec.background_options"
            label="Accepted colours"
            hint="Optional: hex values separated by commas, the background colour included"
          />
          <NumberInputs parts={parts} fields={FACE_FIELDS} />
        </fieldset>
        <EditPolicyFieldset parts={parts} path="editPolicy" legend="Background replacement" />
        <DocumentsFieldset
          parts={parts}
          newDocument={() => newDocumentFields(getValues('spec'), getValues('editPolicy'))}
        />
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

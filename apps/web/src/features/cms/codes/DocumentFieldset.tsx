import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import { type FieldPathByValue, useWatch } from 'react-hook-form'
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx'
import { dangerButton, secondaryButton } from '../ui/styles.ts'
import type { DocumentFields } from './document-form.ts'
import { EditPolicyFieldset } from './EditPolicyFieldset.tsx'
import { type NumberField, NumberInputs, SelectInput, TextInput } from './FormField.tsx'
import type { FormParts } from './form-parts.ts'
import type { OptionalNumber } from './form-values.ts'
import { SourcesFieldset } from './SourcesFieldset.tsx'

type Props = {
  parts: FormParts
  index: number
  count: number
  /** The ids of this document's buttons, stable while it moves, so focus can follow it. */
  buttonId: (action: 'up' | 'down') => string
  onMove: (to: number) => void
  onRemove: () => void
}

const MEDIUM = [
  ['digital', 'Digital (an upload)'],
  ['print', 'Print'],
] as const
const CROWN = [
  ['hair', 'Top of the hair'],
  ['natural', 'Top of the head without hair'],
] as const
const GLASSES = [
  ['allowed', 'Allowed'],
  ['forbidden', 'Not allowed'],
  ['unstated', 'Not stated'],
] as const

const EXPRESSION = [
  ['neutral-mouth-closed', 'Neutral, mouth closed'],
  ['natural-smile', 'A natural smile accepted'],
  ['unstated', 'Not stated (judged as neutral)'],
] as const

const HEAD_COVERING = [
  ['religious-only', 'Religious or medical only'],
  ['forbidden', 'Not allowed'],
  ['unstated', 'Not stated'],
] as const

/** A document's number inputs, by their path inside the document ('file_size_kb.max'). */
type NumberPath = FieldPathByValue<DocumentFields, OptionalNumber>

const legendClass = 'mb-2 text-sm font-semibold text-slate-800'
const OPTIONAL_PAIR = 'Percent of the image height; both empty where the authority states none'

/**
 * One document beside the default one: a disclosure, so a long list stays scannable; the form opens the ones
 * with an error on submit (openDocumentsWithErrors), and the summary says which hold one.
 */
export function DocumentFieldset({ parts, index, count, buttonId, onMove, onRemove }: Props) {
  const path = `documents.${index}` as const
  const [id = '', name = ''] = useWatch({ control: parts.control, name: [`${path}.id`, `${path}.name`] })
  // A document just added (no id yet) starts open; the rest start closed. After that it is the user's.
  const [startsOpen] = useState(() => id === '')
  const handle = id.trim() || String(index + 1)
  const invalid = parts.invalid(path)

  const numbers = (fields: Array<[field: NumberPath, label: string, step: string, hint?: string]>) =>
    fields.map(
      ([field, label, step, hint]): NumberField => ({
        name: `${path}.${field}`,
        label,
        step,
        ...(hint ? { hint } : {}),
      }),
    )

  const removeButton = (onClick?: () => void) => (
    <button
      type="button"
      className={dangerButton}
      aria-label={`Remove document ${handle}`}
      {...(onClick ? { onClick } : {})}
    >
      Remove document
    </button>
  )

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="sr-only">Document {handle}</legend>
      <details data-document-index={index} open={startsOpen}>
        <summary className="cursor-pointer rounded text-sm text-slate-900 outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30">
          <span className="font-medium">{name.trim() || 'New document'}</span>{' '}
          <span className="font-mono text-xs text-slate-600">{id.trim() || '(no id yet)'}</span>
          {invalid && (
            <span className="ml-2 rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-800">Has errors</span>
          )}
        </summary>
        <div className="mt-4 space-y-6">
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className={legendClass}>Document</legend>
            <TextInput
              parts={parts}
              name={`${path}.id`}
              label="Document id"
              hint="Lower-case words joined by hyphens; the page's ?document= uses it"
            />
            <TextInput parts={parts} name={`${path}.name`} label="Document name" />
            <SelectInput parts={parts} name={`${path}.medium`} label="Medium" options={MEDIUM} />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className={legendClass}>Export size</legend>
            <NumberInputs
              parts={parts}
              fields={numbers([
                ['width_px', 'Width (px)', '1'],
                ['height_px', 'Height (px)', '1'],
                ['width_mm', 'Width (mm)', 'any'],
                ['height_mm', 'Height (mm)', 'any'],
                ['dpi', 'Resolution (dpi)', '1'],
              ])}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className={legendClass}>Accepted pixels</legend>
            <p className="text-xs text-slate-500 sm:col-span-2">
              Optional: leave all four empty where the form states no range, and the largest two where it
              states no maximum.
            </p>
            <NumberInputs
              parts={parts}
              fields={numbers([
                ['pixels.min.width', 'Smallest accepted width (px)', '1'],
                ['pixels.min.height', 'Smallest accepted height (px)', '1'],
                ['pixels.max.width', 'Largest accepted width (px)', '1'],
                ['pixels.max.height', 'Largest accepted height (px)', '1'],
              ])}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className={legendClass}>File size</legend>
            <NumberInputs
              parts={parts}
              fields={numbers([
                [
                  'file_size_kb.min',
                  'Minimum file size (KB)',
                  'any',
                  'Empty for no minimum; 1 KB = 1024 bytes',
                ],
                ['file_size_kb.max', 'Maximum file size (KB)', 'any'],
              ])}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className={legendClass}>Head and eyes</legend>
            <NumberInputs
              parts={parts}
              fields={numbers([
                ['head.min', 'Head height, minimum (%)', 'any', 'Percent of the image height'],
                ['head.max', 'Head height, maximum (%)', 'any'],
              ])}
            />
            <div className="sm:col-span-2">
              <SelectInput
                parts={parts}
                name={`${path}.head.crown`}
                label="Head height measured to"
                options={CROWN}
              />
            </div>
            <NumberInputs
              parts={parts}
              fields={numbers([
                ['eye_line.min', 'Eye line, minimum (%)', 'any', `Above the bottom edge. ${OPTIONAL_PAIR}`],
                ['eye_line.max', 'Eye line, maximum (%)', 'any'],
                [
                  'top_margin.min',
                  'Top margin, minimum (%)',
                  'any',
                  `Top edge to the crown. ${OPTIONAL_PAIR}`,
                ],
                ['top_margin.max', 'Top margin, maximum (%)', 'any'],
              ])}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className={legendClass}>Background, glasses and the face</legend>
            <TextInput
              parts={parts}
              name={`${path}.background_color`}
              label="Background colour"
              hint="A hex value like #ffffff"
            />
            <TextInput
              parts={parts}
              name={`${path}.background_options`}
              label="Accepted colours"
              hint="Optional: hex values separated by commas, the background colour included"
            />
            <SelectInput parts={parts} name={`${path}.glasses`} label="Glasses" options={GLASSES} />
            <SelectInput parts={parts} name={`${path}.expression`} label="Expression" options={EXPRESSION} />
            <SelectInput
              parts={parts}
              name={`${path}.head_covering`}
              label="Head covering"
              options={HEAD_COVERING}
            />
          </fieldset>
          <EditPolicyFieldset
            parts={parts}
            path={`${path}.editPolicy`}
            legend="Background replacement for this document"
          />
          <SourcesFieldset parts={parts} path={path} handle={handle} />
        </div>
      </details>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          id={buttonId('up')}
          type="button"
          className={secondaryButton}
          disabled={index === 0}
          aria-label={`Move up: document ${handle}`}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" className="h-4 w-4" />
          Move up
        </button>
        <button
          id={buttonId('down')}
          type="button"
          className={secondaryButton}
          disabled={index === count - 1}
          aria-label={`Move down: document ${handle}`}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
          Move down
        </button>
        {id.trim() === '' && name.trim() === '' ? (
          // Just added and still blank: nothing to lose, so no question.
          removeButton(onRemove)
        ) : (
          <ConfirmDialog
            trigger={removeButton()}
            title={`Remove ${name.trim() || handle}?`}
            description="Its numbers and sources leave the form. Nothing is saved until you press Save changes."
            confirmLabel="Remove document"
            onConfirm={onRemove}
          />
        )}
      </div>
    </fieldset>
  )
}

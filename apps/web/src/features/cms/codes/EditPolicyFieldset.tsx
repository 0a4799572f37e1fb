import { FormField, SelectInput, TextInput } from './FormField.tsx'
import type { FormParts } from './form-parts.ts'

/** The destination's policy, or one document's. */
export type EditPolicyPath = 'editPolicy' | `documents.${number}.editPolicy`

const REPLACEMENT = [
  ['allowed', 'Allowed'],
  ['refused', 'Refused'],
] as const

/**
 * What the authority says about replacing the background: the photo page shows the reason and source, and a
 * refusal turns replacement off there by default.
 */
export function EditPolicyFieldset({
  parts,
  path,
  legend,
}: {
  parts: FormParts
  path: EditPolicyPath
  legend: string
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <SelectInput
        parts={parts}
        name={`${path}.backgroundReplacement`}
        label="Replacing the background"
        hint="Refused where the authority does not accept edited photos"
        options={REPLACEMENT}
      />
      <TextInput
        parts={parts}
        name={`${path}.verifiedOn`}
        type="date"
        label="Verified on"
        hint="The day the rule was read at its source; leave empty for not verified"
      />
      <div className="sm:col-span-2">
        <FormField
          id={parts.idOf(`${path}.reason`)}
          error={parts.errorOf(`${path}.reason`)}
          label="Reason shown on the photo page"
          hint="One or two plain sentences, at most 400 characters"
        >
          {(aria) => <textarea {...aria} rows={3} {...parts.register(`${path}.reason`)} />}
        </FormField>
      </div>
      <TextInput
        parts={parts}
        name={`${path}.source.name`}
        label="Source name"
        hint="The authority's page, e.g. travel.state.gov: Passport photos"
      />
      <TextInput
        parts={parts}
        name={`${path}.source.url`}
        type="url"
        label="Source URL"
        hint="An https:// address"
      />
    </fieldset>
  )
}

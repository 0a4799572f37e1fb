import { BACKDROP_COPY, backgroundColorName, type EditPolicy } from '@vps/specs'
import { useId } from 'react'

type Props = {
  policy: EditPolicy
  replace: boolean
  /** The accepted colours, main first; the visitor picks one when there are several. */
  colours: readonly string[]
  colour: string
  disabled: boolean
  onChange: (choice: { replace?: boolean; colour?: string }) => void
}

/**
 * The wall behind the person: replace it on the device or keep it (docs/background.md, "On the page"). Says
 * what each choice means for acceptance under the document's policy, with the policy's source.
 */
export function BackdropChoice({ policy, replace, colours, colour, disabled, onChange }: Props) {
  const meaningId = useId()
  const switchId = useId()
  const refused = policy.backgroundReplacement === 'refused'
  return (
    <fieldset
      className={`mb-4 rounded-xl border p-4 ${refused && replace ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'}`}
      data-testid="backdrop-choice"
      data-policy={policy.backgroundReplacement}
    >
      <legend className="px-1 text-sm font-bold text-slate-900">{BACKDROP_COPY.legend}</legend>
      <div className="flex items-center gap-3">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={replace}
          aria-checked={replace}
          disabled={disabled}
          aria-describedby={meaningId}
          onChange={(event) => onChange({ replace: event.target.checked })}
          className="h-5 w-5 cursor-pointer accent-blue-700"
        />
        <label htmlFor={switchId} className="cursor-pointer text-sm font-semibold text-slate-900">
          {BACKDROP_COPY.switchLabel(colour)}
        </label>
      </div>
      {replace && colours.length > 1 ? (
        <fieldset className="mt-3">
          <legend className="text-xs font-semibold text-slate-700">{BACKDROP_COPY.colourLegend}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {colours.map((hex) => (
              // One target per colour, at least 24 px tall (WCAG 2.2, 2.5.8): the native radio stays for
              // the keyboard and screen readers, out of sight, and the pill with its swatch shows its state.
              <label key={hex} className="inline-flex cursor-pointer text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${switchId}-colour`}
                  value={hex}
                  checked={hex === colour}
                  disabled={disabled}
                  onChange={() => onChange({ colour: hex })}
                  className="peer sr-only"
                />
                <span className="inline-flex min-h-8 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 peer-checked:border-blue-700 peer-checked:ring-2 peer-checked:ring-blue-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
                  <span
                    aria-hidden="true"
                    className="inline-block h-4 w-7 rounded border border-slate-400"
                    style={{ backgroundColor: hex }}
                  />
                  {backgroundColorName(hex)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p id={meaningId} className="mt-2 text-sm text-slate-700" data-testid="backdrop-meaning">
        {BACKDROP_COPY.meaning(policy, replace, colour)}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Source:{' '}
        <a
          href={policy.source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-blue-800 underline"
        >
          {policy.source.name}
        </a>{' '}
        ({BACKDROP_COPY.source(policy)})
      </p>
    </fieldset>
  )
}

import type { PhotoDocument } from '@vps/specs'
import { useId } from 'react'
import { useEarlyValue } from '../../../shared/ui/use-early-value.ts'

type Props = {
  documents: readonly PhotoDocument[]
  chosen: PhotoDocument
  onChoose: (id: string) => void
}

const verified = (on: string) => (on === 'not verified' ? 'not verified' : `checked ${on}`)

/** How the numbers were verified, in the words the page shows (docs/destinations-data.md). */
export const VERIFICATION_WORDS = {
  official: "Checked against the authority's own page.",
  'secondary-agree':
    'No official page was found: two independent secondary sources agree on these numbers. Check them against your form.',
} as const

const sourceLabel = (kind: 'official' | 'secondary' | undefined) =>
  kind === 'official' ? 'Official source' : kind === 'secondary' ? 'Secondary source' : 'Source'

/**
 * Which form the photo is for (docs/photo-documents.md): the spec's row by default, or an upload form or
 * print rule with its own numbers. The chosen document's sources are shown with their dates.
 */
export function DocumentChoice({ documents, chosen, onChoose }: Props) {
  const selectId = useId()
  // A document chosen before the page hydrated is applied, not shown and ignored.
  const selectRef = useEarlyValue<HTMLSelectElement>(chosen.id, onChoose)
  return (
    <section
      aria-label="Document"
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="document-choice"
    >
      <label htmlFor={selectId} className="block text-sm font-bold text-slate-900">
        Which photo do you need?
      </label>
      <select
        ref={selectRef}
        id={selectId}
        autoComplete="off"
        value={chosen.id}
        onChange={(event) => onChoose(event.target.value)}
        className="mt-2 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      >
        {documents.map((doc) => (
          <option key={doc.id} value={doc.id}>
            {doc.name}
          </option>
        ))}
      </select>
      <p className="mt-2 text-sm text-slate-700" data-testid="document-numbers">
        {chosen.width_px}x{chosen.height_px} px,{' '}
        {chosen.file_size_kb.min === null
          ? `at most ${chosen.file_size_kb.max} KB`
          : `${chosen.file_size_kb.min}-${chosen.file_size_kb.max} KB`}
        , head {chosen.head.min}-{chosen.head.max}% of the height (
        {chosen.head.crown === 'hair' ? 'top of the hair' : 'top of the head, without hair'} to chin)
        {chosen.eye_line ? `, eyes ${chosen.eye_line.min}-${chosen.eye_line.max}% up from the bottom` : ''}
        {chosen.top_margin
          ? `, ${chosen.top_margin.min}-${chosen.top_margin.max}% of the height above the head`
          : ''}
        {chosen.glasses === 'forbidden' ? ', no glasses' : ''}.
      </p>
      {chosen.verification ? (
        <p className="mt-2 text-sm font-medium text-slate-800" data-testid="document-verification">
          {VERIFICATION_WORDS[chosen.verification]}
        </p>
      ) : null}
      {chosen.readings?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-700" data-testid="document-readings">
          {chosen.readings.map((reading) => (
            <li key={reading}>{reading}</li>
          ))}
        </ul>
      ) : null}
      {chosen.disagreements ? (
        <p
          className="mt-2 text-xs text-slate-700 [overflow-wrap:anywhere]"
          data-testid="document-disagreements"
        >
          Where the sources disagree: {chosen.disagreements}
        </p>
      ) : null}
      {chosen.sources.length > 0 ? (
        // Quoted table rows have no spaces to wrap at ('{"size":200,…}'): they may break anywhere.
        <ul
          className="mt-2 space-y-1 text-xs text-slate-600 [overflow-wrap:anywhere]"
          data-testid="document-sources"
        >
          {chosen.sources.map((source) => (
            <li key={`${source.url} ${source.name}`}>
              {sourceLabel(source.kind)}:{' '}
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-blue-800 underline"
              >
                {source.name}
              </a>{' '}
              ({verified(source.verifiedOn)}){source.quote ? <q className="ml-1">{source.quote}</q> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-slate-600" data-testid="document-sources">
          Our standard numbers for this country. If your form is listed above, choose it for its own limits.
        </p>
      )}
    </section>
  )
}

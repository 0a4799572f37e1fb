import { type CmsDestination, replacementAllowed } from '@vps/specs'
import { useMediaQuery } from '../../../shared/ui/use-media-query.ts'
import { secondaryButton } from '../ui/styles.ts'

type Props = {
  countries: CmsDestination[]
  /** The slug whose switch is being saved; its switch is disabled meanwhile. */
  toggling: string | null
  onEdit: (destination: CmsDestination) => void
  onToggle: (destination: CmsDestination, enabled: boolean) => void
}

const HEADINGS = ['Name', 'Slug', 'Pixels', 'File size', 'Background', 'Face', 'Enabled', 'Edited', 'Actions']

export function kbWindow({ spec }: CmsDestination): string {
  return `${spec.min_file_size_kb}–${spec.max_file_size_kb} KB`
}

/**
 * The table's nine columns need about 1,006 px: narrower than this, the same fields show as one card per code
 * (a 356 px scroller on a phone showed a third of a row).
 */
export const CODES_TABLE_QUERY = '(min-width: 1200px)'

/**
 * Every destination with its photo numbers, an enable switch and an edit button: a table on a wide screen,
 * cards on a narrow one.
 */
export function CodesTable(props: Props) {
  // The server's page and a test's DOM (no matchMedia) get the table.
  const wide = useMediaQuery(CODES_TABLE_QUERY, true)
  return wide ? <CodesGrid {...props} /> : <CodesCards {...props} />
}

function CodesCards({ countries, toggling, onEdit, onToggle }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Destinations and their photo specs">
      {countries.map((destination) => (
        <Card
          key={destination.slug}
          destination={destination}
          busy={toggling === destination.slug}
          onEdit={onEdit}
          onToggle={onToggle}
        />
      ))}
    </ul>
  )
}

/** One code, as a card (narrow screens) or a table row. */
interface CodeProps {
  destination: CmsDestination
  busy: boolean
  onEdit: Props['onEdit']
  onToggle: Props['onToggle']
}

function Card({ destination, busy, onEdit, onToggle }: CodeProps) {
  const { slug, name, spec, enabled, edited, builtIn, editPolicy } = destination
  return (
    <li
      data-slug={slug}
      className={`min-w-0 rounded-xl border border-slate-200 p-4 ${enabled ? 'bg-white' : 'bg-slate-50 text-slate-500'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          {name}
          <span className="block font-mono text-xs font-normal text-slate-600">{slug}</span>
        </h3>
        <EnabledSwitch destination={destination} busy={busy} onToggle={onToggle} />
      </div>
      <div className="mt-1 flex flex-wrap gap-1 empty:hidden">
        {builtIn ? null : (
          <span className="rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-800">added</span>
        )}
        {replacementAllowed(editPolicy) ? null : (
          <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900">
            Replacement: refused
          </span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Pixels</dt>
        <dd>
          {spec.width_px}×{spec.height_px}
        </dd>
        <dt className="text-slate-600">File size</dt>
        <dd>{kbWindow(destination)}</dd>
        <dt className="text-slate-600">Background</dt>
        <dd>
          <Colours destination={destination} />
        </dd>
        <dt className="text-slate-600">Face</dt>
        <dd>
          {spec.face_coverage_min}–{spec.face_coverage_max}%
        </dd>
        <dt className="text-slate-600">Edited</dt>
        <dd>{edited ? 'Edited' : builtIn ? 'Default' : '—'}</dd>
      </dl>
      <button
        type="button"
        className={`${secondaryButton} mt-3 w-full justify-center`}
        onClick={() => onEdit(destination)}
        aria-label={`Edit ${name}`}
      >
        Edit
      </button>
    </li>
  )
}

function Colours({ destination: { spec } }: { destination: CmsDestination }) {
  const colours = spec.background_options ?? [spec.background_color]
  return (
    <span className="flex flex-wrap items-center gap-1">
      {colours.map((hex) => (
        <span
          key={hex}
          title={hex}
          aria-hidden="true"
          className="inline-block h-4 w-4 rounded border border-slate-300"
          style={{ backgroundColor: hex }}
        />
      ))}
      <span className="font-mono text-xs">{spec.background_color}</span>
    </span>
  )
}

function EnabledSwitch({
  destination,
  busy,
  onToggle,
}: {
  destination: CmsDestination
  busy: boolean
  onToggle: Props['onToggle']
}) {
  const { name, enabled } = destination
  return (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label={`${name} enabled`}
      disabled={busy}
      onClick={() => onToggle(destination, !enabled)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-600/30 disabled:opacity-60 ${enabled ? 'bg-blue-600' : 'bg-slate-300'}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  )
}

function CodesGrid({ countries, toggling, onEdit, onToggle }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Destinations and their photo specs</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {countries.map((destination) => (
            <Row
              key={destination.slug}
              destination={destination}
              busy={toggling === destination.slug}
              onEdit={onEdit}
              onToggle={onToggle}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Row({ destination, busy, onEdit, onToggle }: CodeProps) {
  const { slug, name, spec, enabled, edited, builtIn, editPolicy } = destination
  return (
    <tr data-slug={slug} className={enabled ? '' : 'bg-slate-50 text-slate-500'}>
      <th scope="row" className="px-3 py-2 font-medium text-slate-900">
        {name}
        {builtIn ? null : (
          <span className="ml-2 rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-800">added</span>
        )}
        {/* Only the exception is marked: most authorities allow it, and a column of "allowed" would be noise. */}
        {replacementAllowed(editPolicy) ? null : (
          <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-normal whitespace-nowrap text-amber-900">
            Replacement: refused
          </span>
        )}
      </th>
      <td className="px-3 py-2 font-mono text-xs">{slug}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {spec.width_px}×{spec.height_px}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{kbWindow(destination)}</td>
      <td className="px-3 py-2">
        <Colours destination={destination} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {spec.face_coverage_min}–{spec.face_coverage_max}%
      </td>
      <td className="px-3 py-2">
        <EnabledSwitch destination={destination} busy={busy} onToggle={onToggle} />
      </td>
      <td className="px-3 py-2">{edited ? 'Edited' : builtIn ? 'Default' : '—'}</td>
      <td className="px-3 py-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onEdit(destination)}
          aria-label={`Edit ${name}`}
        >
          Edit
        </button>
      </td>
    </tr>
  )
}

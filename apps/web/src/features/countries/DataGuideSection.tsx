import { Link } from '@tanstack/react-router'
import {
  DEFAULT_DOCUMENT_ID,
  type Destination,
  documentSpec,
  documentsOf,
  type PhotoDocument,
  replacementAllowed,
} from '@vps/specs'
import { backgroundPhrase, fileSizeWindow, sizeMm, sizePx } from '../../shared/country/spec-format.ts'

/** The words for each rule, from the document alone: the guide says only what the data says. */
export function documentFacts(doc: PhotoDocument): [string, string][] {
  const spec = documentSpec(doc)
  const { min, max } = doc.pixels ?? {}
  // A form that takes one size says nothing more than the size itself.
  const exact = min && max && min.width === max.width && min.height === max.height
  const accepted =
    min && !exact
      ? max
        ? `${min.width}x${min.height} to ${max.width}x${max.height} px accepted`
        : `at least ${min.width}x${min.height} px accepted`
      : null
  return [
    [
      'Size',
      doc.medium === 'print'
        ? `${sizeMm(spec)} print (we make ${sizePx(spec)} at ${doc.dpi} dpi)`
        : `${sizePx(spec)} upload${accepted ? `, ${accepted}` : ''}`,
    ],
    [
      'File',
      doc.medium === 'print' ? `JPEG for printing, ${fileSizeWindow(spec)}` : `JPEG, ${fileSizeWindow(spec)}`,
    ],
    [
      'Head',
      `${doc.head.min}-${doc.head.max}% of the height, chin to ${doc.head.crown === 'hair' ? 'the top of the hair' : 'the top of the head without hair'}`,
    ],
    ...(doc.eye_line
      ? [['Eyes', `${doc.eye_line.min}-${doc.eye_line.max}% up from the bottom`] as [string, string]]
      : []),
    ['Background', `plain ${backgroundPhrase(spec)}`],
    [
      'Glasses',
      doc.glasses === 'forbidden' ? 'not allowed' : doc.glasses === 'allowed' ? 'allowed' : 'not stated',
    ],
    [
      'Background replacement',
      replacementAllowed(doc.editPolicy)
        ? 'accepted'
        : 'off: an unaltered photo is asked for, or no source says',
    ],
  ]
}

/**
 * The guide of a destination kept as data (docs/destinations-data.md): its documents side by side, how each
 * was verified, where our reading fills a gap, and every source with the day it was read. Nothing else: no
 * processing time, no advice the data does not hold.
 */
export function DataGuideSection({ destination }: { destination: Destination }) {
  const { slug, name } = destination
  const documents = documentsOf({ code: slug, ...destination })
  return (
    <section aria-labelledby="data-guide-heading" data-testid="data-guide">
      <h2 id="data-guide-heading" className="text-2xl font-bold text-slate-900">
        Which {name} photo do you need?
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {documents.length === 1
          ? 'We hold one document for this destination.'
          : `We hold ${documents.length} documents for this destination.`}{' '}
        Each one's numbers come from the sources listed under it, read on the date shown.
      </p>
      <ul className="mt-6 grid gap-4 lg:grid-cols-2">
        {documents.map((doc) => (
          <li key={doc.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{doc.name}</h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {documentFacts(doc).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              {doc.verification === 'official'
                ? "Checked against the authority's own page."
                : 'No official page was found: two independent secondary sources agree.'}
            </p>
            {doc.readings?.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-600">
                {doc.readings.map((reading) => (
                  <li key={reading}>{reading}</li>
                ))}
              </ul>
            ) : null}
            {doc.disagreements ? (
              <p className="mt-2 text-xs text-slate-600 [overflow-wrap:anywhere]">
                Where the sources disagree: {doc.disagreements}
              </p>
            ) : null}
            {/* Source names and addresses can be long unbroken strings: they may break anywhere. */}
            <ul className="mt-2 space-y-1 text-xs text-slate-600 [overflow-wrap:anywhere]">
              {doc.sources.map((source) => (
                <li key={`${source.url} ${source.name}`}>
                  {source.kind === 'official' ? 'Official source' : 'Secondary source'}:{' '}
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-blue-800 underline"
                  >
                    {source.name}
                  </a>{' '}
                  (read {source.verifiedOn})
                </li>
              ))}
            </ul>
            <Link
              to="/{$country}-visa-photo"
              params={{ country: slug }}
              search={doc.id === DEFAULT_DOCUMENT_ID ? {} : { document: doc.id }}
              // The visible words first (WCAG 2.5.3), then which photo: each card has one such link.
              aria-label={`Make this photo: ${doc.name}`}
              className="mt-4 inline-block rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
            >
              Make this photo
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

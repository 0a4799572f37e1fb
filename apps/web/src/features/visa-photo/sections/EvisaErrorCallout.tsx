import { Link } from '@tanstack/react-router'
import { countryLinks } from '@vps/specs'
import { AlertCircle } from 'lucide-react'
import { ANOTHER_SOURCE_ERROR, WORKAROUND_PPI } from '../../../shared/country/vietnam-faq.ts'
import { FaqAnchor } from './FaqAnchor.tsx'

const links = countryLinks('vietnam')

/** The Vietnam page's note on the e-visa portal's photo error, its workaround and the delays guide. */
export function EvisaErrorCallout() {
  return (
    <section
      aria-labelledby="evisa-error-heading"
      className="rounded-2xl border border-blue-200 bg-blue-50 p-6 text-slate-800"
    >
      <h2 id="evisa-error-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <AlertCircle aria-hidden="true" className="h-5 w-5 text-blue-700" />
        Seeing an e-visa photo error?
      </h2>
      <p className="mt-2">
        If the portal says ‘{ANOTHER_SOURCE_ERROR}’, read{' '}
        <FaqAnchor entryId="another-source">what the error means</FaqAnchor>,{' '}
        <FaqAnchor entryId="another-source-avoid">how to avoid it</FaqAnchor> and{' '}
        <FaqAnchor entryId="ppi-workaround">the {WORKAROUND_PPI} pixels per inch workaround</FaqAnchor>.
      </p>
      <p className="mt-2">
        Worried about delays?{' '}
        <Link to={links.processingGuide} className="font-semibold text-blue-800 underline">
          Vietnam visa processing times and delays guide
        </Link>{' '}
        ·{' '}
        <Link to={links.landing} className="font-semibold text-blue-800 underline">
          All Vietnam visa photo guides
        </Link>
      </p>
    </section>
  )
}

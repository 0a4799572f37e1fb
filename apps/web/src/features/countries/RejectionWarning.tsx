import { Link } from '@tanstack/react-router'
import { countryLinks, HONEST_CLAIM, isCountrySlug, isDataOnlySlug, SITE } from '@vps/specs'
import { AlertTriangle } from 'lucide-react'
import { ProcessingTime } from '../../shared/country/ProcessingTime.tsx'

export function RejectionWarning({ country, name }: { country: string; name: string }) {
  const links = countryLinks(country)
  return (
    <section
      aria-labelledby="rejection-warning-heading"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 md:p-8"
    >
      <h2 id="rejection-warning-heading" className="flex items-center gap-2 text-2xl font-bold text-red-900">
        <AlertTriangle aria-hidden="true" className="h-6 w-6" />
        Don’t let a photo delay your trip
      </h2>
      <p className="mt-3 text-slate-800">
        <ProcessingTime country={country} name={name} />{' '}
        {/* A destination kept as data states no figure its data does not hold (docs/destinations-data.md). */}
        {isDataOnlySlug(country)
          ? 'A rejected photo means fixing it and applying again.'
          : `A rejected photo can add ${SITE.rejectionDelay} while you fix it and apply again.`}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Our photo {HONEST_CLAIM}, so check the official application site before you submit.
      </p>
      <div className="mt-5 flex flex-wrap gap-4">
        <Link
          to={links.photoTool}
          className="rounded-lg bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
        >
          Make a compliant {name} photo
        </Link>
        {/* The mistakes guide is seeded for the built-ins only. */}
        {isCountrySlug(country) && (
          <Link to={links.mistakesGuide} className="self-center font-semibold text-red-900 underline">
            Common {name} photo mistakes
          </Link>
        )}
      </div>
    </section>
  )
}

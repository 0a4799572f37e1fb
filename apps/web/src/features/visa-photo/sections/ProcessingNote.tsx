import { HONEST_CLAIM, SITE } from '@vps/specs'
import { Info } from 'lucide-react'
import { ProcessingTime } from '../../../shared/country/ProcessingTime.tsx'

/** Why the photo matters, with the product's claims worded honestly. */
export function ProcessingNote({ country, countryName }: { country: string; countryName: string }) {
  return (
    <aside
      aria-labelledby="processing-note-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-slate-800"
    >
      <h2 id="processing-note-heading" className="flex items-center gap-2 text-lg font-bold text-amber-900">
        <Info aria-hidden="true" className="h-5 w-5" />
        Get it right the first time
      </h2>
      <p className="mt-2">
        <ProcessingTime country={country} name={countryName} /> A rejected photo can add {SITE.rejectionDelay}{' '}
        of delay while you correct and resubmit.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Our photo {HONEST_CLAIM}. Rules change, so check the official application site for the latest version
        before you submit.
      </p>
    </aside>
  )
}

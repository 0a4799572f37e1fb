import { Link } from '@tanstack/react-router'
import { SITE } from '@vps/specs'
import { ArrowRight, CalendarClock } from 'lucide-react'
import { trackEvent } from '../../../shared/analytics/analytics.ts'
import { FEATURED_LINKS } from '../home-content.ts'

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-heading" className="px-4 pb-16 sm:pb-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-blue-700 to-indigo-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <CalendarClock aria-hidden="true" className="mx-auto h-10 w-10 text-blue-200" />
        <h2 id="closing-heading" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
          Get Your Visa Photo Right the First Time
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">
          E-visas are typically processed in {SITE.processingDays}, but a rejected photo can add{' '}
          {SITE.rejectionDelay} of delay. Make a compliant photo now: free, private and ready in{' '}
          {SITE.resultTime}.
        </p>
        <Link
          to={FEATURED_LINKS.photoTool}
          onClick={() => trackEvent('click_cta', { category: 'home', label: 'closing_cta' })}
          className="mt-8 inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-blue-800 shadow-md transition-colors hover:bg-blue-50"
        >
          Create Your Visa Photo
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  )
}

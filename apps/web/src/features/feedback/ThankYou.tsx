import { Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'

/** Shown after a successful submission in place of the form (docs/product-rules.md, "Feedback flow"). */
export function ThankYou({ onSubmitMore }: { onSubmitMore: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form the visitor was in has gone: move focus to the news so screen readers announce it.
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900 outline-none">
        Thank You!
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        We read every message, and yours will help make these tools better for the next traveller.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onSubmitMore}
          className="rounded-lg bg-blue-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-blue-700 focus-visible:ring-4 focus-visible:ring-blue-600/30 focus-visible:outline-none"
        >
          Submit More Feedback
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-4 focus-visible:ring-blue-600/30 focus-visible:outline-none"
        >
          Return Home
        </Link>
      </div>
    </div>
  )
}

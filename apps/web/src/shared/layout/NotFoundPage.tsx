import { Link } from '@tanstack/react-router'
import { MESSAGES } from '@vps/specs'
import { AlertCircle } from 'lucide-react'

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="flex items-center gap-3">
          <AlertCircle aria-hidden="true" className="h-8 w-8 text-red-500" />
          <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.notFoundTitle}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">{MESSAGES.notFoundText}</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-blue-700 underline">
          Go to the homepage
        </Link>
      </div>
    </div>
  )
}

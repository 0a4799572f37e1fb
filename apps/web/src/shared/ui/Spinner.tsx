import { Loader2 } from 'lucide-react'

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center justify-center gap-3 ${className}`}>
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin text-blue-600" />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  )
}

/** Shown while a lazily loaded page (the staff area) arrives. */
export function PageSpinner() {
  return <Spinner label="Loading…" className="min-h-[50vh]" />
}

import { TriangleAlert } from 'lucide-react'

/** A size's caveat, shown before an image is chosen (the 10KB page's quality notice). */
export function QualityNotice({ title, body }: { title: string; body: string }) {
  return (
    <aside
      aria-labelledby="quality-notice-title"
      className="mb-6 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-left"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
      <div>
        <h2 id="quality-notice-title" className="font-semibold text-amber-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-amber-900">{body}</p>
      </div>
    </aside>
  )
}

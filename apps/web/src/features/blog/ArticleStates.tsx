import { Link } from '@tanstack/react-router'
import { MESSAGES } from '@vps/specs'
import { ArrowLeft, FileSearch } from 'lucide-react'

/** Shown for an unknown slug (served with status 404) and when the article cannot be loaded. */
export function ArticleNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <FileSearch aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{MESSAGES.articleNotFoundTitle}</h1>
        <p className="mt-2 text-slate-600">{MESSAGES.articleNotFoundText}</p>
        <Link
          to="/blog"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-blue-600 px-5 py-2.5 font-semibold text-white hover:bg-blue-700"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Blog
        </Link>
      </div>
    </div>
  )
}

const bar = (width: string, tone = 'bg-slate-200') => <div className={`h-4 rounded ${tone} ${width}`} />

/** The article's loading state, shaped like the page that will replace it. */
export function ArticleSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading article" className="animate-pulse bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
          {bar('w-48', 'bg-slate-100')}
          <div className="flex gap-2">
            <div className="h-6 w-20 rounded-full bg-slate-200" />
            <div className="h-6 w-24 rounded-full bg-slate-100" />
          </div>
          <div className="h-9 w-5/6 rounded bg-slate-200" />
          <div className="h-9 w-2/3 rounded bg-slate-200" />
          {bar('w-full', 'bg-slate-100')}
          {bar('w-3/4', 'bg-slate-100')}
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-10">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i}>{bar(i % 3 === 2 ? 'w-2/3' : 'w-full', 'bg-slate-100')}</div>
        ))}
      </div>
    </section>
  )
}

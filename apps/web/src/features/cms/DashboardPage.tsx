import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FilePlus2, FileText, Globe2, Inbox } from 'lucide-react'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { getDashboard, inboxKeys } from './api/inbox-api.ts'
import { formatDateTime } from './ui/format.ts'
import { LoadError, PageHeader } from './ui/PageHeader.tsx'
import { cardClass, secondaryButton } from './ui/styles.ts'

export function DashboardPage() {
  const dashboard = useQuery({ queryKey: inboxKeys.dashboard, queryFn: getDashboard })

  return (
    <div>
      <PageHeader title="Dashboard">
        <Link to="/cms/articles/new" className={secondaryButton}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          New article
        </Link>
      </PageHeader>
      {dashboard.isPending && <Spinner label="Loading figures…" className="py-12" />}
      {dashboard.isError && <LoadError error={dashboard.error} />}
      {dashboard.data && (
        <>
          <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
            <Figure label="Published articles" value={dashboard.data.articles.published} />
            <Figure label="Drafts" value={dashboard.data.articles.draft} />
            <Figure label="Feedback this week" value={dashboard.data.feedback.thisWeek} />
            <Figure label="Unread feedback" value={dashboard.data.feedback.unread} />
          </dl>
          <section aria-labelledby="latest-feedback" className={`${cardClass} mt-6`}>
            <h2 id="latest-feedback" className="text-lg font-semibold text-slate-900">
              Latest feedback
            </h2>
            {dashboard.data.feedback.latest.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No feedback yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {dashboard.data.feedback.latest.map((item) => (
                  <li key={item.id} className="py-3 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{item.name}</span>
                      <span className="text-slate-500">{formatDateTime(item.createdAt)}</span>
                      {!item.read && (
                        <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs text-blue-800">
                          Unread
                        </span>
                      )}
                    </p>
                    <p className="mt-1 line-clamp-2 text-slate-700">{item.message}</p>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to="/cms/feedback"
              className="mt-3 inline-block text-sm font-medium text-blue-700 hover:underline"
            >
              Open the inbox
            </Link>
          </section>
        </>
      )}
      <section aria-labelledby="quick-links" className="mt-6">
        <h2 id="quick-links" className="text-lg font-semibold text-slate-900">
          Quick links
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          <li>
            <Link to="/cms/articles" className={secondaryButton}>
              <FileText aria-hidden="true" className="h-4 w-4" />
              All articles
            </Link>
          </li>
          <li>
            <Link to="/cms/feedback" search={{ status: 'unread' }} className={secondaryButton}>
              <Inbox aria-hidden="true" className="h-4 w-4" />
              Unread feedback
            </Link>
          </li>
          <li>
            <Link to="/cms/codes" className={secondaryButton}>
              <Globe2 aria-hidden="true" className="h-4 w-4" />
              Country codes
            </Link>
          </li>
          <li>
            <a href="/blog" className={secondaryButton}>
              View the blog
            </a>
          </li>
        </ul>
      </section>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className={cardClass}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  )
}

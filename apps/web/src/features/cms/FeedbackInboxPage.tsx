import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { FeedbackItem } from '@vps/specs'
import { Mail, MailOpen, Trash2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { toast } from '../../shared/toast/toast-store.ts'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { cmsErrorText } from './api/cms-client.ts'
import { deleteFeedback, inboxKeys, listFeedback, markFeedback } from './api/inbox-api.ts'
import type { InboxSearch } from './inbox/inbox-search.ts'
import { ConfirmDialog } from './ui/ConfirmDialog.tsx'
import { formatDateTime } from './ui/format.ts'
import { LoadError, PageHeader } from './ui/PageHeader.tsx'
import { Pager } from './ui/Pager.tsx'
import { cardClass, dangerButton, inputClass, labelClass, secondaryButton } from './ui/styles.ts'

const SEARCH_DEBOUNCE_MS = 300

export function FeedbackInboxPage({ search }: { search: InboxSearch }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const ids = { search: useId(), status: useId() }
  const [searchText, setSearchText] = useState(search.search ?? '')
  const filters = { search: search.search, status: search.status ?? 'all', page: search.page ?? 1 }
  const inbox = useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: () => listFeedback(filters),
    placeholderData: keepPreviousData,
  })

  const setFilters = (next: Partial<InboxSearch>) =>
    void navigate({
      to: '/cms/feedback',
      search: { ...search, page: undefined, ...next },
      replace: true,
    })

  useEffect(() => {
    const value = searchText.trim() || undefined
    if (value === search.search) return
    const timer = setTimeout(() => setFilters({ search: value }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  })

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all })
    void queryClient.invalidateQueries({ queryKey: inboxKeys.dashboard })
  }
  const mark = useMutation({
    retry: false,
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markFeedback(id, read),
    onSuccess: refresh,
    onError: (error) =>
      toast({ title: 'Could not update', description: cmsErrorText(error), variant: 'destructive' }),
  })
  const remove = useMutation({
    retry: false,
    mutationFn: deleteFeedback,
    onSuccess: () => {
      refresh()
      toast({ title: 'Feedback deleted' })
    },
    onError: (error) =>
      toast({ title: 'Could not delete', description: cmsErrorText(error), variant: 'destructive' }),
  })

  return (
    <div>
      <PageHeader title="Feedback inbox" />
      <search className="mb-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.search} className={labelClass}>
            Search
          </label>
          <input
            id={ids.search}
            type="search"
            className={inputClass}
            placeholder="Name, email or message"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.status} className={labelClass}>
            Show
          </label>
          <select
            id={ids.status}
            className={inputClass}
            value={filters.status}
            onChange={(event) => {
              const status = event.target.value as InboxSearch['status']
              setFilters({ status: status === 'all' ? undefined : status })
            }}
          >
            <option value="all">All feedback</option>
            <option value="unread">Unread</option>
            <option value="read">Read</option>
          </select>
        </div>
      </search>

      {inbox.isPending && <Spinner label="Loading feedback…" className="py-12" />}
      {inbox.isError && <LoadError error={inbox.error} />}
      {inbox.data && (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-600">
            {inbox.data.pagination.total === 1 ? '1 message' : `${inbox.data.pagination.total} messages`}
          </p>
          {inbox.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No feedback here.
            </p>
          ) : (
            <ul className="space-y-3">
              {inbox.data.items.map((item) => (
                <FeedbackCard
                  key={item.id}
                  item={item}
                  busy={mark.isPending || remove.isPending}
                  onMark={(read) => mark.mutate({ id: item.id, read })}
                  onDelete={() => remove.mutate(item.id)}
                />
              ))}
            </ul>
          )}
          <Pager pagination={inbox.data.pagination} onPage={(page) => setFilters({ page })} />
        </>
      )}
    </div>
  )
}

function FeedbackCard({
  item,
  busy,
  onMark,
  onDelete,
}: {
  item: FeedbackItem
  busy: boolean
  onMark: (read: boolean) => void
  onDelete: () => void
}) {
  const headingId = useId()
  return (
    <li
      aria-labelledby={headingId}
      className={`${cardClass} ${item.read ? '' : 'border-l-4 border-l-blue-600'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-slate-900">
            {item.name}
            {!item.read && (
              <span className="ml-2 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800">
                Unread
              </span>
            )}
          </h2>
          <p className="text-sm text-slate-600">
            <a href={`mailto:${item.email}`} className="text-blue-700 hover:underline">
              {item.email}
            </a>{' '}
            · {formatDateTime(item.createdAt)}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => onMark(!item.read)}
          >
            {item.read ? (
              <Mail aria-hidden="true" className="h-4 w-4" />
            ) : (
              <MailOpen aria-hidden="true" className="h-4 w-4" />
            )}
            {item.read ? 'Mark unread' : 'Mark read'}
          </button>
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className={dangerButton}
                disabled={busy}
                aria-label={`Delete feedback from ${item.name}`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </button>
            }
            title="Delete this feedback?"
            description={`The message from ${item.name} and its screenshot will be removed for good.`}
            confirmLabel="Delete feedback"
            onConfirm={onDelete}
          />
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{item.message}</p>
      {item.screenshotUrl && (
        // Served only to a signed-in session; the cookie goes with this same-origin image request.
        <a href={item.screenshotUrl} target="_blank" rel="noreferrer" className="mt-3 inline-block">
          <img
            src={item.screenshotUrl}
            alt={`Screenshot attached by ${item.name}`}
            loading="lazy"
            className="max-h-48 rounded-lg border border-slate-200"
          />
        </a>
      )}
    </li>
  )
}

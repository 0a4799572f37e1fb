import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Spinner } from '../../shared/ui/Spinner.tsx'
import { AdminOnly } from './admin/AdminOnly.tsx'
import { adminKeys, listAudit } from './api/admin-api.ts'
import { formatDateTime } from './ui/format.ts'
import { LoadError, PageHeader } from './ui/PageHeader.tsx'
import { Pager } from './ui/Pager.tsx'

export function AuditPage() {
  return (
    <div>
      <PageHeader title="Audit log" />
      <AdminOnly>
        <AuditTable />
      </AdminOnly>
    </div>
  )
}

function AuditTable() {
  const [page, setPage] = useState(1)
  const audit = useQuery({
    queryKey: adminKeys.audit(page),
    queryFn: () => listAudit(page),
    placeholderData: keepPreviousData,
  })
  if (audit.isPending) return <Spinner label="Loading the audit log…" className="py-12" />
  if (audit.isError) return <LoadError error={audit.error} />
  if (audit.data.entries.length === 0) return <p className="text-slate-600">Nothing recorded yet.</p>

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                When
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Who
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                What
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                On
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {audit.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-4 py-2 whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td className="px-4 py-2">{entry.actorEmail ?? 'Unknown'}</td>
                <td className="px-4 py-2">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{entry.action}</code>
                  {entry.details && (
                    <span className="block text-xs text-slate-500">{describeDetails(entry.details)}</span>
                  )}
                </td>
                <td className="px-4 py-2 text-slate-700">{entry.target ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pagination={audit.data.pagination} onPage={setPage} />
    </>
  )
}

/** { slug: 'x', status: 'published' } → 'slug: x, status: published'; nested values as JSON. */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

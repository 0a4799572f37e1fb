import type { Pagination } from '@vps/specs'
import { secondaryButton } from './styles.ts'

export function Pager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  if (pagination.totalPages <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm text-slate-600">
      <button
        type="button"
        className={secondaryButton}
        disabled={pagination.page <= 1}
        onClick={() => onPage(pagination.page - 1)}
      >
        Previous
      </button>
      <span>
        Page {pagination.page} of {pagination.totalPages} ({pagination.total} in all)
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={pagination.page >= pagination.totalPages}
        onClick={() => onPage(pagination.page + 1)}
      >
        Next
      </button>
    </nav>
  )
}

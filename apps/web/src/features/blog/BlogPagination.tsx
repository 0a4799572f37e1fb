import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageButtons } from './pagination.ts'

interface Props {
  page: number
  totalPages: number
  onPage(page: number): void
}

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50'

export function BlogPagination({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={`${BUTTON} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </button>
      {pageButtons(page, totalPages).map((item, index) =>
        item === 'ellipsis' ? (
          // Position is the identity here: there is at most one ellipsis, always before the last page.
          <span key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={`${BUTTON} ${
              item === page
                ? 'border-blue-600 bg-blue-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        className={`${BUTTON} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
      >
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  )
}

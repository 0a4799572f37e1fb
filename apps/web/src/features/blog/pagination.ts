import { BLOG } from '@vps/specs'

export type PageButton = number | 'ellipsis'

/**
 * The page buttons to show: at most BLOG.maxPageButtons consecutive pages around the current one, then an
 * ellipsis and the last page when the window stops short of it (docs/product-rules.md, "Blog pagination").
 */
export function pageButtons(
  current: number,
  totalPages: number,
  max: number = BLOG.maxPageButtons,
): PageButton[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : []
  const page = Math.min(Math.max(1, current), totalPages)
  // Keep the current page in the middle of the window where possible.
  let start = Math.max(1, page - Math.floor(max / 2))
  const end = Math.min(totalPages, start + max - 1)
  start = Math.max(1, end - max + 1)
  const pages: PageButton[] = []
  for (let n = start; n <= end; n++) pages.push(n)
  if (end < totalPages) {
    if (end < totalPages - 1) pages.push('ellipsis')
    pages.push(totalPages)
  }
  return pages
}

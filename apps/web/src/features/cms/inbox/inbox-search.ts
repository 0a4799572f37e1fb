import { choiceParam, pageParam, textParam } from '../../../shared/routing/search-params.ts'

// The inbox filters live in the address (bookmarkable, and the dashboard links to the unread ones).
export const INBOX_STATUSES = ['all', 'read', 'unread'] as const

export interface InboxSearch {
  search?: string | undefined
  status?: (typeof INBOX_STATUSES)[number] | undefined
  page?: number | undefined
}

export function inboxSearch(search: Record<string, unknown>): InboxSearch {
  return {
    search: textParam(search.search, 100),
    status: choiceParam(search.status, INBOX_STATUSES),
    page: pageParam(search.page),
  }
}

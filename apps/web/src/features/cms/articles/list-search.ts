import { ARTICLE_STATUSES, type ArticleStatus } from '@vps/specs'
import { choiceParam, pageParam, textParam } from '../../../shared/routing/search-params.ts'

// The list's filters live in the address, so a filtered list can be bookmarked and survives a reload;
// nonsense in the address falls back to "no filter" rather than an error page.
export interface ArticleListSearch {
  search?: string | undefined
  country?: string | undefined
  status?: ArticleStatus | undefined
  page?: number | undefined
}

export function articleListSearch(search: Record<string, unknown>): ArticleListSearch {
  return {
    search: textParam(search.search, 100),
    country: textParam(search.country, 60),
    status: choiceParam(search.status, ARTICLE_STATUSES),
    page: pageParam(search.page),
  }
}

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { FilePlus2, Star } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Spinner } from '../../../shared/ui/Spinner.tsx'
import { articleKeys, listArticles } from '../api/articles-api.ts'
import { formatDateTime } from '../ui/format.ts'
import { LoadError, PageHeader } from '../ui/PageHeader.tsx'
import { Pager } from '../ui/Pager.tsx'
import { inputClass, labelClass, primaryButton } from '../ui/styles.ts'
import { countryName, useCountryOptions } from './country-options.ts'
import type { ArticleListSearch } from './list-search.ts'

// Typing in the search box asks the server once the typing pauses.
const SEARCH_DEBOUNCE_MS = 300

export function ArticlesPage({ search }: { search: ArticleListSearch }) {
  const navigate = useNavigate()
  const ids = { search: useId(), country: useId(), status: useId() }
  const [searchText, setSearchText] = useState(search.search ?? '')
  const filters = { ...search, page: search.page ?? 1 }
  const countryOptions = useCountryOptions(search.country)
  const articles = useQuery({
    queryKey: articleKeys.list(filters),
    queryFn: () => listArticles(filters),
    placeholderData: keepPreviousData,
  })

  const setFilters = (next: Partial<ArticleListSearch>) =>
    void navigate({
      to: '/cms/articles',
      search: { ...search, page: undefined, ...next },
      replace: true,
    })

  useEffect(() => {
    const value = searchText.trim() || undefined
    if (value === search.search) return
    const timer = setTimeout(() => setFilters({ search: value }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  })

  return (
    <div>
      <PageHeader title="Articles">
        <Link to="/cms/articles/new" className={primaryButton}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          New article
        </Link>
      </PageHeader>
      <search className="mb-4 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={ids.search} className={labelClass}>
            Search
          </label>
          <input
            id={ids.search}
            type="search"
            className={inputClass}
            placeholder="Title, slug or author"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.country} className={labelClass}>
            Country
          </label>
          <select
            id={ids.country}
            className={inputClass}
            value={search.country ?? ''}
            onChange={(event) => setFilters({ country: event.target.value || undefined })}
          >
            <option value="">All countries</option>
            {countryOptions.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.status} className={labelClass}>
            Status
          </label>
          <select
            id={ids.status}
            className={inputClass}
            value={search.status ?? ''}
            onChange={(event) =>
              setFilters({ status: (event.target.value || undefined) as ArticleListSearch['status'] })
            }
          >
            <option value="">Any status</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
      </search>

      {articles.isPending && <Spinner label="Loading articles…" className="py-12" />}
      {articles.isError && <LoadError error={articles.error} />}
      {articles.data && (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-600">
            {articles.data.pagination.total === 1
              ? '1 article'
              : `${articles.data.pagination.total} articles`}
          </p>
          {articles.data.articles.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No articles match these filters.
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Title
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Country
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Author
                    </th>
                    <th scope="col" className="px-4 py-2 font-medium">
                      Updated
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {articles.data.articles.map((article) => (
                    <tr key={article.id}>
                      <td className="px-4 py-2">
                        <Link
                          to="/cms/articles/$id/edit"
                          params={{ id: article.id }}
                          className="font-medium text-blue-700 hover:underline"
                        >
                          {article.title}
                        </Link>
                        {article.featured && (
                          <Star aria-label="Featured" className="ml-1 inline h-3.5 w-3.5 text-amber-500" />
                        )}
                        <span className="block text-xs text-slate-500">/{article.slug}</span>
                      </td>
                      <td className="px-4 py-2">{countryName(countryOptions, article.country)}</td>
                      <td className="px-4 py-2">
                        <StatusBadge status={article.status} />
                      </td>
                      <td className="px-4 py-2">{article.author}</td>
                      <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(article.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pagination={articles.data.pagination} onPage={(page) => setFilters({ page })} />
        </>
      )}
    </div>
  )
}

export function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  return status === 'published' ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">Draft</span>
  )
}

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { countryLinks } from '@vps/specs'
import { BookOpen, Camera, SearchX } from 'lucide-react'
import { useCallback } from 'react'
import { trackEvent } from '../../shared/analytics/analytics.ts'
import { type BlogListParams, blogQueries, useApiOrigin } from '../../shared/api/blog-queries.ts'
import { useDestinationList } from '../../shared/country/use-destination-list.ts'
import { BlogCard, BlogGridSkeleton } from './BlogCard.tsx'
import { BlogCardIconSprite } from './BlogCardIcons.tsx'
import { BlogFilters } from './BlogFilters.tsx'
import { BlogPagination } from './BlogPagination.tsx'
import { BLOG_LIST_TITLE, blogListParams } from './blog-list-meta.ts'
import { countryOptions, totalPublished } from './format.ts'

// The list's call to action opens the flagship tool (docs/product-rules.md, "Blog").
const VIETNAM_TOOL = countryLinks('vietnam').photoTool

function useBlogListParams(): BlogListParams {
  return blogListParams(useSearch({ from: '/blog/' }))
}

export function BlogListPage() {
  const params = useBlogListParams()
  const origin = useApiOrigin()
  const navigate = useNavigate({ from: '/blog/' })
  // The previous page stays on screen while the next one loads, instead of flashing the skeleton.
  const { data, isPending, isError } = useQuery({
    ...blogQueries.list(origin, params),
    placeholderData: keepPreviousData,
  })

  const destinations = useDestinationList()
  const filtered = Boolean(params.search || params.country)
  const setSearch = useCallback(
    (search: string | undefined) =>
      navigate({
        search: (prev) => ({ ...prev, search, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  const setCountry = (country: string | undefined) =>
    navigate({ search: (prev) => ({ ...prev, country, page: undefined }), resetScroll: false })
  const clear = () => navigate({ search: {}, resetScroll: false })
  const goToPage = (page: number) => {
    trackEvent('blog_pagination', { category: 'blog', label: `page_${page}`, value: page })
    navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const posts = data?.posts ?? []
  // Featured guides get their own section on the unfiltered first page; elsewhere every post is in the grid.
  const showFeatured = !filtered && params.page === 1
  const featured = showFeatured ? posts.filter((post) => post.featured) : []
  const rest = showFeatured ? posts.filter((post) => !post.featured) : posts

  return (
    <div className="bg-slate-50">
      <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-blue-700">
            <BookOpen aria-hidden="true" className="h-4 w-4" />
            Expert guides
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
            {BLOG_LIST_TITLE}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Photo requirements, common mistakes and processing times for every destination we support, with
            the exact sizes, backgrounds and file limits each one checks.
          </p>
          <div className="mt-8">
            <BlogFilters
              search={params.search}
              country={params.country}
              countries={countryOptions(data, destinations)}
              onSearch={setSearch}
              onCountry={setCountry}
              onClear={clear}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-10">
        {isPending ? (
          <BlogGridSkeleton />
        ) : isError && !data ? (
          <EmptyState
            title="Articles could not be loaded"
            text="Please check your connection and try again."
          />
        ) : posts.length === 0 ? (
          <EmptyState
            title="No Articles Found"
            text={
              filtered
                ? 'Try a different search term or country, or clear the filters to see every guide.'
                : 'Expert guides are being prepared. Check back soon.'
            }
          />
        ) : (
          <>
            <BlogCardIconSprite />
            {featured.length > 0 && (
              <section aria-labelledby="featured-heading" className="mb-12">
                <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
                  Featured Expert Guides
                </h2>
                <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {featured.map((post) => (
                    <BlogCard key={post.id} post={post} featured />
                  ))}
                </div>
              </section>
            )}
            {rest.length > 0 && (
              <section aria-labelledby="all-heading">
                <h2 id="all-heading" className="text-2xl font-bold text-slate-900">
                  All Articles
                  {filtered && data && (
                    <span className="ml-2 text-lg font-normal text-slate-500">
                      ({data.pagination.total} of {totalPublished(data)})
                    </span>
                  )}
                </h2>
                <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {rest.map((post) => (
                    <BlogCard key={post.id} post={post} />
                  ))}
                </div>
              </section>
            )}
            <BlogPagination
              page={params.page}
              totalPages={data?.pagination.totalPages ?? 0}
              onPage={goToPage}
            />
          </>
        )}

        <section className="mt-16 rounded-2xl bg-blue-700 p-8 text-white md:p-10">
          <h2 className="text-2xl font-bold">Ready to make your visa photo?</h2>
          <p className="mt-2 max-w-2xl text-blue-50">
            Upload a portrait and get a photo sized, positioned and checked for your destination, free and
            without your photo leaving your device.
          </p>
          <Link
            to={VIETNAM_TOOL}
            onClick={() => trackEvent('click_cta', { category: 'blog', label: VIETNAM_TOOL })}
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
          >
            <Camera aria-hidden="true" className="h-5 w-5" />
            Create Your Visa Photo
          </Link>
        </section>
      </div>
    </div>
  )
}

// 'Clear Filters' is not repeated here: the filter bar above shows it whenever a filter is active.
function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  )
}

/** The route's pending view: the page frame with six skeleton cards. */

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { blogQueries, useApiOrigin } from '../../shared/api/blog-queries.ts'
import { CountryGuideList } from './CountryGuideList.tsx'

type Props = { country: string; name: string }

/** The country's articles from the blog API: skeletons while loading, the empty state when there are none. */
export function GuidesSection({ country, name }: Props) {
  const origin = useApiOrigin()
  const { data, isPending } = useQuery(blogQueries.country(origin, country))
  return (
    <section aria-labelledby="guides-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="guides-heading" className="text-2xl font-bold text-slate-900">
          {name} Visa Photo Guides & Tips
        </h2>
        <Link
          to="/blog"
          search={{ country }}
          className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900 hover:underline"
        >
          View all {name} articles
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
      <div className="mt-6">
        <CountryGuideList country={country} name={name} posts={data ?? []} loading={isPending} />
      </div>
    </section>
  )
}
